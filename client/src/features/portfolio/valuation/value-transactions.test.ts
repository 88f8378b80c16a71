import { describe, expect, it } from 'vitest';
import type { PortfolioTx } from '../engine/types';
import { PriceBook } from './price-book';
import { priceRanges, valueTransactions } from './value-transactions';

// Worked by hand: on 2024-03-01 BTC is 60,000 USD and 1 USD buys 0.92 EUR, so 1 EUR is
// 1 / 0.92 = 1.0869565… USD.
const book = new PriceBook();
book.addCoin({ currency: 'bitcoin', points: [{ date: '2024-03-01', price: 60_000, source: 'CoinGecko' }] });
book.addFiat('eur', [{ date: '2024-03-01', perUsd: 0.92, rateDate: '2024-03-01', source: 'ECB via Frankfurter' }]);
const buy: PortfolioTx = {
  id: 'a',
  time: Date.UTC(2024, 2, 1, 15),
  type: 'buy',
  wallet: 'Kraken',
  received: { asset: 'bitcoin', amount: 0.5 },
  sent: { asset: 'eur', amount: 27_600 },
  fee: { asset: 'eur', amount: 46 },
};

describe('valuing transactions in the reporting currency', () => {
  it('in EUR: the coin at that day’s USD price ÷ the euro’s, the euros as they are', () => {
    const [valued] = valueTransactions([buy], book, 'eur');
    // 0.5 × 60,000 USD = 30,000 USD = 30,000 × 0.92 = 27,600 EUR.
    expect(valued!.values.received).toBeCloseTo(27_600, 9);
    expect(valued!.values.sent).toBeCloseTo(27_600, 9);
    expect(valued!.values.fee).toBeCloseTo(46, 9);
    expect(valued!.prices.received).toMatchObject({
      asset: { usd: 60_000, source: 'CoinGecko' },
      reporting: { source: 'ECB via Frankfurter' },
    });
  });

  it('in USD: the euros converted at that day’s rate', () => {
    const [valued] = valueTransactions([buy], book, 'usd');
    // 27,600 EUR ÷ 0.92 = 30,000 USD; the fee 46 ÷ 0.92 = 50 USD.
    expect(valued!.values.sent).toBeCloseTo(30_000, 9);
    expect(valued!.values.fee).toBeCloseTo(50, 9);
  });

  it('leaves a leg without that day’s price unknown, never made up', () => {
    const [valued] = valueTransactions([{ ...buy, time: Date.UTC(2024, 2, 2) }], book, 'eur');
    expect(valued!.values).toEqual({ received: null, sent: null, fee: null });
    const [noFee] = valueTransactions([{ ...buy, fee: undefined }], book, 'eur');
    expect(noFee!.values.fee).toBe(0);
  });

  it('asks the history for each asset from its first day to today, the reporting currency included', () => {
    const later = { ...buy, id: 'b', time: Date.UTC(2024, 5, 1), sent: { asset: 'usd', amount: 1 } };
    expect(Object.fromEntries(priceRanges([later, buy], 'eur', '2026-11-28'))).toEqual({
      bitcoin: { from: '2024-03-01', to: '2026-11-28' },
      eur: { from: '2024-03-01', to: '2026-11-28' },
    });
  });
});
