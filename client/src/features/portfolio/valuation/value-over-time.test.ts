import { describe, expect, it } from 'vitest';
import type { PortfolioTx } from '../engine/types';
import { PriceBook } from './price-book';
import { valueOverTime } from './value-over-time';

const FIATS = new Set(['usd', 'eur']);
const isFiat = (asset: string) => FIATS.has(asset);
let n = 0;
const tx = (iso: string, rest: Omit<PortfolioTx, 'id' | 'time' | 'wallet'> & { wallet?: string }): PortfolioTx => ({
  id: `t${++n}`,
  time: Date.parse(iso),
  wallet: 'Coinbase',
  ...rest,
});
const coin = (book: PriceBook, currency: string, prices: Record<string, number>) =>
  book.addCoin({ currency, points: Object.entries(prices).map(([date, price]) => ({ date, price, source: 'CoinGecko' })) });

// 1 USD buys 0.8 EUR on every day below, so 1 EUR is 1.25 USD and a coin's EUR price is its USD
// price ÷ 1.25. Bitcoin has no price on 2024-03-03, nothing has one on 2024-03-05.
const book = new PriceBook();
coin(book, 'bitcoin', { '2024-03-01': 60_000, '2024-03-02': 62_000, '2024-03-04': 64_000 });
coin(book, 'ethereum', { '2024-03-02': 3_000, '2024-03-03': 3_100, '2024-03-04': 3_200 });
book.addFiat(
  'eur',
  ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'].map((date) => ({ date, perUsd: 0.8, rateDate: date, source: 'ECB' })),
);

const history: PortfolioTx[] = [
  // Listed out of order: the replay goes by time.
  tx('2024-03-04T15:00:00Z', { type: 'sell', sent: { asset: 'ethereum', amount: 1 }, received: { asset: 'eur', amount: 2_560 } }),
  tx('2024-03-01T10:00:00Z', {
    type: 'buy',
    received: { asset: 'bitcoin', amount: 0.5 },
    sent: { asset: 'eur', amount: 24_000 },
    fee: { asset: 'bitcoin', amount: 0.001 },
  }),
  tx('2024-03-02T09:00:00Z', {
    type: 'convert',
    sent: { asset: 'bitcoin', amount: 0.1 },
    received: { asset: 'ethereum', amount: 2 },
    fee: { asset: 'ethereum', amount: 0.01 },
  }),
  tx('2024-03-02T12:00:00Z', {
    type: 'transfer',
    toWallet: 'Ledger',
    sent: { asset: 'bitcoin', amount: 0.2 },
    fee: { asset: 'bitcoin', amount: 0.0005 },
  }),
  tx('2024-03-03T23:59:59Z', { type: 'income', incomeKind: 'staking', received: { asset: 'ethereum', amount: 0.05 } }),
];

