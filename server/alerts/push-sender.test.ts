import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../testing/fake-push-service';
import { createPushSender, DEFAULT_PUSH_TTL_SECONDS, isPushEndpoint, MAX_PUSH_PAYLOAD_BYTES, retryAfterSeconds } from './push-sender';
import type { VapidKeys } from './vapid-keys';

const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@converter.example' };

let fake: FakePushService;
let sub: FakeSubscription;
beforeEach(async () => {
  fake = await startFakePushService();
  // Bound to our key, as a browser subscribed with our applicationServerKey would be.
  sub = fake.createSubscription({ applicationServerKey: vapid.publicKey });
});
afterEach(() => fake.close());

const alert = { title: 'BTC above 100,000 USD', body: '1 BTC = 101,234.56 USD', url: '/en/btc-to-usd', tag: 'alert-42' };

describe('createPushSender', () => {
  it('delivers the exact payload, encrypted for the subscription and signed with our key, with TTL, urgency and topic', async () => {
    const sender = createPushSender({ vapid });
    const outcome = await sender.send(sub, alert, { ttlSeconds: 600, urgency: 'high', topic: 'alert-42' });
    expect(outcome).toEqual({ kind: 'sent' });
    const received = fake.received(sub.endpoint);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      payload: alert,
      text: JSON.stringify(alert),
      ttl: 600,
      urgency: 'high',
      topic: 'alert-42',
      vapidPublicKey: vapid.publicKey,
    });
    expect(fake.rejected).toEqual([]);
  });

  it('defaults to a 24-hour TTL, normal urgency and no topic; non-ASCII text survives', async () => {
    const outcome = await createPushSender({ vapid }).send(sub, { title: '₿ über 100 000 $ — 比特币' });
    expect(outcome).toEqual({ kind: 'sent' });
    expect(fake.received(sub.endpoint)[0]).toMatchObject({
      payload: { title: '₿ über 100 000 $ — 比特币' },
      ttl: DEFAULT_PUSH_TTL_SECONDS,
      urgency: 'normal',
      topic: null,
    });
  });

  it('reports a subscription the push service has dropped as gone (410 and 404)', async () => {
    const sender = createPushSender({ vapid });
    fake.setMode(sub.endpoint, 'gone');
    expect(await sender.send(sub, alert)).toEqual({ kind: 'gone', status: 410 });
    fake.setMode(sub.endpoint, 'not-found');
    expect(await sender.send(sub, alert)).toEqual({ kind: 'gone', status: 404 });
    const unknown = { ...sub, endpoint: `${fake.origin}/push/never-made` };
    expect(await sender.send(unknown, alert)).toEqual({ kind: 'gone', status: 404 });
  });

  it('reports 429 as rate-limited with the Retry-After seconds', async () => {
    fake.setMode(sub.endpoint, 'rate-limited');
    expect(await createPushSender({ vapid }).send(sub, alert)).toEqual({ kind: 'rate-limited', retryAfterSeconds: 120 });
  });

  it('reports a dropped connection as failed, without throwing', async () => {
    fake.setMode(sub.endpoint, 'down');
    const outcome = await createPushSender({ vapid, timeoutMs: 2_000 }).send(sub, alert);
    expect(outcome).toMatchObject({ kind: 'failed', status: null, message: expect.stringMatching(/could not be reached/) });
    expect(fake.requests[sub.endpoint]).toBe(1);
  });

  it('gives up on a push service that does not answer within the timeout', async () => {
    fake.setMode(sub.endpoint, 'stalled');
    const started = performance.now();
    const outcome = await createPushSender({ vapid, timeoutMs: 200 }).send(sub, alert);
    const elapsed = performance.now() - started;
    expect(outcome).toEqual({ kind: 'failed', status: null, message: 'The push service did not answer within 200 ms.' });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('reports a refusal (another status) as failed with the status and the service’s reason', async () => {
    const stranger: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
    const outcome = await createPushSender({ vapid: stranger }).send(sub, alert);
    expect(outcome).toMatchObject({
      kind: 'failed',
      status: 403,
      message: expect.stringMatching(/^The push service answered 403: .*applicationServerKey/),
    });
  });

  it('refuses a payload over 3,000 bytes without sending anything', async () => {
    const sender = createPushSender({ vapid });
    const big = { text: 'x'.repeat(MAX_PUSH_PAYLOAD_BYTES) };
    expect(await sender.send(sub, big)).toMatchObject({ kind: 'failed', status: null, message: expect.stringMatching(/3000/) });
    // Multi-byte characters count as bytes, not characters.
    expect(await sender.send(sub, '€'.repeat(1_000))).toMatchObject({ kind: 'failed', status: null });
    expect(fake.requests[sub.endpoint]).toBeUndefined();
    // Just under the limit still goes out (and fits the service's 4,096-byte body limit).
    const fits = 'y'.repeat(MAX_PUSH_PAYLOAD_BYTES - 2);
    expect(await sender.send(sub, fits)).toEqual({ kind: 'sent' });
    expect(fake.received(sub.endpoint)[0]?.payload).toBe(fits);
  });

  it('refuses what cannot be sent (bad keys, bad topic, no JSON) without a request', async () => {
    const sender = createPushSender({ vapid });
    expect(await sender.send({ ...sub, keys: { ...sub.keys, p256dh: 'short' } }, alert)).toMatchObject({ kind: 'failed', status: null });
    expect(await sender.send(sub, alert, { topic: 'not a valid topic!' })).toMatchObject({ kind: 'failed', status: null });
    expect(await sender.send(sub, undefined)).toMatchObject({ kind: 'failed', status: null, message: expect.stringMatching(/JSON/) });
    expect(fake.requests[sub.endpoint]).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and ignores junk', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:30 GMT', now)).toBe(150);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});

describe('isPushEndpoint', () => {
  it('accepts https endpoints of the browser push services', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://push.services.mozilla.com/wpush/v1/abc',
      'https://web.push.apple.com/QGqKl3J',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(isPushEndpoint(url), url).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, other ports, http, credentials and junk', () => {
    for (const url of [
      'https://example.com/push/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com/x',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://user@web.push.apple.com/x',
      'ftp://fcm.googleapis.com/x',
      'javascript:alert(1)',
      ' https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com/fcm/send/a\nb',
      'http://127.0.0.1:5316/push/abc',
      'http://localhost/push/abc',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
      '',
      `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1_000)}`,
    ]) {
      expect(isPushEndpoint(url), url).toBe(false);
    }
  });

  it('accepts exact extra host[:port] entries, over http too (the loopback fake)', () => {
    const allowed = ['127.0.0.1:5316', ' Push.Example.org '];
    expect(isPushEndpoint('http://127.0.0.1:5316/push/abc', allowed)).toBe(true);
    expect(isPushEndpoint('https://127.0.0.1:5316/push/abc', allowed)).toBe(true);
    expect(isPushEndpoint('https://push.example.org/p/1', allowed)).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:5317/push/abc', allowed)).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1/push/abc', allowed)).toBe(false);
    expect(isPushEndpoint('http://user:pw@127.0.0.1:5316/push/abc', allowed)).toBe(false);
    expect(isPushEndpoint('https://push.example.org:444/p/1', allowed)).toBe(false);
    expect(isPushEndpoint('https://sub.push.example.org/p/1', allowed)).toBe(false);
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(isPushEndpoint(fake.createSubscription().endpoint, [`127.0.0.1:${fake.port}`])).toBe(true);
  });
});
