import { startFakeVenues } from './fake-venues';

// Runs every fake venue on one port as a process (Playwright's webServer, the bench scripts).
const port = Number(process.env.FAKE_VENUES_PORT ?? 5306);
const fake = await startFakeVenues({ port });
console.log(`fake venues listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
