import webpush from 'web-push';
import { parseRetryAfter } from '../upstream/http';
import type { VapidKeys } from './vapid-keys';

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOptions = { ttlSeconds?: number; urgency?: 'normal' | 'high'; topic?: string };

export type PushOutcome =
  | { kind: 'sent' }
  /** The subscription is dead for good: forget it. */
  | { kind: 'gone'; status: 404 | 410 }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'failed'; status: number | null; message: string };

export type PushSender = {
  send: (subscription: PushSubscriptionJson, payload: unknown, options?: PushOptions) => Promise<PushOutcome>;
};

/**
 * Push services accept 4,096 bytes of encrypted body; aes128gcm adds 103 (86-byte header, one
 * delimiter, 16-byte tag). 3,000 bytes of JSON keeps a margin and is plenty for an alert.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3_000;
export const DEFAULT_PUSH_TTL_SECONDS = 24 * 60 * 60;
const MAX_ERROR_TEXT = 300;

/**
 * Sends Web Push messages: web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292)
 * through `generateRequestDetails`, and the request goes out with fetch. Not `sendNotification`:
 * it always speaks TLS (`https.request`, so it cannot reach an http: push service such as the
 * loopback fake), its `timeout` only bounds socket idleness, and it follows no total deadline.
 * fetch gives one deadline for the whole exchange and refuses to follow redirects off the host.
 */
export function createPushSender({ vapid, timeoutMs = 10_000 }: { vapid: VapidKeys; timeoutMs?: number }): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  async function send(subscription: PushSubscriptionJson, payload: unknown, options: PushOptions = {}): Promise<PushOutcome> {
    const json = JSON.stringify(payload) as string | undefined;
    if (json === undefined) return failed(null, 'The payload cannot be encoded as JSON.');
    const bytes = Buffer.byteLength(json);
    if (bytes > MAX_PUSH_PAYLOAD_BYTES)
      return failed(null, `The payload is ${bytes} bytes; at most ${MAX_PUSH_PAYLOAD_BYTES} can be sent.`);

    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(subscription, json, {
        contentEncoding: 'aes128gcm',
        vapidDetails,
        TTL: options.ttlSeconds ?? DEFAULT_PUSH_TTL_SECONDS,
        urgency: options.urgency ?? 'normal',
        ...(options.topic === undefined ? {} : { topic: options.topic }),
      });
    } catch (error) {
      // Bad subscription keys or topic: web-push validates before anything is sent.
      return failed(null, `The message could not be prepared: ${(error as Error).message}`);
    }

    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: requestHeaders(details.headers),
        // A copy the DOM typings accept as a body (a Buffer may sit on a shared ArrayBuffer).
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const err = error as Error & { cause?: { code?: string; message?: string } };
      if (err.name === 'TimeoutError') return failed(null, `The push service did not answer within ${timeoutMs} ms.`);
      const cause = err.cause?.code ?? err.cause?.message ?? err.message;
      return failed(null, `The push service could not be reached (${cause}).`);
    }

    const { status } = response;
    if (status >= 200 && status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'sent' };
    }
    if (status === 404 || status === 410) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'gone', status };
    }
    if (status === 429) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) };
    }
    const text = await response.text().catch(() => '');
    const detail = text.trim().slice(0, MAX_ERROR_TEXT);
    return failed(status, `The push service answered ${status}${detail ? `: ${detail}` : '.'}`);
  }

  return { send };
}

/** Retry-After in whole seconds (delta-seconds or an HTTP date), or null when absent or junk. */
export function retryAfterSeconds(value: string | null, nowMs = Date.now()): number | null {
  const ms = parseRetryAfter(value, nowMs);
  return ms === undefined ? null : Math.ceil(ms / 1000);
}

/** fetch computes Content-Length from the body itself and wants string header values. */
function requestHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'content-length' && value !== undefined) out[name] = String(value);
  }
  return out;
}

const failed = (status: number | null, message: string): PushOutcome => ({ kind: 'failed', status, message });

const PUSH_SERVICE_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.services.mozilla.com']);
const PUSH_SERVICE_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];
const MAX_ENDPOINT_LENGTH = 1_024;

/**
 * Whether a subscription endpoint is one we may POST to. The endpoint comes from the client, so
 * anything else would let a visitor make the server send requests wherever they like (SSRF):
 * only https: on the default port of a known browser push service, or an exact host[:port] of
 * `allowedHosts` (http: allowed there, for the loopback fake in tests).
 */
export function isPushEndpoint(url: string, allowedHosts: readonly string[] = []): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_ENDPOINT_LENGTH) return false;
  // The URL parser would quietly strip surrounding blanks and tabs/newlines inside.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const allowed = allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  if (allowed.includes(parsed.host)) return true;
  if (parsed.protocol !== 'https:' || parsed.port !== '') return false;
  const host = parsed.hostname;
  return PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
