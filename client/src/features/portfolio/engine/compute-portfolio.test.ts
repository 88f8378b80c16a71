import { describe, expect, it } from 'vitest';
import { computePortfolio } from './compute-portfolio';
import type { LotMethod, MatchingRules, PortfolioTx, ValuedTx } from './types';

// Every figure below is worked by hand in the comments (decision 025): the engine must reach the
// same numbers, to the cent.

const FIATS = new Set(['usd', 'eur', 'gbp']);
const isFiat = (asset: string) => FIATS.has(asset);
const at = (iso: string) => Date.parse(iso);
let n = 0;
function tx(partial: Omit<PortfolioTx, 'id' | 'wallet'> & { wallet?: string; values?: Partial<ValuedTx['values']> }): ValuedTx {
  const { values, ...rest } = partial;
  return { id: `t${++n}`, wallet: 'Coinbase', ...rest, values: { received: null, sent: null, fee: null, ...values } };
}
const buy = (time: string, coin: string, amount: number, paid: number, fee = 0, wallet?: string) =>
  tx({
    time: at(time),
    type: 'buy',
    received: { asset: coin, amount },
    sent: { asset: 'usd', amount: paid },
    ...(fee ? { fee: { asset: 'usd', amount: fee } } : {}),
    values: { sent: paid, fee },
    ...(wallet ? { wallet } : {}),
  });
const sell = (time: string, coin: string, amount: number, got: number, fee = 0, wallet?: string) =>
  tx({
    time: at(time),
    type: 'sell',
    sent: { asset: coin, amount },
    received: { asset: 'usd', amount: got },
    ...(fee ? { fee: { asset: 'usd', amount: fee } } : {}),
    values: { received: got, fee },
    ...(wallet ? { wallet } : {}),
  });
const lots = (method: LotMethod, perWallet = false): MatchingRules => ({
  kind: 'lots',
  methodFor: () => method,
  perWallet,
  taxYear: 'calendar',
});
const cents = (value: number | null | undefined) => (value === null || value === undefined ? value : Math.round(value * 100) / 100);

/**
 * 2023-01-01 buy 1 BTC for 10,000 + 100 fee (cost 10,100); 2023-06-01 buy 1 BTC for 30,000;
 * 2024-03-01 buy 1 BTC for 20,000; 2024-07-01 sell 1.5 BTC for 60,000 less a 60 fee: proceeds
 * 59,940, or 39,960 per BTC.
 */
const btcYear = () => [
  buy('2023-01-01T10:00:00Z', 'bitcoin', 1, 10_000, 100),
  buy('2023-06-01T10:00:00Z', 'bitcoin', 1, 30_000),
  buy('2024-03-01T10:00:00Z', 'bitcoin', 1, 20_000),
  sell('2024-07-01T10:00:00Z', 'bitcoin', 1.5, 60_000, 60),
];

