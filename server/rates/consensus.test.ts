import { describe, expect, it } from 'vitest';
import { consensusOf, type VoteInput } from './consensus';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const rule = { nowMs: NOW, maxAgeMs: 60_000, maxDeviation: 0.02 };
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000);
const vote = (name: string, price: number, secondsAgo = 5): VoteInput => ({ name, price, asOf: at(secondsAgo) });

describe('consensusOf', () => {
  it('takes the median of agreeing sources and reports their spread and count', () => {
    const result = consensusOf(
      [vote('Coinbase', 100_010), vote('Kraken', 100_000), vote('Bitstamp', 99_990), vote('CoinGecko', 100_020, 30)],
      rule,
    );
    expect(result.price).toBe(100_005);
    expect(result.used).toBe(4);
    expect(result.asked).toBe(4);
    expect(result.spread).toBeCloseTo(30 / 100_005, 12);
    expect(result.asOf).toEqual(at(30)); // the oldest price used
    expect(result.sources.every((s) => s.used)).toBe(true);
  });

  it('leaves out a source more than 2 % from the median, naming how far and which way', () => {
    const result = consensusOf(
      [vote('Coinbase', 100_000), vote('Kraken', 100_050), vote('Binance', 105_000), vote('OKX', 99_950), vote('CoinGecko', 100_000)],
      rule,
    );
    expect(result.price).toBe(100_000);
    expect(result.used).toBe(4);
    const binance = result.sources.find((s) => s.name === 'Binance')!;
    expect(binance).toMatchObject({
      used: false,
      price: 105_000,
      excludedReason: '5.0 % above the median',
      exclusion: { kind: 'outlier', deviation: expect.closeTo(0.05, 6) },
    });
    expect(result.spread).toBeCloseTo(100 / 100_000, 12);
  });

  it('refuses zero, negative and non-finite prices', () => {
    const result = consensusOf([vote('Kraken', 0), vote('Binance', -1), vote('OKX', Number.NaN), vote('Coinbase', 100)], rule);
    expect(result.price).toBe(100);
    expect(result.used).toBe(1);
    expect(result.sources.filter((s) => s.excludedReason === 'no usable price (zero or negative)')).toHaveLength(3);
  });

  it('leaves out prices older than the window while fresher ones exist', () => {
    const result = consensusOf([vote('Bitstamp', 90_000, 3600), vote('Coinbase', 100_000), vote('Kraken', 100_010)], rule);
    expect(result.price).toBe(100_005);
    expect(result.sources.find((s) => s.name === 'Bitstamp')).toMatchObject({
      used: false,
      excludedReason: 'price 60 min old',
      exclusion: { kind: 'stale', ageMs: 3_600_000 },
    });
  });

  it('still uses a lone old price: the best there is, its age kept', () => {
    const result = consensusOf([vote('CoinGecko', 10, 600)], rule);
    expect(result).toMatchObject({ price: 10, used: 1, asked: 1, spread: 0 });
    expect(result.asOf).toEqual(at(600));
  });

  it('names sources that did not answer, and has no price when nobody did', () => {
    const result = consensusOf(
      [
        { name: 'Kraken', failure: { kind: 'rate-limited' } },
        { name: 'OKX', failure: { kind: 'timeout' } },
      ],
      rule,
    );
    expect(result.price).toBeNull();
    expect(result.asked).toBe(2);
    expect(result.sources).toEqual([
      {
        name: 'Kraken',
        price: null,
        asOf: null,
        used: false,
        excludedReason: 'rate limited this minute',
        exclusion: { kind: 'rate-limited' },
      },
      { name: 'OKX', price: null, asOf: null, used: false, excludedReason: 'did not answer in time', exclusion: { kind: 'timeout' } },
    ]);
  });

  it('keeps both of two disagreeing sources (no majority says which is wrong), the spread shows it', () => {
    const result = consensusOf([vote('Coinbase', 100), vote('CoinGecko', 110)], rule);
    expect(result.price).toBe(105);
    expect(result.used).toBe(2);
    expect(result.spread).toBeCloseTo(10 / 105, 12);
  });

  it('uses the configured distance', () => {
    const votes = [vote('A', 100), vote('B', 100.5), vote('C', 101.2)];
    expect(consensusOf(votes, { ...rule, maxDeviation: 0.02 }).used).toBe(3);
    expect(consensusOf(votes, { ...rule, maxDeviation: 0.005 }).used).toBe(2);
  });
});
