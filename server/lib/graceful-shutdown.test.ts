import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from '../testing/unreachable-upstreams';

/**
 * SIGTERM against the app as its own process (server/testing/child-server.ts, wired like
 * server/index.ts): a request in flight still gets its answer, new connections are refused,
 * the process exits 0; at the deadline it exits 1 instead.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Child = { process: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

let fake: FakeCoinGecko;
const dirs: string[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startFakeCoinGecko();
  // Every upstream answer takes 8 s: a visitor's quote waits UPSTREAM_WAIT_MS, then gets the snapshot.
  fake.setMode('slow', 8_000);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fake?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startChild(env: Record<string, string>): Promise<Child> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/child-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      COINGECKO_BASE_URL: fake.url,
      ...LIVE_VENUES_UNREACHABLE,
      ...OTHER_UPSTREAMS_UNREACHABLE,
      UPSTREAM_TIMEOUT_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start: ${out}`)), 20_000);
    const check = () => {
      const match = /\{"port":(\d+)\}/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`child exited (${code}) before listening: ${out}`)));
  });
  return { process: child, port, output: () => out, exited };
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0; exits 1 at the deadline', async () => {
    const [graceful, stuck] = await Promise.all([
      startChild({ UPSTREAM_WAIT_MS: '800' }),
      // A request that outlives a 500 ms deadline.
      startChild({ UPSTREAM_WAIT_MS: '3000', CHILD_SHUTDOWN_TIMEOUT_MS: '500' }),
    ]);
    const started = Date.now();
    const inFlight = fetch(`http://127.0.0.1:${graceful.port}/api/convert?from=bitcoin&to=usd`);
    const cut = fetch(`http://127.0.0.1:${stuck.port}/api/convert?from=bitcoin&to=usd`).then(
      (res) => res.status,
      () => 'connection closed',
    );
    await sleep(400);
    const signalled = Date.now();
    graceful.process.kill('SIGTERM');
    stuck.process.kill('SIGTERM');
    await sleep(200);
    expect(await accepts(graceful.port)).toBe(false);

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ from: 'bitcoin', to: 'usd', source: 'snapshot' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(800); // it was in flight: it waited for the upstream
    expect(await graceful.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(graceful.output()).toContain('shutting down');
    expect(graceful.output()).toContain('"msg":"stopped"');

    expect(await stuck.exited).toBe(1);
    expect(await cut).toBe('connection closed');
    expect(stuck.output()).toContain('forced exit');
  }, 30_000);
});