describe('lot methods, worked by hand', () => {
  it('FIFO: the two oldest lots; both held over a year', () => {
    // 10,100 + half of 30,000 = 25,100; gain 59,940 − 25,100 = 34,840, all long-term.
    const report = computePortfolio(btcYear(), lots('fifo'), isFiat);
    const [sale] = report.disposals;
    expect(sale).toMatchObject({ amount: 1.5, proceeds: 59_940, unmatched: 0, flagged: false, taxYear: '2024' });
    expect(sale!.parts.map((p) => [p.amount, p.cost, p.longTerm])).toEqual([
      [1, 10_100, true],
      [0.5, 15_000, true],
    ]);
    expect(cents(sale!.gain)).toBe(34_840);
    expect(cents(sale!.longTermGain)).toBe(34_840);
    expect(cents(sale!.shortTermGain)).toBe(0);
    // Left: half the June lot (15,000) and the March lot (20,000).
    expect(report.holdings).toEqual([{ asset: 'bitcoin', wallet: null, amount: 1.5, cost: 35_000, unknownCostAmount: 0 }]);
    expect(report.years).toEqual([
      expect.objectContaining({ taxYear: '2024', proceeds: 59_940, costs: 25_100, gain: 34_840, flagged: 0, uncountedProceeds: 0 }),
    ]);
  });

  it('LIFO: the March lot (short-term), then half the June lot (long-term)', () => {
    // Cost 20,000 + 15,000 = 35,000; gain 24,940: short 39,960 − 20,000 = 19,960, long 19,980 − 15,000 = 4,980.
    const [sale] = computePortfolio(btcYear(), lots('lifo'), isFiat).disposals;
    expect(sale!.parts.map((p) => [p.amount, p.cost, p.longTerm])).toEqual([
      [1, 20_000, false],
      [0.5, 15_000, true],
    ]);
    expect([cents(sale!.gain), cents(sale!.shortTermGain), cents(sale!.longTermGain)]).toEqual([24_940, 19_960, 4_980]);
  });

  it('HIFO: the June lot at 30,000, then half the March lot at 20,000', () => {
    // Cost 30,000 + 10,000 = 40,000; gain 19,940: long 39,960 − 30,000 = 9,960, short 19,980 − 10,000 = 9,980.
    const [sale] = computePortfolio(btcYear(), lots('hifo'), isFiat).disposals;
    expect(sale!.parts.map((p) => [p.amount, p.cost])).toEqual([
      [1, 30_000],
      [0.5, 10_000],
    ]);
    expect([cents(sale!.gain), cents(sale!.longTermGain), cents(sale!.shortTermGain)]).toEqual([19_940, 9_960, 9_980]);
  });

  it('average cost: half of every lot; long and short parts apart', () => {
    // 3 BTC cost 60,100; 1.5 of them 30,050; gain 29,890. Long: 0.5 of each 2023 lot (5,050 + 15,000)
    // → 39,960 − 20,050 = 19,910; short: 0.5 of the March lot (10,000) → 19,980 − 10,000 = 9,980.
    const report = computePortfolio(btcYear(), lots('average'), isFiat);
    const [sale] = report.disposals;
    expect(cents(sale!.gain)).toBe(29_890);
    expect([cents(sale!.longTermGain), cents(sale!.shortTermGain)]).toEqual([19_910, 9_980]);
    expect(report.holdings[0]).toMatchObject({ amount: 1.5, cost: 30_050 });
  });

  it('a method per tax year: 2024 by HIFO after 2023 by FIFO', () => {
    // 2023-12-01 sell 0.5 BTC for 15,000 by FIFO: half the January lot (5,050); gain 9,950.
    // 2024-07-01 sell 1.5 by HIFO from 0.5@5,050, 1@30,000, 1@20,000: 30,000 + 10,000; gain 19,940.
    const txs = [...btcYear().slice(0, 3), sell('2023-12-01T10:00:00Z', 'bitcoin', 0.5, 15_000), btcYear()[3]!];
    const rules: MatchingRules = {
      kind: 'lots',
      methodFor: (year) => (year === '2023' ? 'fifo' : 'hifo'),
      perWallet: false,
      taxYear: 'calendar',
    };
    const report = computePortfolio(txs, rules, isFiat);
    expect(report.disposals.map((d) => [d.taxYear, d.rule, cents(d.gain)])).toEqual([
      ['2023', 'fifo', 9_950],
      ['2024', 'hifo', 19_940],
    ]);
  });
});

