import { startFakeCoinGecko } from './fake-coingecko';

// Runs the fake upstream as a process (Playwright's webServer starts it).
const port = Number(process.env.FAKE_COINGECKO_PORT ?? 5301);
const fake = await startFakeCoinGecko({ port });
console.log(`fake CoinGecko listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
