import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/**
 * Test helpers for hostile-input and fault tests: a seeded PRNG, raw HTTP requests that keep
 * the request target exactly as written (fetch would normalise `..`, `%2f` and friends), and
 * requests written byte for byte on a socket for what Node's own client refuses to send.
 */

/** mulberry32: small, fast, deterministic for a given 32-bit seed. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    bytes: (n: number) => {
      const out = Buffer.alloc(n);
      for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

export type RawResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from sending to the end of the body. */
  ms: number;
};

export type RawRequest = {
  method?: string;
  /** The request target exactly as sent (latin1: each char ≤ U+00FF is one byte on the wire). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Source address on the loopback (127.x.y.z), so per-IP limits see different visitors. */
  localAddress?: string;
};

/**
 * One request on a fresh connection; rejects when no full answer arrives within `timeoutMs`
 * (a hang), resolves with whatever status the server chose otherwise.
 */
export function rawRequest(port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
    const headers: Record<string, string | string[] | number> = { ...req.headers };
    if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) headers['content-length'] = body.length;
    const r = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method ?? 'GET',
        path: req.path,
        headers,
        agent: false,
        ...(req.localAddress ? { localAddress: req.localAddress } : {}),
        // The server's own limit (16 KB of headers) is what is under test, not the client's.
        maxHeaderSize: 1 << 20,
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started });
        });
        res.on('error', fail);
      },
    );
    const timer = setTimeout(() => {
      r.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: ${req.method ?? 'GET'} ${req.path.slice(0, 200)}`));
    }, timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    r.on('error', fail);
    r.end(body);
  });
}

/**
 * Writes `raw` on a new socket and reads one answer: complete once its body is in (by
 * Content-Length or the last chunk), or when the server closes the connection. Answers the
 * status line's code (0 when the server closed without answering) and the time.
 */
export function rawSocketRequest(
  port: number,
  raw: string | Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; head: string; text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let done = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to raw request ${JSON.stringify(String(raw).slice(0, 120))}`));
    }, timeoutMs);
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const headEnd = text.indexOf('\r\n\r\n');
      resolve({ status, head: headEnd >= 0 ? text.slice(0, headEnd) : text, text, ms: performance.now() - started });
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (answerComplete(Buffer.concat(chunks).toString('latin1'))) finish();
    });
    // A reset after the answer (the server closing on a bad request) is an answer, not an error.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(raw);
  });
}

/** Whether `text` holds one whole HTTP answer (a 1xx interim answer does not count). */
function answerComplete(text: string): boolean {
  let rest = text;
  while (/^HTTP\/1\.[01] 1\d\d/.test(rest)) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return false;
    rest = rest.slice(end + 4);
  }
  const headEnd = rest.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const head = rest.slice(0, headEnd).toLowerCase();
  const body = rest.slice(headEnd + 4);
  if (/^http\/1\.[01] (204|304)/.test(head)) return true;
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) return body.length >= Number(length);
  if (/\r\ntransfer-encoding: *chunked/.test(head)) return body.endsWith('0\r\n\r\n');
  return false;
}

/** Runs `tasks` with at most `limit` in flight; results in task order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
