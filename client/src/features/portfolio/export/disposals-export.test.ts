import { describe, expect, it } from 'vitest';
import { documentCsv } from '@/lib/export/export-document';
import { createI18n } from '@/lib/i18n';
import { computePortfolio } from '../engine/compute-portfolio';
import type { PortfolioTx, Quantity } from '../engine/types';
import { DEFAULT_SETTINGS, matchingRules, type PortfolioSettings } from '../state/portfolio-settings';
import type { DayPrice } from '../valuation/price-book';
import type { LegPrices, PricedTx } from '../valuation/value-transactions';
import { disposalsExport } from './disposals-export';

const en = createI18n('en', {});
const FIATS = new Set(['usd', 'eur', 'gbp']);
const isFiat = (asset: string) => FIATS.has(asset);
const NAMES: Record<string, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', eur: 'Euro', gbp: 'Pound sterling' };
const assetNames = (asset: string) => NAMES[asset] ?? asset;

/** A leg: what moved, and its asset's USD price (null: no price that day). */
type Leg = { quantity: Quantity; price: DayPrice | null };
/** A transaction with its legs valued as value-transactions.ts does: amount × USD price ÷ the reporting currency's. */
function priced(
  id: string,
  iso: string,
  type: PortfolioTx['type'],
  reporting: DayPrice,
  legs: { received?: Leg; sent?: Leg; fee?: Leg },
  extra: Partial<PortfolioTx> = {},
): PricedTx {
  const value = (leg: Leg | undefined) => (leg?.price ? (leg.quantity.amount * leg.price.usd) / reporting.usd : null);
  const prices = (leg: Leg | undefined): LegPrices => (leg?.price ? { asset: leg.price, reporting } : null);
  return {
    id,
    time: Date.parse(iso),
    type,
    wallet: 'Kraken',
    ...extra,
    ...(legs.received ? { received: legs.received.quantity } : {}),
    ...(legs.sent ? { sent: legs.sent.quantity } : {}),
    ...(legs.fee ? { fee: legs.fee.quantity } : {}),
    values: { received: value(legs.received), sent: value(legs.sent), fee: legs.fee ? value(legs.fee) : 0 },
    prices: { received: prices(legs.received), sent: prices(legs.sent), fee: prices(legs.fee) },
  };
}
const leg = (asset: string, amount: number, usd: number | null, source: string, day: string): Leg => ({
  quantity: { asset, amount },
  price: usd === null ? null : { usd, source, day },
});
// 1 EUR is 1.25 USD throughout (exact in binary, so the figures are too); 2025-03-01 is a Saturday, so its rate is Friday's.
const ecb = (day: string): DayPrice => ({ usd: 1.25, source: 'ECB via Frankfurter', day });
const euros = (amount: number, day: string) => leg('eur', amount, 1.25, 'ECB via Frankfurter', day);

/**
 * 2024-01-10 buy 1 BTC for 30,000 EUR + a 30 EUR fee: cost 30,030.
 * 2024-02-01 1 ETH staked, no price that day: cost unknown.
 * 2024-05-01 sell that ETH for 3,000 EUR: flagged "Cost unknown", no gain counted.
 * 2025-03-01 sell 1.5 BTC for 90,000 EUR less a 90 EUR fee: proceeds 89,910, 59,940 per BTC.
 *   1 BTC matches the January lot: proceeds 59,940, cost 30,030, gain 29,910, held 416 days
 *   (2024-01-10 → 2025-01-10 is 366 days in a leap year, → 2025-03-01 another 21 + 29 = 50).
 *   0.5 BTC matches nothing: proceeds 29,970, no cost, flagged "No matching acquisition".
 */
const txs = [
  priced('buy-btc', '2024-01-10T09:30:00Z', 'buy', ecb('2024-01-10'), {
    received: leg('bitcoin', 1, 37_500, 'CoinGecko', '2024-01-10'),
    sent: euros(30_000, '2024-01-10'),
    fee: euros(30, '2024-01-10'),
  }),
  priced(
    'stake-eth',
    '2024-02-01T00:00:00Z',
    'income',
    ecb('2024-02-01'),
    { received: leg('ethereum', 1, null, '', '') },
    { incomeKind: 'staking' },
  ),
  priced('sell-eth', '2024-05-01T12:00:00Z', 'sell', ecb('2024-04-30'), {
    sent: leg('ethereum', 1, 3_750, 'Kraken', '2024-05-01'),
    received: euros(3_000, '2024-04-30'),
  }),
  priced('sell-btc', '2025-03-01T15:45:00Z', 'sell', ecb('2025-02-28'), {
    sent: leg('bitcoin', 1.5, 75_000, 'CoinGecko', '2025-03-01'),
    received: euros(90_000, '2025-02-28'),
    fee: euros(90, '2025-02-28'),
  }),
];
const settings: PortfolioSettings = { ...DEFAULT_SETTINGS, reporting: 'eur', methods: { '2024': 'lifo' } };
const report = computePortfolio(txs, matchingRules(settings), isFiat);
const byId = Object.fromEntries(txs.map((tx) => [tx.id, tx]));
const exportOf = (taxYear: string | null) => disposalsExport(en, { report, priced: byId, settings, taxYear, assetNames });

