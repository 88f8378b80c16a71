import { AlertListSchema, AlertNotificationSchema } from '@shared/schemas/alerts';
import express from 'express';
import { createECDH, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertChecker } from './alert-checker';
import { createLogger } from '../lib/logger';
import { errorHandler } from '../middleware/error-handler';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../testing/fake-push-service';
import { startTestServer, type TestServer } from '../testing/test-server';
import { alertsRouter } from './alerts-route';

// Price alerts (decision 020) over real HTTP, delivered through a fake push service that checks the
// VAPID signature and decrypts each message. The fake CoinGecko moves its prices up a little on
// every call (×(1 + n/1000)), so the next refresh crosses a threshold set just above today's.
let server: TestServer;
let push: FakePushService;
let coingecko: FakeCoinGecko;
let checker: AlertChecker;

beforeAll(async () => {
  push = await startFakePushService();
  coingecko = await startFakeCoinGecko({ moving: true });
  server = await startTestServer(
    { PUSH_ALLOWED_HOSTS: `127.0.0.1:${push.port}`, RATES_FRESH_SECONDS: '1', ALERTS_PER_MINUTE: '50' },
    { fake: coingecko },
  );
  const { services } = server;
  checker = new AlertChecker({ ...services.alerts, catalog: services.catalog, rates: services.rates, logger: createLogger('silent') });
  // As the server runs it: a check after every refresh (the timer is an hour here; tests call check()).
  checker.start(3_600_000);
});
afterAll(async () => {
  checker?.stop();
  await server?.close();
  await coingecko?.close();
  await push?.close();
});

async function post(path: string, body: unknown, method = 'POST', baseUrl = server.baseUrl) {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: res.headers };
}

async function btcUsdNow(): Promise<number> {
  return ((await server.get('/api/convert?from=bitcoin&to=usd')).body as { rate: number }).rate;
}

async function subscribe(): Promise<FakeSubscription> {
  const { publicKey } = (await server.get('/api/alerts/vapid-public-key')).body as { publicKey: string };
  return push.createSubscription({ applicationServerKey: publicKey });
}

/** Waits out the 1-second freshness window, so the next check reads a refreshed (higher) book. */
const nextRefresh = () => new Promise((resolve) => setTimeout(resolve, 1_100));

const list = async (subscription: FakeSubscription) =>
  AlertListSchema.parse((await post('/api/alerts/list', { endpoint: subscription.endpoint, auth: subscription.keys.auth })).body).alerts;

