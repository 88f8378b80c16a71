import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardChild, cardBurst, startCardChild } from '../testing/card-burst';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';

/**
 * A burst of new cards from one client, on the site in a process of its own: its resident
 * memory as the OS counts it (VmRSS of the server and of any process it started, such as the
 * card renderer) must come back to within 100 MiB of where it was once the burst is over. The
 * 100 MiB hold the card cache (48 MiB at most) and what V8 and malloc keep of a busy minute.
 * Drawn in the server's own thread, the same burst left it ~430 MiB larger for good.
 */
const CARDS = 2_300;
const ALLOWED_MIB = 100;

describe('memory after a burst of new cards', () => {
  let fake: FakeCoinGecko;
  let site: CardChild;
  beforeAll(async () => {
    fake = await startFakeCoinGecko();
    site = await startCardChild(fake.url);
  });
  afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  it(`${CARDS} distinct cards leave the server within ${ALLOWED_MIB} MiB of its RSS before them`, async () => {
    const result = await cardBurst(site, {
      count: CARDS,
      // "Before" is a server that has answered requests, as a running one has: a fresh process's
      // heap grows with its first thousand requests of any kind. The quiet time lets the card
      // renderer of the warm-up end, as it does on a quiet server.
      warmup: 1_000,
      quietMs: 6_000,
      settleMs: 10_000,
    });
    console.info(
      `card burst: VmRSS cold ${result.cold.toFixed(0)} MiB, before ${result.before.toFixed(0)} MiB, peak ${result.peak.toFixed(0)} MiB, ` +
        `10 s after ${result.after.toFixed(0)} MiB (+${(result.after - result.before).toFixed(0)} MiB); ${result.cardsPerSecond.toFixed(0)} cards/s`,
    );
    expect(result.failures).toBe(0);
    expect(result.after - result.before).toBeLessThan(ALLOWED_MIB);
  }, 150_000);
});
