import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPushHeaders, checkVapid, decryptBody, isRejection, type Rejection } from './fake-push-checks';

/**
 * A browser push service (RFC 8030 + VAPID, RFC 8292) on 127.0.0.1, and the browsers it serves:
 * it hands out subscriptions with their own keys, checks each POST /push/{id} as a real service
 * does, then decrypts the body as the browser would (RFC 8291) and records the message.
 *
 * Scripted modes per subscription answer before any check (a dead subscription or a service
 * that is down does not look at credentials): gone 410, not-found 404, rate-limited 429 with
 * Retry-After: 120, down (socket destroyed, no answer), stalled (never answers).
 *
 * Control routes for other processes (browser tests): POST /__subscriptions → a new
 * subscription; POST /__mode {"endpoint", "mode"}; GET /__received; GET /__rejected.
 */

export type FakePushMode = 'ok' | 'gone' | 'not-found' | 'rate-limited' | 'down' | 'stalled';
export const FAKE_PUSH_MODES: readonly FakePushMode[] = ['ok', 'gone', 'not-found', 'rate-limited', 'down', 'stalled'];
export const FAKE_PUSH_RETRY_AFTER_S = 120;
/** What push services accept as an encrypted body. */
export const FAKE_PUSH_MAX_BODY = 4_096;
const KEEP_REJECTIONS = 50;

export type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  /** The message id, as in the Location answered. */
  id: string;
  endpoint: string;
  /** The decrypted body parsed as JSON (null when it is not JSON; see `text`). */
  payload: unknown;
  text: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The k of the VAPID Authorization: the application server's public key. */
  vapidPublicKey: string;
  receivedAt: number;
};

export type PushRejection = Rejection & { endpoint: string; at: number };

export type FakePushService = {
  origin: string;
  port: number;
  /** `applicationServerKey`: bind the subscription to that VAPID key, as browsers do. */
  createSubscription: (options?: { applicationServerKey?: string }) => FakeSubscription;
  setMode: (endpoint: string, mode: FakePushMode) => void;
  received: (endpoint?: string) => ReceivedPush[];
  /** Requests per endpoint, whatever the answer (unknown ids too). */
  requests: Record<string, number>;
  /** The latest rejections, oldest first, with the reason the fake gave. */
  rejected: PushRejection[];
  close: () => Promise<void>;
};

type Subscription = { ecdh: ECDH; authSecret: Buffer; mode: FakePushMode; boundKey: string | undefined };

