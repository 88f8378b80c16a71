import { startFakePushService } from './fake-push-service';

// Runs the fake push service as a process (Playwright's webServer starts it). Browser tests get
// a subscription from POST /__subscriptions, script it with POST /__mode and read what arrived,
// decrypted, at GET /__received (see fake-push-service.ts). The site must allow this host:
// PUSH_ALLOWED_HOSTS=127.0.0.1:<FAKE_PUSH_PORT>.
const port = Number(process.env.FAKE_PUSH_PORT ?? 5316);
const fake = await startFakePushService({ port });
console.log(`fake push service listening on ${fake.origin}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
