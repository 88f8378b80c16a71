import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault injector in front of an upstream (the fake CoinGecko, say) for fault tests: passes
 * requests through, or answers them the way a failing upstream does, including failures the
 * fakes have no mode for: a 429 with a short Retry-After, a connection reset, a body that
 * stops half way, random bytes.
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  | { kind: 'garbage' }
  | { kind: 'reset' }
  /** Headers and half a JSON body, then nothing until the client gives up. */
  | { kind: 'stall-body' }
  | { kind: 'delay'; ms: number };

export type FaultProxy = {
  /** The proxy's origin; append the upstream's own path (e.g. `${origin}/api/v3`). */
  origin: string;
  setFault: (fault: Fault) => void;
  /** Requests received (every fault counts). */
  count: () => number;
  close: () => Promise<void>;
};

export async function startFaultProxy(targetOrigin: string): Promise<FaultProxy> {
  const target = new URL(targetOrigin);
  let fault: Fault = { kind: 'pass' };
  let received = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    received++;
    const current = fault;
    const pass = () => {
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    switch (current.kind) {
      case 'pass':
        return pass();
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          pass();
        }, current.ms);
        return void timers.add(timer);
      }
      case 'status':
        res.writeHead(current.status, { 'content-type': 'application/json', ...current.headers });
        return res.end(current.body ?? JSON.stringify({ error: `status ${current.status}` }));
      case 'garbage': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const bytes = Buffer.alloc(512);
        for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + received * 31) & 0xff;
        return res.end(bytes);
      }
      case 'reset':
        return req.socket.destroy();
      case 'stall-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        return void res.write('{"bitcoin": {"usd": 10');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setFault: (next) => {
      fault = next;
    },
    count: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
