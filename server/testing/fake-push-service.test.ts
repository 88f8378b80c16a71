import { createPrivateKey, sign } from 'node:crypto';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePushService, type FakeSubscription, startFakePushService } from './fake-push-service';

const SUBJECT = 'mailto:alerts@converter.example';
const ours = webpush.generateVAPIDKeys();
const stranger = webpush.generateVAPIDKeys();

let fake: FakePushService;
let sub: FakeSubscription;
beforeEach(async () => {
  fake = await startFakePushService();
  sub = fake.createSubscription();
});
afterEach(() => fake.close());

type Request = { headers: Record<string, string>; body: Buffer | null };

/** A correct request as web-push builds it (encrypted for `to`, VAPID-signed with `keys`). */
function request(to: FakeSubscription, payload: unknown = { hello: 'world' }, keys = ours): Request {
  const details = webpush.generateRequestDetails(to, JSON.stringify(payload), {
    vapidDetails: { subject: SUBJECT, ...keys },
    contentEncoding: 'aes128gcm',
    TTL: 60,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) if (name !== 'Content-Length') headers[name] = String(value);
  return { headers, body: details.body };
}

async function post(endpoint: string, { headers, body }: Request) {
  const response = await fetch(endpoint, { method: 'POST', headers, body: body ? new Uint8Array(body) : null });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as { message?: string }) : null };
}

/** A VAPID header with a hand-made JWT, to send claims web-push refuses to produce. */
function vapidWith(claims: Record<string, unknown>, keys = ours, k = keys.publicKey): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: keys.privateKey,
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key: createPrivateKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
  return `vapid t=${input}.${signature.toString('base64url')}, k=${k}`;
}

const nowS = () => Math.floor(Date.now() / 1000);

