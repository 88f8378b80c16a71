import { startFakeVenues } from './fake-venues';

// Runs every fake venue on one port as a process (Playwright's webServer, the bench scripts).
const port = Number(process.env.FAKE_VENUES_PORT ?? 5306);
// FAKE_VENUES_REALISTIC=1: answers of the real venues' size (bench:consensus).
const fake = await startFakeVenues({ port, realisticSize: process.env.FAKE_VENUES_REALISTIC === '1' });
console.log(`fake venues listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
