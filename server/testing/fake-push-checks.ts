import { createPublicKey, type ECDH, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the fake push service checks on a POST, one function per concern, each returning either
 * what it learned or a rejection shaped like a push service's error answer.
 */

export type Rejection = { status: number; reason: string };

// http_ece ships no types; this is the one call the fake needs.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }) => Buffer;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_EXP_AHEAD_S = 24 * 60 * 60;

export const isRejection = (value: object): value is Rejection => 'reason' in value && 'status' in value;

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT must be ES256 and verify
 * with k; its aud must be this service's origin, exp in the future but at most 24 h ahead, sub
 * a contact URL. `boundKey`: the applicationServerKey the subscription was made with, if any.
 */
export function checkVapid(
  header: string | undefined,
  origin: string,
  nowMs: number,
  boundKey?: string,
): { publicKey: string } | Rejection {
  if (!header) return unauthorized('Missing Authorization header (VAPID required).');
  const match = /^vapid\s+(.*)$/is.exec(header.trim());
  if (!match?.[1]) return unauthorized('Authorization scheme must be "vapid" (RFC 8292).');
  const params = new Map<string, string>();
  for (const part of match[1].split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return unauthorized('Authorization must carry both t (JWT) and k (public key).');

  const point = BASE64URL.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
  if (point.length !== 65 || point[0] !== 0x04) return unauthorized('k is not an uncompressed P-256 public key.');
  let key: ReturnType<typeof createPublicKey>;
  try {
    const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return unauthorized('k is not a point on P-256.');
  }

  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return unauthorized('t is not a compact JWT.');
  const [head = '', body = '', signature = ''] = parts;
  const header0 = parseJson(head) as { alg?: unknown } | null;
  if (header0?.alg !== 'ES256') return unauthorized('JWT alg must be ES256.');
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { status: 403, reason: 'JWT signature does not verify with the key in k.' };
  if (boundKey !== undefined && boundKey !== k) {
    return { status: 403, reason: 'k is not the applicationServerKey this subscription was made with.' };
  }

  const claims = parseJson(body) as { aud?: unknown; exp?: unknown; sub?: unknown } | null;
  if (!claims) return unauthorized('JWT claims are not JSON.');
  if (claims.aud !== origin) return unauthorized(`JWT aud must be ${origin}; got ${JSON.stringify(claims.aud)}.`);
  const nowS = nowMs / 1000;
  if (typeof claims.exp !== 'number' || !Number.isInteger(claims.exp)) return unauthorized('JWT exp is missing.');
  if (claims.exp <= nowS) return unauthorized('JWT has expired (exp is in the past).');
  if (claims.exp > nowS + MAX_EXP_AHEAD_S) return unauthorized('JWT exp is more than 24 hours ahead.');
  if (typeof claims.sub !== 'string' || !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(claims.sub)) {
    return unauthorized('JWT sub must be a mailto: or https: contact URL.');
  }
  return { publicKey: k };
}

/** RFC 8030 headers: TTL required; Urgency and Topic, when present, well formed. */
export function checkPushHeaders(headers: IncomingHttpHeaders): { ttl: number; urgency: string; topic: string | null } | Rejection {
  const one = (name: string) => [headers[name]].flat().join(', ').trim() || undefined;
  const ttl = one('ttl');
  if (ttl === undefined) return { status: 400, reason: 'Missing TTL header.' };
  if (!/^\d+$/.test(ttl)) return { status: 400, reason: 'TTL must be a non-negative whole number of seconds.' };
  const urgency = one('urgency')?.toLowerCase() ?? 'normal';
  if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) return { status: 400, reason: `Unknown Urgency "${urgency}".` };
  const topic = one('topic') ?? null;
  if (topic !== null && (topic.length > 32 || !BASE64URL.test(topic))) {
    return { status: 400, reason: 'Topic must be at most 32 URL-safe base64 characters.' };
  }
  return { ttl: Number(ttl), urgency, topic };
}

/**
 * The browser's side: decrypts an aes128gcm body (RFC 8291/8188) with the subscription's keys.
 * A real push service would accept a body it cannot read and the browser would drop it
 * silently; the fake refuses it (400) so a test sees the mistake.
 */
export function decryptBody(body: Buffer, ecdh: ECDH, authSecret: Buffer): { text: string; payload: unknown } | Rejection {
  // RFC 8291 §4: the header's keyid is the sender's 65-byte public key, in a single record.
  if (body.length < 21 || body[20] !== 65)
    return { status: 400, reason: 'Body is not an aes128gcm message for Web Push (keyid must be 65 bytes).' };
  let plain: Buffer;
  try {
    plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret });
  } catch (error) {
    return { status: 400, reason: `Body could not be decrypted with this subscription's keys (${(error as Error).message}).` };
  }
  const text = plain.toString('utf8');
  return { text, payload: parseJsonText(text) };
}

function unauthorized(reason: string): Rejection {
  return { status: 401, reason };
}

function parseJson(part: string): unknown {
  return parseJsonText(Buffer.from(part, 'base64url').toString('utf8'));
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
