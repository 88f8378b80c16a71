import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { UpstreamCallLog } from '../monitoring/upstream-calls';
import { createVenueBudgets } from '../rates/live-sources';
import type { RatesService } from '../rates/rates-service';
import type { VenueId } from '../rates/providers/venues/types';
import { UpstreamError } from '../upstream/types';
import { BookCache } from './book-cache';
import type { BookLevel } from './book-walk';
import { type DepthSource, type MarketBook, MarketNotListedError } from './depth-source';
import { QuoteService } from './quote-service';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const coin = (id: string, symbol: string): Currency => ({ id, symbol, name: symbol, type: 'crypto', image: '' }) as Currency;
const fiat = (id: string): Currency => ({ id, symbol: id.toUpperCase(), name: id, type: 'fiat', image: '' }) as Currency;
const rates = (rate: number) => ({ quote: async () => ({ rate, asOf: new Date(NOW) }) }) as unknown as RatesService;

/** A venue whose markets are written here ("BASE-QUOTE"), each one book; anything else is not listed. */
function venue(
  id: VenueId,
  books: Record<string, { bids: BookLevel[]; asks: BookLevel[]; ageMs?: number } | Error>,
): DepthSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    id,
    calls,
    marketFor: (base, quote) => `${base}-${quote}`,
    async fetchBook(market): Promise<MarketBook> {
      calls.push(market);
      const book = books[market];
      if (!book) throw new MarketNotListedError(id, market);
      if (book instanceof Error) throw book;
      return { venue: id, market, bids: book.bids, asks: book.asks, asOf: new Date(NOW - (book.ageMs ?? 0)), receivedAt: new Date(NOW) };
    },
  };
}

function service(sources: DepthSource[], rate = 1) {
  const books = new BookCache({ sources, budgets: createVenueBudgets(null), upstreamCalls: new UpstreamCallLog(), now: () => NOW });
  return new QuoteService({ books, rates: rates(rate), now: () => NOW });
}

describe('quotes over one venue’s routes, worked by hand', () => {
  it('two legs through USD when there is no direct market: EUR → SOL on Kraken', async () => {
    // EUR-USD bids 1.10 × 10,000: selling 1,000 EUR gives 1,100 USD, less 0.4 %: 1,095.6 USD.
    // SOL-USD asks 200 × 100: 1,095.6 USD buys 5.478 SOL, less 0.4 %: 5.456088 SOL.
    const kraken = venue('kraken', {
      'EUR-USD': { bids: [{ price: 1.1, size: 10_000 }], asks: [{ price: 1.1002, size: 10_000 }] },
      'SOL-USD': { bids: [{ price: 199.9, size: 100 }], asks: [{ price: 200, size: 100 }] },
    });
    const answer = await service([kraken], 1.1 / 200).quote(fiat('eur'), coin('solana', 'SOL'), 1_000);
    const q = answer.venues[0]!;
    expect(q.status).toBe('ok');
    expect(q.route).toEqual(['EUR-USD', 'SOL-USD']);
    expect(q.legs.map((l) => l.side)).toEqual(['sell', 'buy']);
    expect(q.receive).toBeCloseTo(5.456088, 9);
    // Two fees: 1 − 0.996² = 0.798 %.
    expect(q.feeRate).toBeCloseTo(1 - 0.996 ** 2, 12);
    expect(q.vsMid).toBeCloseTo(5.456088 / 5.5 - 1, 9);
    // The direct markets were tried first and remembered as missing.
    expect(kraken.calls.slice(0, 2).sort()).toEqual(['EUR-SOL', 'SOL-EUR']);
  });

  it('a stale or empty book, a budget spent and a failing venue are each named', async () => {
    const stale = venue('coinbase', { 'BTC-USD': { bids: [{ price: 99, size: 1 }], asks: [{ price: 100, size: 1 }], ageMs: 120_000 } });
    const empty = venue('bitstamp', { 'BTC-USD': { bids: [{ price: 99, size: 1 }], asks: [] } });
    const down = venue('okx', { 'BTC-USD': new UpstreamError('timeout', 'okx timed out') });
    const broke = venue('binance', { 'BTC-USD': new UpstreamError('budget', 'spent') });
    const answer = await service([stale, empty, down, broke], 0.01).quote(fiat('usd'), coin('bitcoin', 'BTC'), 50);
    const by = (id: string) => answer.venues.find((v) => v.venue === id)!;
    expect(by('coinbase')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/120 s old/) });
    expect(by('bitstamp')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/no sell orders/) });
    expect(by('okx')).toMatchObject({ status: 'failed', reason: 'OKX did not answer in time.' });
    expect(by('binance')).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/budget/) });
  });

  it('concurrent quotes for one pair share each book call', async () => {
    // Kraken spells bitcoin XBT (the venue mapping), so its market here is XBT-USD.
    const kraken = venue('kraken', { 'XBT-USD': { bids: [{ price: 99, size: 10 }], asks: [{ price: 100, size: 10 }] } });
    const quotes = service([kraken], 0.01);
    const answers = await Promise.all([10, 20, 30].map((amount) => quotes.quote(fiat('usd'), coin('bitcoin', 'BTC'), amount)));
    expect(answers.map((a) => a.venues[0]!.receive)).toEqual([0.1 * 0.996, 0.2 * 0.996, 0.3 * 0.996].map((n) => expect.closeTo(n, 12)));
    expect(kraken.calls).toEqual(['XBT-USD']);
  });
});
