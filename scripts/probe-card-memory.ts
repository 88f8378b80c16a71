/**
 * npx tsx scripts/probe-card-memory.ts — the burst of server/og/card-memory.test.ts with more to
 * read: the site's VmRSS (with any process it started) cold, before the burst, at its peak and
 * after, then the server's V8 heap, external and array-buffer memory, before and after a
 * memory-reducing GC (what V8 was keeping rather than using). CARDS (default 2300), CONCURRENCY
 * (4), WARMUP (requests for one cached card first, default 1000), QUIET_MS (6000), SETTLE_MS
 * (10000); PATHS=cached or PATHS=api bursts one cached card or a conversion instead (what the
 * requests alone cost); every other variable reaches the child (e.g. MALLOC_ARENA_MAX=2).
 */
import { cardBurst, rssMiB, startCardChild, treeRssMiB } from '../server/testing/card-burst';
import { startFakeCoinGecko } from '../server/testing/fake-coingecko';

const fake = await startFakeCoinGecko();
const card = await startCardChild(fake.url, { execArgv: ['--expose-gc'] });
const fmt = (usage: Record<string, number>) =>
  Object.entries(usage)
    .map(([key, mib]) => `${key} ${mib.toFixed(1)}`)
    .join(', ');
try {
  const paths = process.env.PATHS;
  const result = await cardBurst(card, {
    count: Number(process.env.CARDS ?? 2300),
    concurrency: Number(process.env.CONCURRENCY ?? 4),
    warmup: Number(process.env.WARMUP ?? 1000),
    quietMs: Number(process.env.QUIET_MS ?? 6000),
    settleMs: Number(process.env.SETTLE_MS ?? 10_000),
    ...(paths === 'cached'
      ? { path: () => '/og/btc-to-usd.png' }
      : paths === 'api'
        ? { path: () => '/api/convert?from=bitcoin&to=usd' }
        : {}),
  });
  console.log(
    `Node ${process.version}; MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}; burst of ${paths ?? 'distinct cards'}`,
  );
  console.log(
    `VmRSS MiB (server and its processes): cold ${result.cold.toFixed(1)}, before ${result.before.toFixed(1)}, peak ${result.peak.toFixed(1)}, after ${result.after.toFixed(1)} ` +
      `(Δ ${(result.after - result.before).toFixed(1)} from before, ${(result.after - result.cold).toFixed(1)} from cold); ${result.cardsPerSecond.toFixed(1)} requests/s; failures ${result.failures}`,
  );
  console.log(`server memoryUsage MiB:  ${fmt(await card.usage())}`);
  console.log(`after a reducing GC MiB: ${fmt(await card.usage(true))}`);
  console.log(
    `VmRSS after that GC: server ${rssMiB(card.child.pid!).toFixed(1)}, with its processes ${treeRssMiB(card.child.pid!).toFixed(1)}`,
  );
} finally {
  await card.stop();
  await fake.close();
}
