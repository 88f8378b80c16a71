import { describe, expect, it } from 'vitest';
import { afterFee, type OrderBook, slippage, walkBook } from './book-walk';

// BTC-USD, worked by hand: asks 100,000 × 0.05, 100,100 × 0.10, 100,500 × 1; bids 99,900 × 0.02, 99,800 × 0.5.
const book: OrderBook = {
  asks: [
    { price: 100_000, size: 0.05 },
    { price: 100_100, size: 0.1 },
    { price: 100_500, size: 1 },
  ],
  bids: [
    { price: 99_900, size: 0.02 },
    { price: 99_800, size: 0.5 },
  ],
};

describe('walking a book for the visitor’s amount', () => {
  it('a buy that the best level fills exactly: 5,000 USD buys 0.05 BTC at 100,000', () => {
    const fill = walkBook(book, 'buy', 5_000)!;
    expect(fill).toEqual({ spent: 5_000, received: 0.05, averagePrice: 100_000, bestPrice: 100_000, complete: true, levels: 1 });
    expect(slippage(fill, 'buy')).toBe(0);
  });

  it('a buy whose last level fills in part: 10,000 USD', () => {
    // 5,000 buys 0.05 at 100,000; 5,000 left buys 5,000 / 100,100 = 0.04995004995… at 100,100.
    const fill = walkBook(book, 'buy', 10_000)!;
    const coins = 0.05 + 5_000 / 100_100;
    expect(fill.received).toBeCloseTo(coins, 15);
    expect(fill.averagePrice).toBeCloseTo(10_000 / coins, 9);
    expect(fill.levels).toBe(2);
    expect(fill.complete).toBe(true);
    // 10,000 / 0.09995004995 = 100,049.975… : 0.04998 % over the best ask.
    expect(slippage(fill, 'buy')).toBeCloseTo(10_000 / coins / 100_000 - 1, 12);
  });

  it('a sell of the base on the bids: 0.1 BTC', () => {
    // 0.02 × 99,900 = 1,998; 0.08 × 99,800 = 7,984; together 9,982 USD for 0.1 BTC.
    const fill = walkBook(book, 'sell', 0.1)!;
    expect(fill.received).toBeCloseTo(9_982, 9);
    expect(fill.averagePrice).toBeCloseTo(99_820, 9);
    expect(slippage(fill, 'sell')).toBeCloseTo(1 - 99_820 / 99_900, 12);
    expect(fill.complete).toBe(true);
  });

  it('an amount beyond the fetched depth: says how much is covered and never extrapolates', () => {
    // The asks hold 5,000 + 10,010 + 100,500 = 115,510 USD in all.
    const fill = walkBook(book, 'buy', 200_000)!;
    expect(fill.complete).toBe(false);
    expect(fill.spent).toBeCloseTo(115_510, 9);
    expect(fill.received).toBeCloseTo(1.15, 12);
    const sell = walkBook(book, 'sell', 1)!;
    expect(sell.complete).toBe(false);
    expect(sell.spent).toBeCloseTo(0.52, 12);
  });

  it('an empty side or unusable levels give no fill', () => {
    expect(walkBook({ asks: [], bids: book.bids }, 'buy', 10)).toBeNull();
    expect(
      walkBook(
        {
          asks: [
            { price: 0, size: 1 },
            { price: Number.NaN, size: 2 },
          ],
          bids: [],
        },
        'buy',
        10,
      ),
    ).toBeNull();
    expect(walkBook(book, 'buy', 0)).toBeNull();
  });

  it('the fee comes off what is received, in the received currency', () => {
    // 0.05 BTC less Kraken's 0.40 %: 0.0498 BTC kept, 0.0002 BTC fee.
    const { receive, fee } = afterFee(0.05, 0.004);
    expect(receive).toBeCloseTo(0.0498, 15);
    expect(fee).toBeCloseTo(0.0002, 15);
    // Selling: 9,982 USD less 0.10 % is 9,972.018 USD.
    expect(afterFee(9_982, 0.001).receive).toBeCloseTo(9_972.018, 9);
  });
});
