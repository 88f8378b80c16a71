import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnChildServer } from './spawn-child-server';

const MiB = 1024 * 1024;

/** Resident memory of a process as the OS counts it (VmRSS), in MiB; 0 once it is gone. */
export function rssMiB(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes a process started, and theirs (from /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  } catch {
    // gone meanwhile
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** VmRSS of a process and every process under it, in MiB: memory moved to a helper process still counts. */
export function treeRssMiB(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, each) => sum + rssMiB(each), 0);
}

export type CardChild = {
  child: ChildProcess;
  base: string;
  /** process.memoryUsage() of the child, in MiB; with `gc`, after a memory-reducing full GC (needs --expose-gc). */
  usage(gc?: boolean): Promise<Record<keyof NodeJS.MemoryUsage, number>>;
  stop(): Promise<void>;
};

/** Starts server/testing/card-memory-child.ts against `coingeckoUrl`; resolves once it listens. */
export async function startCardChild(
  coingeckoUrl: string,
  { env = {}, execArgv = [] }: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<CardChild> {
  const { child, port } = await spawnChildServer(
    { COINGECKO_BASE_URL: coingeckoUrl, ...env },
    { script: 'server/testing/card-memory-child.ts', execArgv, ipc: true, startMs: 30_000 },
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    usage: (gc = false) =>
      new Promise((resolve) => {
        child.once('message', (message) => {
          const usage = (message as { usage: NodeJS.MemoryUsage }).usage;
          resolve(
            Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, bytes / MiB])) as Record<keyof NodeJS.MemoryUsage, number>,
          );
        });
        child.send(gc ? 'gc' : 'usage');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export type BurstResult = {
  /** VmRSS in MiB (of the server and any process it started) with the rates loaded, before any card. */
  cold: number;
  /** VmRSS in MiB before the burst: after the warm-up and `quietMs` without requests. */
  before: number;
  /** The highest VmRSS seen during the burst (sampled every 100 ms). */
  peak: number;
  /** VmRSS `settleMs` after the last card. */
  after: number;
  /** Cards per second of wall time over the burst. */
  cardsPerSecond: number;
  /** Answers that were not a 200 (PNG when an image). */
  failures: number;
};

export type BurstOptions = {
  /** Distinct cards in the burst. */
  count: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /**
   * Requests for one card before the burst (the first draws it, the rest are answered from
   * the cache), so that "before" is a process that has served requests, as a running server
   * has: a fresh process's V8 heap grows with its first thousand requests of any kind.
   */
  warmup?: number;
  /** Quiet time between the warm-up and the "before" sample (default 0). */
  quietMs?: number;
  /** Quiet time between the burst and the "after" sample (default 10 s). */
  settleMs?: number;
  /** The address of the burst's n-th request (default the fixed-amount card /og/btc-to-usd/{n}.png: each a new figure, so each drawn). */
  path?: (n: number) => string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `card` for `count` addresses, `concurrency` at a time; returns how many answers were not a 200 (PNG when an image). */
async function requests(base: string, count: number, concurrency: number, path: (n: number) => string): Promise<number> {
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const res = await fetch(`${base}${path(1 + next++)}`);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200 || (res.headers.get('content-type') === 'image/png' && body.readUInt32BE(0) !== 0x89504e47)) failures++;
      }
    }),
  );
  return failures;
}

/**
 * A burst of `count` distinct cards from one client, sampling the child's VmRSS: cold (no
 * card yet), before the burst (after the warm-up), at the peak, and `settleMs` after.
 */
export async function cardBurst(card: CardChild, options: BurstOptions): Promise<BurstResult> {
  const { count, concurrency = 4, warmup = 0, quietMs = 0, settleMs = 10_000, path = (n: number) => `/og/btc-to-usd/${n}.png` } = options;
  const pid = card.child.pid!;
  // The rates first, so the burst draws cards and fetches nothing.
  await (await fetch(`${card.base}/api/convert?from=bitcoin&to=usd`)).arrayBuffer();
  await sleep(500);
  const cold = treeRssMiB(pid);
  let failures = await requests(card.base, warmup, concurrency, () => '/og/btc-to-usd.png');
  await sleep(quietMs);
  const before = treeRssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMiB(pid))), 100);
  const started = performance.now();
  try {
    failures += await requests(card.base, count, concurrency, path);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, treeRssMiB(pid));
  await sleep(settleMs);
  return { cold, before, peak, after: treeRssMiB(pid), cardsPerSecond: count / seconds, failures };
}
