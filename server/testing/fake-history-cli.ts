import { startFakeHistoryUpstreams } from './fake-history-upstreams';

// Runs the fake historical upstreams as a process (Playwright's webServer starts it).
const port = Number(process.env.FAKE_HISTORY_PORT ?? 5313);
const fake = await startFakeHistoryUpstreams({ port });
console.log(`fake history upstreams on ${JSON.stringify(fake.urls)} (${fake.dataOrigin} prices, ${fake.fxOrigin} exchange rates)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