describe('the portfolio’s value over time', () => {
  it('replays the quantities and values each day’s holdings at that day’s prices, worked by hand', () => {
    const series = valueOverTime(history, book, 'eur', isFiat, '2024-03-05');
    expect(series.map((p) => p.day)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05']);
    expect(series.map((p) => p.complete)).toEqual([true, true, false, true, false]);
    const values = series.map((p) => p.value);
    // 03-01: 0.5 BTC received gross less the 0.001 BTC fee = 0.499 BTC × 60,000 ÷ 1.25 = 23,952.
    expect(values[0]).toBeCloseTo(23_952, 6);
    // 03-02: BTC 0.499 − 0.1 converted − 0.0005 transfer fee = 0.3985 (the 0.2 moved stays ours);
    // ETH 2 − 0.01 fee = 1.99. 0.3985 × 49,600 + 1.99 × 2,400 = 19,765.6 + 4,776 = 24,541.6.
    expect(values[1]).toBeCloseTo(24_541.6, 6);
    // 03-03: bitcoin has no price, so only ETH counts: (1.99 + 0.05 staked) × 3,100 ÷ 1.25 = 2.04 × 2,480 = 5,059.2.
    expect(values[2]).toBeCloseTo(5_059.2, 6);
    // 03-04: 1 ETH sold (the euros got are money, not a holding): 1.04 × 2,560 + 0.3985 × 51,200 = 2,662.4 + 20,403.2.
    expect(values[3]).toBeCloseTo(23_065.6, 6);
    // 03-05: no price at all yet: nothing could be valued, and the day says so.
    expect(series[4]).toEqual({ day: '2024-03-05', value: 0, complete: false });
  });

  it('in USD needs no exchange rate', () => {
    const [first] = valueOverTime(history, book, 'usd', isFiat, '2024-03-01');
    // 0.499 × 60,000.
    expect(first!.value).toBeCloseTo(29_940, 6);
  });

  it('a day with nothing held is worth exactly nothing, and an over-sale leaves no negative holding', () => {
    const txs = [
      tx('2024-03-01T10:00:00Z', { type: 'sell', sent: { asset: 'bitcoin', amount: 1 }, received: { asset: 'usd', amount: 60_000 } }),
      tx('2024-03-02T10:00:00Z', { type: 'buy', received: { asset: 'bitcoin', amount: 0.25 }, sent: { asset: 'usd', amount: 15_500 } }),
    ];
    // 03-01: sold 1 BTC that was never recorded as bought: nothing is held (not −1 BTC).
    // 03-02: the 0.25 bought is held in full: 0.25 × 62,000 = 15,500.
    expect(valueOverTime(txs, book, 'usd', isFiat, '2024-03-02')).toEqual([
      { day: '2024-03-01', value: 0, complete: true },
      { day: '2024-03-02', value: 15_500, complete: true },
    ]);
  });

  it('gives nothing without transactions or when they start after today', () => {
    expect(valueOverTime([], book, 'eur', isFiat, '2024-03-05')).toEqual([]);
    expect(valueOverTime(history, book, 'eur', isFiat, '2024-02-28')).toEqual([]);
  });

  it('samples a range longer than 4000 days, keeping the first and the last day', () => {
    const old = [tx('2000-01-01T12:00:00Z', { type: 'buy', received: { asset: 'bitcoin', amount: 1 }, sent: { asset: 'usd', amount: 1 } })];
    const series = valueOverTime(old, book, 'usd', isFiat, '2024-03-04');
    expect(series.length).toBeLessThanOrEqual(1501);
    expect(series.length).toBeGreaterThan(1000);
    expect(series[0]!.day).toBe('2000-01-01');
    expect(series.at(-1)).toEqual({ day: '2024-03-04', value: 64_000, complete: true });
    const daily = valueOverTime(old, book, 'usd', isFiat, '2010-12-13');
    expect(daily).toHaveLength(4000);
    // One day more, 4001 days: every third day (ceil(4001 / 1500) = 3), 1,334 of them, plus the last.
    expect(valueOverTime(old, book, 'usd', isFiat, '2010-12-14')).toHaveLength(1335);
  });

  it('is quick: 10,000 transactions over five years in 20 coins', () => {
    const big = new PriceBook();
    const start = Date.UTC(2020, 0, 1);
    const days = Array.from({ length: 5 * 366 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    const coins = Array.from({ length: 20 }, (_, i) => `coin-${i}`);
    for (const [i, id] of coins.entries()) coin(big, id, Object.fromEntries(days.map((day, d) => [day, 1 + i + d / 100])));
    big.addFiat(
      'eur',
      days.map((date) => ({ date, perUsd: 0.9, rateDate: date, source: 'ECB' })),
    );
    const txs = Array.from({ length: 10_000 }, (_, i) =>
      tx(new Date(start + Math.floor((i / 10_000) * days.length) * 86_400_000 + 3_600_000).toISOString(), {
        type: i % 3 === 2 ? 'sell' : 'buy',
        ...(i % 3 === 2
          ? { sent: { asset: coins[i % 20]!, amount: 0.5 }, received: { asset: 'eur', amount: 1 } }
          : { received: { asset: coins[i % 20]!, amount: 1 }, sent: { asset: 'eur', amount: 1 } }),
      }),
    );
    const began = performance.now();
    const series = valueOverTime(txs, big, 'eur', isFiat, days.at(-1)!);
    const took = performance.now() - began;
    expect(series).toHaveLength(days.length);
    expect(series.every((p) => p.complete)).toBe(true);
    // Typically a few milliseconds; the bound only catches an accidental quadratic.
    expect(took).toBeLessThan(1000);
  });
});