describe('price alerts', () => {
  it('sends a one-shot alert once, signed and encrypted, when a refresh crosses its threshold, then forgets it', async () => {
    const subscription = await subscribe();
    const threshold = (await btcUsdNow()) * 1.0001;
    const created = await post('/api/alerts', {
      subscription,
      rule: { from: 'bitcoin', to: 'usd', direction: 'above', threshold, repeat: 'once' },
      locale: 'en',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await list(subscription)).toHaveLength(1);

    // The first check after the window serves the last prices and starts a refresh; the
    // refresh's own check (onRefresh) sees the crossing.
    await nextRefresh();
    await checker.check();
    await expect.poll(() => push.received(subscription.endpoint).length).toBe(1);
    const received = push.received(subscription.endpoint);
    const message = AlertNotificationSchema.parse(received[0]!.payload);
    expect(message.title).toMatch(/^1 BTC is above [\d,.]+ USD$/);
    expect(message.url).toBe('/btc-to-usd');
    expect(received[0]!.vapidPublicKey).toBe(server.services.alerts.vapid.publicKey);
    expect(received[0]!.urgency).toBe('high');

    // Not twice: the next refreshes find nothing to send, and the list is empty.
    await nextRefresh();
    await checker.check();
    expect(push.received(subscription.endpoint)).toHaveLength(1);
    expect(await list(subscription)).toEqual([]);
  });

  it('refuses bad input with a 400 in plain words, and keeps nothing', async () => {
    const subscription = await subscribe();
    const rule = { from: 'bitcoin', to: 'usd', direction: 'above', threshold: 1e12, repeat: 'once' };
    const point = Buffer.from(subscription.keys.p256dh, 'base64url');
    const withKeys = (keys: { p256dh?: string; auth?: string }) => ({
      subscription: { ...subscription, keys: { ...subscription.keys, ...keys } },
      rule,
    });
    const flipped = Buffer.from(point);
    flipped[64]! ^= 1;
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    const cases: [unknown, RegExp][] = [
      [
        withKeys({ p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url') }),
        /push key is not a point on the P-256 curve/,
      ],
      [withKeys({ p256dh: flipped.toString('base64url') }), /push key is not a point on the P-256 curve/],
      [withKeys({ p256dh: point.subarray(0, 64).toString('base64url') }), /push key is not a P-256 public key/],
      [withKeys({ p256dh: Buffer.concat([point, Buffer.from([1])]).toString('base64url') }), /push key is not a P-256 public key/],
      [
        withKeys({ p256dh: Buffer.concat([Buffer.from([2]), point.subarray(1)]).toString('base64url') }),
        /push key is not a P-256 public key/,
      ],
      [withKeys({ p256dh: compressed.getPublicKey('base64url', 'compressed') }), /push key is not a P-256 public key/],
      [withKeys({ auth: randomBytes(15).toString('base64url') }), /push secret is not 16 bytes/],
      [withKeys({ auth: randomBytes(17).toString('base64url') }), /push secret is not 16 bytes/],
      [withKeys({ auth: 'not base64url!' }), /push secret is not base64url/],
      [{ subscription, rule: { ...rule, threshold: 'NaN' } }, /price must be a number/i],
      [{ subscription, rule: { ...rule, threshold: -5 } }, /above 0/],
      [{ subscription, rule: { ...rule, amount: 0 } }, /amount must be above 0/i],
      [{ subscription, rule: { ...rule, from: 'notacoin' } }, /Unknown currency "notacoin"/],
      [{ subscription, rule: { ...rule, to: 'bitcoin' } }, /two different currencies/],
      [{ subscription: { ...subscription, endpoint: 'https://evil.example/push/1' }, rule }, /not a browser’s push service/],
      [{ subscription: { ...subscription, endpoint: 'not a url' }, rule }, /not a URL/],
      [
        { subscription: { ...subscription, keys: { p256dh: 'x', auth: subscription.keys.auth } }, rule },
        /push key is not a P-256 public key/,
      ],
      [{ rule }, /allow notifications and try again/],
      [{ subscription }, /Say what to watch/],
      [{ subscription, rule: { ...rule, direction: 'sideways' } }, /above or below/],
      [{ subscription, rule: { ...rule, threshold: 1, direction: 'above' } }, /already above .* pick a price it has not reached/],
      ['{ not json', /./],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/alerts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body?.error)).toMatch(message);
    }
    expect(await list(subscription)).toEqual([]);
    const short = await post('/api/alerts/list', { endpoint: subscription.endpoint, auth: randomBytes(15).toString('base64url') });
    expect(short.status).toBe(400);
    expect(String(short.body?.error)).toMatch(/push secret is not 16 bytes/);
  });

  it('keeps a push address its first browser’s: other keys are refused (403), and list and delete nothing of its alerts', async () => {
    const owner = await subscribe();
    const rule = { from: 'bitcoin', to: 'usd', direction: 'above', threshold: 1e12, repeat: 'daily' };
    const created = await post('/api/alerts', { subscription: owner, rule });
    expect(created.status).toBe(201);
    const id = (created.body!.alert as { id: string }).id;

    const attacker = { endpoint: owner.endpoint, keys: (await subscribe()).keys };
    for (const endpoint of [owner.endpoint, `${owner.endpoint}#a`, owner.endpoint.replace('/push/', '/x/../push/')]) {
      const refused = await post('/api/alerts', { subscription: { ...attacker, endpoint }, rule: { ...rule, threshold: 2e12 } });
      expect(refused.status, endpoint).toBe(403);
      expect(String(refused.body?.error)).toMatch(/registered to another browser/);
    }
    expect(await list(attacker)).toEqual([]);
    const removed = await post(`/api/alerts/${id}`, { endpoint: owner.endpoint, auth: attacker.keys.auth }, 'DELETE');
    expect(removed.status).toBe(404);

    expect((await list(owner)).map((a) => a.id)).toEqual([id]);
    // The messages still go to the owner's keys.
    expect((await server.services.alerts.store.findSubscription(owner.endpoint, owner.keys.auth))?.keys).toEqual(owner.keys);
  });

  it('limits lists and deletions per address together, answering 429 in plain words', async () => {
    // The router as the app mounts it, with a small limit.
    const app = express();
    app.use(express.json());
    app.use(
      '/api',
      alertsRouter({
        ...server.services.alerts,
        vapidPublicKey: 'unused',
        catalog: server.services.catalog,
        rates: server.services.rates,
        readsPerMinute: 3,
      }),
    );
    app.use(errorHandler(createLogger('silent')));
    const limited: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const baseUrl = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
      const subscription = await subscribe();
      const proof = { endpoint: subscription.endpoint, auth: subscription.keys.auth };
      expect((await post('/api/alerts/list', proof, 'POST', baseUrl)).status).toBe(200);
      expect((await post('/api/alerts/nope', proof, 'DELETE', baseUrl)).status).toBe(404);
      expect((await post('/api/alerts/list', proof, 'POST', baseUrl)).status).toBe(200);
      for (const [path, method] of [
        ['/api/alerts/list', 'POST'],
        ['/api/alerts/nope', 'DELETE'],
      ] as const) {
        const refused = await post(path, proof, method, baseUrl);
        expect(refused.status, method).toBe(429);
        expect(String(refused.body?.error)).toMatch(/Too many alert lists or deletions from your address/);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      limited.closeAllConnections();
      await new Promise((resolve) => limited.close(resolve));
    }
  });

  it('lists and deletes only with the subscription’s secret', async () => {
    const subscription = await subscribe();
    const created = await post('/api/alerts', {
      subscription,
      rule: { from: 'ethereum', to: 'eur', direction: 'below', threshold: 0.01, repeat: 'daily' },
    });
    expect(created.status).toBe(201);
    const id = (created.body!.alert as { id: string }).id;
    expect(await list({ ...subscription, keys: { ...subscription.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } })).toEqual([]);
    const wrong = await post(`/api/alerts/${id}`, { endpoint: subscription.endpoint, auth: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'DELETE');
    expect(wrong.status).toBe(404);
    expect((await list(subscription)).map((a) => a.id)).toEqual([id]);
    const removed = await post(`/api/alerts/${id}`, { endpoint: subscription.endpoint, auth: subscription.keys.auth }, 'DELETE');
    expect(removed.status).toBe(204);
    expect(await list(subscription)).toEqual([]);
  });

  it('deletes a subscription the push service calls gone (410), with its alerts', async () => {
    const subscription = await subscribe();
    await post('/api/alerts', {
      subscription,
      rule: { from: 'bitcoin', to: 'usd', direction: 'above', threshold: (await btcUsdNow()) * 1.0001, repeat: 'daily' },
    });
    await post('/api/alerts', { subscription, rule: { from: 'bitcoin', to: 'usd', direction: 'above', threshold: 1e12, repeat: 'daily' } });
    expect(await list(subscription)).toHaveLength(2);
    push.setMode(subscription.endpoint, 'gone');
    await nextRefresh();
    await checker.check();
    await expect.poll(() => push.requests[subscription.endpoint]).toBe(1);
    // Polled in the store, not through the list route, which counts against a per-minute limit.
    await expect.poll(() => server.services.alerts.store.findSubscription(subscription.endpoint, subscription.keys.auth)).toBeNull();
    expect(await list(subscription)).toEqual([]);
  });

  it('keeps an alert the push service refused (429) or could not take (down)', async () => {
    for (const mode of ['rate-limited', 'down'] as const) {
      const subscription = await subscribe();
      await post('/api/alerts', {
        subscription,
        rule: { from: 'bitcoin', to: 'usd', direction: 'above', threshold: (await btcUsdNow()) * 1.0001, repeat: 'once' },
      });
      push.setMode(subscription.endpoint, mode);
      await nextRefresh();
      await checker.check();
      await expect.poll(() => push.requests[subscription.endpoint] ?? 0, { message: mode }).toBe(1);
      await checker.check();
      expect(await list(subscription), mode).toHaveLength(1);
      expect(push.received(subscription.endpoint), mode).toEqual([]);
      // Back up: once its hold lapses (a minute; the service's Retry-After for a 429), it is sent.
      push.setMode(subscription.endpoint, 'ok');
    }
  });
});
