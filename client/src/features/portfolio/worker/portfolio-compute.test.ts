import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDefaultCurrencies } from '@shared/currencies/default-lists';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type PortfolioSettings } from '../state/portfolio-settings';
import { computeAll, previewImport } from './portfolio-compute';

const cryptos = withDefaultCurrencies(null, 'crypto');
const fiats = withDefaultCurrencies(null, 'fiat');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../../../e2e/fixtures/portfolio', name), 'utf8');

/** The browser test's two files, read and matched as the page does (in USD, so no history price is needed). */
function reportOf(settings: Partial<PortfolioSettings>) {
  const kraken = previewImport(fixture('kraken-ledgers.csv'), cryptos, fiats)!;
  const coinbase = previewImport(fixture('coinbase-transactions.csv'), cryptos, fiats)!;
  expect([kraken.format, coinbase.format]).toEqual(['kraken-ledgers', 'coinbase']);
  const txs = [...kraken.txs, ...coinbase.txs].map((item) => item.tx);
  return computeAll({
    txs,
    coins: [],
    fiats: [],
    fiatIds: fiats.map((f) => f.id),
    settings: { ...DEFAULT_SETTINGS, ...settings },
    today: '2024-12-31',
  }).report;
}

// Lots, pooled: A 2024-01-10 0.1 BTC for 4,000 + 10 fee = 4,010; C 2024-02-15 0.05 BTC for
// 2,500 + 20 = 2,520; B 2024-03-10 0.1 BTC for 6,000 + 15 = 6,015. Sales: 2024-06-10 0.15 BTC
// for 9,750 − 20 = 9,730; 2024-08-01 0.05 BTC for 3,000 − 15 = 2,985; 2024-09-01 0.5 ETH for
// 1,250 − 10 = 1,240 with no ETH ever bought.
describe('the browser test’s Kraken ledger and Coinbase file, matched', () => {
  it('FIFO: 9,730 − (4,010 + 2,520) = 3,200, and 2,985 − 6,015 / 2 = −22.50: 3,177.50', () => {
    const [year] = reportOf({ defaultMethod: 'fifo' }).years;
    expect(year!.taxYear).toBe('2024');
    expect(year!.gain).toBeCloseTo(3_177.5, 6);
    expect(year!.flagged).toBe(1);
    expect(year!.uncountedProceeds).toBeCloseTo(1_240, 6);
  });

  it('HIFO: 9,730 − (6,015 + 2,520) = 1,195, and 2,985 − 4,010 / 2 = 980: 2,175', () => {
    const report = reportOf({ defaultMethod: 'hifo' });
    expect(report.years[0]!.gain).toBeCloseTo(2_175, 6);
    const eth = report.disposals.find((d) => d.asset === 'ethereum')!;
    expect(eth).toMatchObject({ flagged: true, unmatched: 0.5 });
    // What is left: 0.05 of lot A, at half its cost.
    expect(report.holdings).toEqual([
      expect.objectContaining({ asset: 'bitcoin', amount: expect.closeTo(0.05, 12), cost: expect.closeTo(2_005, 6) }),
    ]);
  });

  it('UK rules: one Section 104 pool of 0.25 BTC for 12,545; 9,730 − 7,527 = 2,203 and 2,985 − 2,509 = 476: 2,679 in 2024/25', () => {
    const report = reportOf({ uk: true });
    expect(report.years.map((y) => y.taxYear)).toEqual(['2024/25']);
    expect(report.years[0]!.gain).toBeCloseTo(2_679, 6);
    expect(report.years[0]!.flagged).toBe(1);
  });
});
