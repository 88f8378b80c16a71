import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from '../../server/testing/unreachable-upstreams';

/** Processes the bench scripts start (fakes, the server), stopped together at the end. */
const children: ChildProcess[] = [];

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export function stopProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Resolves once `url` answers 2xx (polled every 100 ms, for up to 20 s). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The fake CoinGecko in its own process (so the load generator does not slow it); its base URL. */
export async function startFakeCoinGecko(port: number): Promise<string> {
  startProcess(['--import', 'tsx', 'server/testing/fake-coingecko-cli.ts'], { FAKE_COINGECKO_PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/v3/ping`);
  return url;
}

/**
 * The production build on 127.0.0.1:`port` against the fake CoinGecko at `fake`; every other
 * upstream unreachable (no internet here: coin logos come out as monograms). `env` adds to it.
 */
export function startProductionServer(port: number, dataDir: string, fake: string, env: Record<string, string> = {}): ChildProcess {
  return startProcess(['dist/server/index.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    COINGECKO_BASE_URL: `${fake}/api/v3`,
    UPSTREAM_CALLS_PER_MINUTE: '1000',
    ...LIVE_VENUES_UNREACHABLE,
    ...OTHER_UPSTREAMS_UNREACHABLE,
    ...env,
  });
}

/** Resident memory of a process, from /proc (Linux), in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/**
 * Waits (up to 30 s) until the server at `app` has written its first static pages, so a
 * benchmark measures serving them, not their first generation.
 */
export async function waitForStaticPages(app: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const debug = (await (await fetch(`${app}/api/debug/seo/eth-to-usd/0.001`)).json()) as { exists: boolean };
    if (debug.exists) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Has the server render `path` just before a measurement, as a page with steady traffic is: the
 * server keeps a render for a minute, and a page whose rate is already due loads the converter's
 * code at once to refresh it (docs/decisions/007), which is not the page's usual first load. A
 * copy older than that is served once while the server renders anew: asked twice.
 */
export async function renderJustBefore(app: string, path: string): Promise<void> {
  await fetch(`${app}${path}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await fetch(`${app}${path}`);
}

/** The pages a bench measures: BENCH_PATHS (comma-separated) when set, else `defaults`. */
export function benchPaths(defaults: readonly string[]): readonly string[] {
  return process.env.BENCH_PATHS?.split(',').filter(Boolean) ?? defaults;
}