describe('fake push service: what it accepts', () => {
  it('accepts a correct web-push request, answers 201 with a Location, and records the decrypted message', async () => {
    const answer = await post(sub.endpoint, request(sub, { price: 101_000, pair: 'BTC/USD' }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${fake.origin}/message/`));
    const [message] = fake.received(sub.endpoint);
    expect(message).toMatchObject({
      endpoint: sub.endpoint,
      payload: { price: 101_000, pair: 'BTC/USD' },
      ttl: 60,
      urgency: 'normal',
      topic: null,
      vapidPublicKey: ours.publicKey,
    });
    expect(answer.headers.get('location')).toBe(`${fake.origin}/message/${message?.id}`);
    expect(fake.requests[sub.endpoint]).toBe(1);
    expect(fake.rejected).toEqual([]);
  });

  it('accepts a hand-made JWT with sound claims (so the rejections below are about the claim tested)', async () => {
    const req = request(sub);
    req.headers.Authorization = vapidWith({ aud: fake.origin, exp: nowS() + 3600, sub: SUBJECT });
    expect((await post(sub.endpoint, req)).status).toBe(201);
  });

  it('keeps subscriptions apart: each decrypts only its own messages', async () => {
    const other = fake.createSubscription();
    await post(other.endpoint, request(other, 'second'));
    expect(fake.received(sub.endpoint)).toEqual([]);
    expect(fake.received(other.endpoint).map((m) => m.payload)).toEqual(['second']);
    expect(fake.received()).toHaveLength(1);
  });
});

describe('fake push service: what a real push service rejects', () => {
  async function expectRejected(req: Request, status: number | number[], reason: RegExp) {
    const answer = await post(sub.endpoint, req);
    expect([status].flat()).toContain(answer.status);
    expect(answer.body?.message).toMatch(reason);
    expect(fake.rejected.at(-1)).toMatchObject({ endpoint: sub.endpoint, status: answer.status });
    expect(fake.rejected.at(-1)?.reason).toMatch(reason);
    expect(fake.received()).toEqual([]);
  }

  it('a JWT signed by another key than the k it names', async () => {
    const req = request(sub);
    const forged = webpush.getVapidHeaders(fake.origin, SUBJECT, ours.publicKey, stranger.privateKey, 'aes128gcm') as {
      Authorization: string;
    };
    req.headers.Authorization = forged.Authorization;
    await expectRejected(req, [401, 403], /signature/);
  });

  it('a valid JWT from another application server than the subscription was made for', async () => {
    const bound = fake.createSubscription({ applicationServerKey: ours.publicKey });
    const answer = await post(bound.endpoint, request(bound, 'x', stranger));
    expect(answer.status).toBe(403);
    expect(fake.rejected.at(-1)?.reason).toMatch(/applicationServerKey/);
    expect((await post(bound.endpoint, request(bound, 'x', ours))).status).toBe(201);
  });

  it('an expired JWT, and one valid for more than 24 hours', async () => {
    const req = request(sub);
    req.headers.Authorization = (
      webpush.getVapidHeaders(fake.origin, SUBJECT, ours.publicKey, ours.privateKey, 'aes128gcm', nowS() - 60) as { Authorization: string }
    ).Authorization;
    await expectRejected(req, 401, /expired/);
    req.headers.Authorization = vapidWith({ aud: fake.origin, exp: nowS() + 2 * 86_400, sub: SUBJECT });
    await expectRejected(req, 401, /24 hours/);
  });

  it('a JWT for another push service (aud), or without a contact (sub)', async () => {
    const req = request(sub);
    req.headers.Authorization = (
      webpush.getVapidHeaders('https://fcm.googleapis.com', SUBJECT, ours.publicKey, ours.privateKey, 'aes128gcm') as {
        Authorization: string;
      }
    ).Authorization;
    await expectRejected(req, 401, /aud/);
    req.headers.Authorization = vapidWith({ aud: fake.origin, exp: nowS() + 3600, sub: 'http://converter.example' });
    await expectRejected(req, 401, /sub/);
  });

  it('no Authorization, or the legacy WebPush scheme', async () => {
    const req = request(sub);
    delete req.headers.Authorization;
    await expectRejected(req, 401, /Missing Authorization/);
    req.headers.Authorization = `WebPush ${vapidWith({ aud: fake.origin, exp: nowS() + 3600, sub: SUBJECT }).slice(8)}`;
    await expectRejected(req, 401, /vapid/);
  });

  it('a missing TTL', async () => {
    const req = request(sub);
    delete req.headers.TTL;
    await expectRejected(req, 400, /TTL/);
  });

  it('a body not in aes128gcm', async () => {
    const req = request(sub);
    req.headers['Content-Encoding'] = 'aesgcm';
    await expectRejected(req, 415, /aes128gcm/);
  });

  it('a body over 4,096 bytes', async () => {
    const req = request(sub);
    req.body = Buffer.alloc(4_097, 1);
    await expectRejected(req, 413, /4097 bytes/);
  });

  it('a body encrypted for another subscription (it cannot be decrypted with these keys)', async () => {
    const other = fake.createSubscription();
    await expectRejected(request(other), 400, /decrypted/);
    expect(fake.received(other.endpoint)).toEqual([]);
  });

  it('an unknown subscription (404)', async () => {
    const answer = await post(`${fake.origin}/push/nobody`, request(sub));
    expect(answer.status).toBe(404);
    expect(fake.requests[`${fake.origin}/push/nobody`]).toBe(1);
  });
});

describe('fake push service: scripted modes answer before any check', () => {
  const unsigned: Request = { headers: {}, body: null };

  it('gone → 410, not-found → 404, rate-limited → 429 with Retry-After: 120', async () => {
    fake.setMode(sub.endpoint, 'gone');
    expect((await post(sub.endpoint, unsigned)).status).toBe(410);
    fake.setMode(sub.endpoint, 'not-found');
    expect((await post(sub.endpoint, unsigned)).status).toBe(404);
    fake.setMode(sub.endpoint, 'rate-limited');
    const limited = await post(sub.endpoint, unsigned);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('120');
    expect(fake.requests[sub.endpoint]).toBe(3);
    expect(fake.rejected).toEqual([]);
    fake.setMode(sub.endpoint, 'ok');
    expect((await post(sub.endpoint, request(sub))).status).toBe(201);
  });

  it('down → the connection is dropped without an answer', async () => {
    fake.setMode(sub.endpoint, 'down');
    await expect(post(sub.endpoint, request(sub))).rejects.toThrow();
    expect(fake.requests[sub.endpoint]).toBe(1);
    expect(fake.received()).toEqual([]);
  });

  it('can be driven from another process through the control routes', async () => {
    const made = (await (await fetch(`${fake.origin}/__subscriptions`, { method: 'POST' })).json()) as FakeSubscription;
    expect(made.endpoint).toMatch(new RegExp(`^${fake.origin}/push/`));
    const mode = await fetch(`${fake.origin}/__mode`, { method: 'POST', body: JSON.stringify({ endpoint: made.endpoint, mode: 'gone' }) });
    expect(mode.status).toBe(200);
    expect((await post(made.endpoint, request(made))).status).toBe(410);
    await fetch(`${fake.origin}/__mode`, { method: 'POST', body: JSON.stringify({ endpoint: made.endpoint, mode: 'ok' }) });
    expect((await post(made.endpoint, request(made, { n: 1 }))).status).toBe(201);
    const received = (await (await fetch(`${fake.origin}/__received`)).json()) as { payload: unknown }[];
    expect(received.map((m) => m.payload)).toEqual([{ n: 1 }]);
    const bad = await fetch(`${fake.origin}/__mode`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: made.endpoint, mode: 'sideways' }),
    });
    expect(bad.status).toBe(400);
  });
});