export async function startFakePushService({
  port = 0,
  now = Date.now,
}: {
  port?: number;
  now?: () => number;
} = {}): Promise<FakePushService> {
  const subscriptions = new Map<string, Subscription>();
  const messages: ReceivedPush[] = [];
  const requests: Record<string, number> = {};
  const rejected: PushRejection[] = [];
  let origin = '';

  const endpointOf = (id: string) => `${origin}/push/${id}`;

  function createSubscription(options: { applicationServerKey?: string } = {}): FakeSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const id = randomBytes(18).toString('base64url');
    subscriptions.set(id, { ecdh, authSecret, mode: 'ok', boundKey: options.applicationServerKey });
    return { endpoint: endpointOf(id), keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') } };
  }

  function subscriptionFor(endpoint: string): Subscription {
    const prefix = `${origin}/push/`;
    const sub = endpoint.startsWith(prefix) ? subscriptions.get(endpoint.slice(prefix.length)) : undefined;
    if (!sub) throw new Error(`No subscription at ${endpoint}`);
    return sub;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: (error as Error).message });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/__')) return control(req, res, url.pathname);
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
    if (!id) return send(res, 404, { code: 404, error: 'Not Found', message: 'No such route.' });
    const endpoint = endpointOf(id);
    requests[endpoint] = (requests[endpoint] ?? 0) + 1;
    if (req.method !== 'POST') return send(res, 405, { code: 405, error: 'Method Not Allowed' });
    const sub = subscriptions.get(id);

    switch (sub?.mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'stalled':
        return; // never answers; close() ends the connection
      case 'gone':
        await readBody(req);
        return send(res, 410, { code: 410, errno: 106, error: 'Gone', message: 'Request did not validate: subscription has expired.' });
      case 'not-found':
      case undefined:
        await readBody(req);
        return send(res, 404, { code: 404, errno: 102, error: 'Not Found', message: 'Request did not validate: invalid token.' });
      case 'rate-limited':
        await readBody(req);
        res.setHeader('retry-after', String(FAKE_PUSH_RETRY_AFTER_S));
        return send(res, 429, { code: 429, error: 'Too Many Requests', message: 'Slow down.' });
      case 'ok':
        break;
    }

    const { bytes: body, size } = await readBody(req);
    const reject = (rejection: Rejection) => {
      rejected.push({ ...rejection, endpoint, at: now() });
      if (rejected.length > KEEP_REJECTIONS) rejected.shift();
      return send(res, rejection.status, {
        code: rejection.status,
        error: rejection.status === 413 ? 'Payload Too Large' : 'Rejected',
        message: rejection.reason,
      });
    };

    const vapid = checkVapid(header(req, 'authorization'), origin, now(), sub.boundKey);
    if (isRejection(vapid)) return reject(vapid);
    const meta = checkPushHeaders(req.headers);
    if (isRejection(meta)) return reject(meta);
    if (size > FAKE_PUSH_MAX_BODY)
      return reject({ status: 413, reason: `Body is ${size} bytes; at most ${FAKE_PUSH_MAX_BODY} are accepted.` });
    let text = '';
    let payload: unknown = null;
    if (body.length > 0) {
      // A message without a body needs no encryption; one with a body must be aes128gcm.
      const encoding = header(req, 'content-encoding')?.trim().toLowerCase();
      if (encoding !== 'aes128gcm')
        return reject({ status: 415, reason: `Content-Encoding must be aes128gcm; got ${encoding ?? 'none'}.` });
      const plain = decryptBody(body, sub.ecdh, sub.authSecret);
      if (isRejection(plain)) return reject(plain);
      ({ text, payload } = plain);
    }
    const message: ReceivedPush = {
      id: randomUUID(),
      endpoint,
      payload,
      text,
      ttl: meta.ttl,
      urgency: meta.urgency,
      topic: meta.topic,
      vapidPublicKey: vapid.publicKey,
      receivedAt: now(),
    };
    messages.push(message);
    res.writeHead(201, { location: `${origin}/message/${message.id}`, ttl: String(meta.ttl) }).end();
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const { bytes: body } = await readBody(req);
    if (req.method === 'POST' && path === '/__subscriptions') {
      const options = parseJson(body) as { applicationServerKey?: string } | null;
      return send(
        res,
        201,
        createSubscription(options?.applicationServerKey ? { applicationServerKey: options.applicationServerKey } : {}),
      );
    }
    if (req.method === 'POST' && path === '/__mode') {
      const { endpoint, mode } = (parseJson(body) ?? {}) as { endpoint?: string; mode?: FakePushMode };
      if (!endpoint || !mode || !FAKE_PUSH_MODES.includes(mode))
        return send(res, 400, { error: `Expected {"endpoint", "mode": ${FAKE_PUSH_MODES.join('|')}}` });
      try {
        subscriptionFor(endpoint).mode = mode;
      } catch (error) {
        return send(res, 404, { error: (error as Error).message });
      }
      return send(res, 200, { endpoint, mode });
    }
    if (req.method === 'GET' && path === '/__received') return send(res, 200, messages);
    if (req.method === 'GET' && path === '/__rejected') return send(res, 200, rejected);
    return send(res, 404, { error: 'Unknown control route.' });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actualPort}`;

  return {
    origin,
    port: actualPort,
    createSubscription,
    setMode: (endpoint, mode) => {
      subscriptionFor(endpoint).mode = mode;
    },
    received: (endpoint) => messages.filter((m) => endpoint === undefined || m.endpoint === endpoint),
    requests,
    rejected,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The body's size, and its bytes up to just over the limit (the rest is drained, not kept). */
async function readBody(req: IncomingMessage): Promise<{ bytes: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (size <= FAKE_PUSH_MAX_BODY) chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), size };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