describe('what is not a plain sale', () => {
  it('a sale with no purchase is flagged, never given a cost of zero', () => {
    // Bought 1 ETH for 1,000, sold 1.5 for 3,000: 1 matched (2,000 − 1,000 = 1,000), 0.5 unmatched (1,000 not counted).
    const report = computePortfolio(
      [buy('2024-01-01T00:00:00Z', 'ethereum', 1, 1_000), sell('2024-02-01T00:00:00Z', 'ethereum', 1.5, 3_000)],
      lots('fifo'),
      isFiat,
    );
    expect(report.disposals[0]).toMatchObject({ unmatched: 0.5, gain: 1_000, flagged: true });
    expect(report.years[0]).toMatchObject({ proceeds: 2_000, costs: 1_000, gain: 1_000, flagged: 1, uncountedProceeds: 1_000 });
    const alone = computePortfolio([sell('2024-02-01T00:00:00Z', 'solana', 2, 300)], lots('hifo'), isFiat);
    expect(alone.disposals[0]).toMatchObject({ unmatched: 2, parts: [], gain: 0, flagged: true });
    expect(alone.years[0]).toMatchObject({ gain: 0, costs: 0, uncountedProceeds: 300 });
  });

  it('a transfer between one’s own wallets is no disposal; per wallet, the lots move with it', () => {
    // Coinbase: buy 1 BTC for 10,000; move it to Ledger; sell 0.4 from Ledger for 8,000: cost 4,000, gain 4,000.
    const txs = [
      buy('2024-01-01T00:00:00Z', 'bitcoin', 1, 10_000),
      tx({ time: at('2024-02-01T00:00:00Z'), type: 'transfer', toWallet: 'Ledger', sent: { asset: 'bitcoin', amount: 1 } }),
      sell('2024-03-01T00:00:00Z', 'bitcoin', 0.4, 8_000, 0, 'Ledger'),
    ];
    const perWallet = computePortfolio(txs, lots('fifo', true), isFiat);
    expect(perWallet.disposals).toHaveLength(1);
    expect(perWallet.disposals[0]).toMatchObject({ wallet: 'Ledger', gain: 4_000, flagged: false });
    expect(perWallet.holdings).toEqual([{ asset: 'bitcoin', wallet: 'Ledger', amount: 0.6, cost: 6_000, unknownCostAmount: 0 }]);
    // Selling from the wallet the coin left: per wallet nothing is there; pooled it still is.
    const fromCoinbase = [...txs.slice(0, 2), sell('2024-03-01T00:00:00Z', 'bitcoin', 0.4, 8_000)];
    expect(computePortfolio(fromCoinbase, lots('fifo', true), isFiat).disposals[0]).toMatchObject({ unmatched: 0.4, flagged: true });
    expect(computePortfolio(fromCoinbase, lots('fifo', false), isFiat).disposals[0]).toMatchObject({ unmatched: 0, gain: 4_000 });
  });

  it('a convert disposes of one coin and acquires the other; a fee in a coin is a disposal of it too', () => {
    // 2 ETH bought for 2,000. Convert 1 ETH → 0.05 BTC worth 2,000, fee 0.001 ETH worth 2: the ETH goes
    // for 2,000 − 2 = 1,998 (cost 1,000, gain 998), the fee's ETH for 2 (cost 1, gain 1); the BTC costs 2,000.
    const convert = tx({
      time: at('2024-05-01T00:00:00Z'),
      type: 'convert',
      sent: { asset: 'ethereum', amount: 1 },
      received: { asset: 'bitcoin', amount: 0.05 },
      fee: { asset: 'ethereum', amount: 0.001 },
      values: { sent: 2_000, received: 2_000, fee: 2 },
    });
    const report = computePortfolio([buy('2024-01-01T00:00:00Z', 'ethereum', 2, 2_000), convert], lots('fifo'), isFiat);
    expect(report.disposals.map((d) => [d.cause, d.amount, d.proceeds, cents(d.gain)])).toEqual([
      ['convert', 1, 1_998, 998],
      ['fee', 0.001, 2, 1],
    ]);
    expect(report.holdings.find((h) => h.asset === 'bitcoin')).toMatchObject({ amount: 0.05, cost: 2_000 });
    expect(cents(report.holdings.find((h) => h.asset === 'ethereum')!.cost)).toBe(999);
  });

  it('income is counted in its year at its value, and that value is the coins’ cost', () => {
    // Staking 0.1 ETH worth 150, sold the next year for 200: income 150 in 2024, gain 50 in 2025.
    const staking = tx({
      time: at('2024-12-31T12:00:00Z'),
      type: 'income',
      incomeKind: 'staking',
      received: { asset: 'ethereum', amount: 0.1 },
      values: { received: 150 },
    });
    const report = computePortfolio([staking, sell('2025-01-02T00:00:00Z', 'ethereum', 0.1, 200)], lots('fifo'), isFiat);
    expect(report.income).toEqual([expect.objectContaining({ amount: 0.1, value: 150, kind: 'staking', taxYear: '2024' })]);
    expect(report.years.map((y) => [y.taxYear, y.income, cents(y.gain)])).toEqual([
      ['2024', 150, 0],
      ['2025', 0, 50],
    ]);
  });

  it('an acquisition without a known value leaves its part of a sale uncounted and flagged', () => {
    const airdrop = tx({
      time: at('2024-01-01T00:00:00Z'),
      type: 'income',
      incomeKind: 'airdrop',
      received: { asset: 'arbitrum', amount: 100 },
    });
    const report = computePortfolio([airdrop, sell('2024-02-01T00:00:00Z', 'arbitrum', 40, 80)], lots('fifo'), isFiat);
    expect(report.disposals[0]).toMatchObject({ flagged: true, gain: 0, unmatched: 0 });
    expect(report.years[0]).toMatchObject({ uncountedProceeds: 80, flagged: 1 });
    expect(report.holdings[0]).toMatchObject({ amount: 60, unknownCostAmount: 60 });
  });
});