const SOLD_BTC = { instant: '2025-03-01T15:45:00.000Z' };

describe('the disposals export', () => {
  it('has one row per matched part, and the unmatched quantity as its own flagged row with no cost', () => {
    const doc = exportOf('2025');
    const [disposals] = doc.tables;
    expect(disposals!.columns).toEqual([
      'Transaction',
      'Asset',
      'Wallet',
      'Kind',
      'Tax year',
      'Acquired',
      'Disposed',
      'Quantity',
      'Proceeds (EUR)',
      'Cost (EUR)',
      'Gain (EUR)',
      'Holding period (days)',
      'Rule',
      'Flag',
    ]);
    expect(disposals!.rows).toEqual([
      [
        'sell-btc',
        'Bitcoin',
        'Kraken',
        'Sale',
        '2025',
        { instant: '2024-01-10T09:30:00.000Z' },
        SOLD_BTC,
        1,
        59_940,
        30_030,
        29_910,
        416,
        'FIFO',
        '',
      ],
      ['sell-btc', 'Bitcoin', 'Kraken', 'Sale', '2025', null, SOLD_BTC, 0.5, 29_970, null, null, null, 'FIFO', 'No matching acquisition'],
    ]);
    expect(doc.facts).toEqual([
      ['Reporting currency', 'EUR'],
      ['Tax year', '2025'],
      ['Tax years run', '1 January to 31 December (UTC)'],
      ['Method for 2025', 'FIFO'],
      ['Lots', 'Pooled across wallets'],
      ['Disposals', 1],
      ['Flagged disposals', 1],
    ]);
    expect(doc.name).toBe('portfolio-disposals-2025-eur');
  });

  it('cites every price the disposal was valued at: its day, time and source, and the euro’s rate', () => {
    const prices = exportOf('2025').tables[1]!;
    expect(prices.columns.slice(-3)).toEqual(['USD per EUR', 'Rate day', 'Rate source']);
    const rate = [1.25, { day: '2025-02-28' }, 'ECB via Frankfurter'];
    expect(prices.rows).toEqual([
      // 1.5 × 75,000 USD ÷ 1.25 = 90,000 EUR: the coin's price is the day's, at 00:00 UTC.
      ['sell-btc', SOLD_BTC, 'Sent', 'Bitcoin', 1.5, 90_000, 75_000, { day: '2025-03-01' }, '00:00', 'CoinGecko', ...rate],
      // Money is priced by its exchange rate, published on the Friday: no time of day.
      ['sell-btc', SOLD_BTC, 'Received', 'Euro', 90_000, 90_000, 1.25, { day: '2025-02-28' }, null, 'ECB via Frankfurter', ...rate],
      ['sell-btc', SOLD_BTC, 'Fee', 'Euro', 90, 90, 1.25, { day: '2025-02-28' }, null, 'ECB via Frankfurter', ...rate],
    ]);
  });

  it('for all years: the cost-unknown disposal too, each year’s method and totals that leave flagged parts out', () => {
    const doc = exportOf(null);
    const [disposals, , totals] = doc.tables;
    // 2024-02-01 → 2024-05-01: 29 + 31 + 30 = 90 days.
    expect(disposals!.rows[0]).toEqual([
      'sell-eth',
      'Ethereum',
      'Kraken',
      'Sale',
      '2024',
      { instant: '2024-02-01T00:00:00.000Z' },
      { instant: '2024-05-01T12:00:00.000Z' },
      1,
      3_000,
      null,
      null,
      90,
      'LIFO',
      'Cost unknown',
    ]);
    expect(disposals!.rows).toHaveLength(3);
    expect(doc.facts).toContainEqual(['Method for 2024', 'LIFO']);
    expect(doc.facts).toContainEqual(['Method for 2025', 'FIFO']);
    expect(doc.facts).toContainEqual(['Tax year', 'All years']);
    // 2024: nothing counted, 3,000 not counted; 2025: 59,940 − 30,030 = 29,910, 29,970 not counted.
    expect(totals!.rows).toEqual([
      ['2024', 0, 0, 0, 0, 0, 1, 3_000],
      ['2025', 59_940, 30_030, 29_910, 0, 29_910, 1, 29_970],
    ]);
    expect(doc.name).toBe('portfolio-disposals-all-eur');
  });

  it('writes the CSV a spreadsheet opens: the rows, the empty cost of the flagged row and the notes', () => {
    const lines = documentCsv(exportOf('2025')).split('\r\n');
    expect(lines).toContain(
      'sell-btc,Bitcoin,Kraken,Sale,2025,2024-01-10T09:30:00.000Z,2025-03-01T15:45:00.000Z,1,59940,30030,29910,416,FIFO,',
    );
    expect(lines).toContain('sell-btc,Bitcoin,Kraken,Sale,2025,,2025-03-01T15:45:00.000Z,0.5,29970,,,,FIFO,No matching acquisition');
    expect(lines).toContain(
      'A buy’s fee raises its cost; a sale’s or convert’s fee lowers its proceeds. A fee paid in a coin is also a disposal of that coin at the fee’s value.',
    );
    // A note with commas is one quoted field.
    expect(lines).toContain(
      '"Rows flagged “No matching acquisition”, “Cost unknown” or “Proceeds unknown” are not counted in the gain: a missing cost is left empty, never taken as zero."',
    );
    expect(lines).toContain('"This is information, not tax advice."');
  });

  it('under the UK rules: same-day and Section 104 pool parts, UK tax years', () => {
    // 2024-05-01 buy 2 BTC for 20,000 GBP (pool: 10,000 each); 2024-06-10 buy 1 BTC for 15,000 and,
    // later that day, sell 2 BTC for 40,000 (20,000 each). Same day: 1 BTC at 15,000, gain 5,000;
    // then the pool: 1 BTC at 10,000, gain 10,000.
    const gbp = (day: string): DayPrice => ({ usd: 1.25, source: 'ECB via Frankfurter', day });
    const pounds = (amount: number, day: string) => leg('gbp', amount, 1.25, 'ECB via Frankfurter', day);
    const uk = [
      priced('b1', '2024-05-01T10:00:00Z', 'buy', gbp('2024-05-01'), {
        received: leg('bitcoin', 2, 12_500, 'CoinGecko', '2024-05-01'),
        sent: pounds(20_000, '2024-05-01'),
      }),
      priced('b2', '2024-06-10T09:00:00Z', 'buy', gbp('2024-06-10'), {
        received: leg('bitcoin', 1, 18_750, 'CoinGecko', '2024-06-10'),
        sent: pounds(15_000, '2024-06-10'),
      }),
      priced('s1', '2024-06-10T15:00:00Z', 'sell', gbp('2024-06-10'), {
        sent: leg('bitcoin', 2, 25_000, 'CoinGecko', '2024-06-10'),
        received: pounds(40_000, '2024-06-10'),
      }),
    ];
    const ukSettings: PortfolioSettings = { ...DEFAULT_SETTINGS, reporting: 'gbp', uk: true };
    const ukReport = computePortfolio(uk, matchingRules(ukSettings), isFiat);
    const doc = disposalsExport(en, {
      report: ukReport,
      priced: Object.fromEntries(uk.map((tx) => [tx.id, tx])),
      settings: ukSettings,
      taxYear: '2024/25',
      assetNames,
    });
    const sold = { instant: '2024-06-10T15:00:00.000Z' };
    expect(doc.tables[0]!.rows).toEqual([
      [
        's1',
        'Bitcoin',
        'Kraken',
        'Sale',
        '2024/25',
        { instant: '2024-06-10T09:00:00.000Z' },
        sold,
        1,
        20_000,
        15_000,
        5_000,
        0,
        'Same day',
        '',
      ],
      ['s1', 'Bitcoin', 'Kraken', 'Sale', '2024/25', null, sold, 1, 20_000, 10_000, 10_000, 'Pool', 'Section 104 pool', ''],
    ]);
    expect(doc.facts).toContainEqual(['Matching', 'UK rules: same day, then 30 days after, then the Section 104 pool']);
    expect(doc.facts).toContainEqual(['Tax years run', '6 April to 5 April (UK time)']);
    expect(doc.name).toBe('portfolio-disposals-2024-25-gbp');
  });
});
