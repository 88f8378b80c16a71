import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ExportCell, type ExportDocument, fileNameOf } from '@/lib/export/export-document';
import type { PortfolioReport } from '../engine/compute-portfolio';
import { daysBetween, ukDay } from '../engine/tax-years';
import type { DisposalCause, DisposalResult, MatchedPart } from '../engine/types';
import type { PortfolioSettings } from '../state/portfolio-settings';
import { dayOf, type PricedTx } from '../valuation/value-transactions';

export type DisposalsExportInput = {
  report: PortfolioReport;
  priced: Record<string, PricedTx>;
  settings: PortfolioSettings;
  /** A tax year as the report names it ("2024", "2024/25"); null for every year. */
  taxYear: string | null;
  assetNames: (asset: string) => string;
};

/** Daily coin prices are the day's price at 00:00 UTC (as the calculator's exports say). */
const MIDNIGHT = '00:00';

const RULES: Record<MatchedPart['rule'] | 'uk', MessageDescriptor> = {
  fifo: msg`FIFO`,
  lifo: msg`LIFO`,
  hifo: msg`HIFO`,
  average: msg`Average cost`,
  'same-day': msg`Same day`,
  '30-day': msg`30-day rule`,
  pool: msg`Section 104 pool`,
  uk: msg`UK rules`,
};
const CAUSES: Record<DisposalCause, MessageDescriptor> = {
  sale: msg`Sale`,
  convert: msg`Convert`,
  fee: msg`Fee paid in the coin`,
};
const LEGS = { received: msg`Received`, sent: msg`Sent`, fee: msg`Fee` } as const;

const instant = (time: number): ExportCell => ({ instant: new Date(time).toISOString() });

/**
 * The disposals of a tax year (or all years) as an export document (decisions 020 and 025): one
 * row per matched part of each disposal, with its cost, its share of the proceeds, its gain and
 * the rule that matched it; a quantity no acquisition matched is a row of its own, flagged, with
 * no cost (never zero). Then every price each disposal's transaction was valued at, with its day,
 * time and source, and each year's totals as the page shows them.
 */
export function disposalsExport(i18n: I18n, input: DisposalsExportInput): ExportDocument {
  const { report, priced, settings, taxYear, assetNames } = input;
  const base = settings.reporting.toUpperCase();
  const inUsd = settings.reporting === 'usd';
  const inYear = <T extends { taxYear: string }>(item: T) => taxYear === null || item.taxYear === taxYear;
  const disposals = report.disposals.filter(inYear);
  const years = report.years.filter(inYear);
  const rule = (r: keyof typeof RULES) => i18n._(RULES[r]);
  const flagText = {
    unmatched: i18n._(msg`No matching acquisition`),
    cost: i18n._(msg`Cost unknown`),
    proceeds: i18n._(msg`Proceeds unknown`),
  };

  const poolPeriod = i18n._(msg({ context: 'holding period of a part matched with the UK Section 104 pool', message: 'Pool' }));
  // Only coins become lots, so every coin a disposal's transaction touched is in the report.
  const coinAssets = new Set([...report.disposals, ...report.holdings, ...report.income].map((item) => item.asset));

  const disposalCells = (d: DisposalResult): ExportCell[] => [d.txId, assetNames(d.asset), d.wallet, i18n._(CAUSES[d.cause]), d.taxYear];
  const partRow = (d: DisposalResult, part: MatchedPart): ExportCell[] => {
    const share = d.proceeds === null ? null : (d.proceeds / d.amount) * part.amount;
    const flags = [part.cost === null ? flagText.cost : null, share === null ? flagText.proceeds : null].filter(Boolean);
    return [
      ...disposalCells(d),
      part.acquiredAt === null ? null : instant(part.acquiredAt),
      instant(d.time),
      part.amount,
      share,
      part.cost,
      share === null || part.cost === null ? null : share - part.cost,
      holdingPeriod(d, part) ?? poolPeriod,
      rule(part.rule),
      flags.join('; '),
    ];
  };
  const unmatchedRow = (d: DisposalResult): ExportCell[] => [
    ...disposalCells(d),
    null,
    instant(d.time),
    d.unmatched,
    d.proceeds === null ? null : (d.proceeds / d.amount) * d.unmatched,
    null,
    null,
    null,
    rule(d.rule),
    d.proceeds === null ? `${flagText.unmatched}; ${flagText.proceeds}` : flagText.unmatched,
  ];
  const rows = disposals.flatMap((d) => [...d.parts.map((part) => partRow(d, part)), ...(d.unmatched > 0 ? [unmatchedRow(d)] : [])]);

  const priceRows = [...new Set(disposals.map((d) => d.txId))].flatMap((txId) => {
    const tx = priced[txId];
    if (!tx) return [];
    return (['sent', 'received', 'fee'] as const).flatMap((leg): ExportCell[][] => {
      const quantity = tx[leg];
      if (!quantity || !(quantity.amount > 0)) return [];
      const prices = tx.prices[leg];
      const cells: ExportCell[] = [txId, instant(tx.time), i18n._(LEGS[leg]), assetNames(quantity.asset), quantity.amount, tx.values[leg]];
      if (!prices) return [[...cells, null, null, null, i18n._(msg`No price that day`), ...(inUsd ? [] : [null, null, null])]];
      // Coins are priced by the day; any other asset of a transaction is money, priced by its exchange rate.
      const isCoin = coinAssets.has(quantity.asset);
      const { asset, reporting } = prices;
      return [
        [
          ...cells,
          asset.usd,
          { day: asset.day },
          isCoin ? MIDNIGHT : null,
          asset.source,
          ...(inUsd ? [] : [reporting.usd, { day: reporting.day }, reporting.source]),
        ],
      ];
    });
  });
  const lotFacts = (): [string, ExportCell][] => {
    if (settings.uk) return [[i18n._(msg`Matching`), i18n._(msg`UK rules: same day, then 30 days after, then the Section 104 pool`)]];
    const shown = taxYear === null ? [...new Set(disposals.map((d) => d.taxYear))].sort() : [taxYear];
    return [
      ...shown.map((year): [string, ExportCell] => [
        i18n._(msg`Method for ${year}`),
        rule(settings.methods[year] ?? settings.defaultMethod),
      ]),
      [i18n._(msg`Lots`), settings.perWallet ? i18n._(msg`Kept per wallet`) : i18n._(msg`Pooled across wallets`)],
    ];
  };
  const yearLabel = taxYear ?? i18n._(msg`All years`);

  return {
    name: fileNameOf('portfolio-disposals', taxYear ?? 'all', settings.reporting),
    title: i18n._(msg`Portfolio disposals: ${yearLabel}`),
    facts: [
      [i18n._(msg`Reporting currency`), base],
      [i18n._(msg`Tax year`), yearLabel],
      [i18n._(msg`Tax years run`), settings.uk ? i18n._(msg`6 April to 5 April (UK time)`) : i18n._(msg`1 January to 31 December (UTC)`)],
      ...lotFacts(),
      [i18n._(msg`Disposals`), disposals.length],
      [i18n._(msg`Flagged disposals`), disposals.filter((d) => d.flagged).length],
    ],
    tables: [
      {
        caption: i18n._(msg`Disposals`),
        columns: [
          i18n._(msg`Transaction`),
          i18n._(msg`Asset`),
          i18n._(msg`Wallet`),
          i18n._(msg`Kind`),
          i18n._(msg`Tax year`),
          i18n._(msg`Acquired`),
          i18n._(msg`Disposed`),
          i18n._(msg`Quantity`),
          i18n._(msg`Proceeds (${base})`),
          i18n._(msg`Cost (${base})`),
          i18n._(msg`Gain (${base})`),
          i18n._(msg`Holding period (days)`),
          i18n._(msg`Rule`),
          i18n._(msg`Flag`),
        ],
        rows,
      },
      {
        caption: i18n._(msg`Prices used`),
        columns: [
          i18n._(msg`Transaction`),
          i18n._(msg`Transaction time`),
          i18n._(msg`Leg`),
          i18n._(msg`Asset`),
          i18n._(msg`Amount`),
          i18n._(msg`Value (${base})`),
          i18n._(msg`USD per unit`),
          i18n._(msg`Price day`),
          i18n._(msg`Price time (UTC)`),
          i18n._(msg`Price source`),
          ...(inUsd ? [] : [i18n._(msg`USD per ${base}`), i18n._(msg`Rate day`), i18n._(msg`Rate source`)]),
        ],
        rows: priceRows,
      },
      {
        caption: i18n._(msg`Totals by tax year`),
        columns: [
          i18n._(msg`Tax year`),
          i18n._(msg`Proceeds counted (${base})`),
          i18n._(msg`Costs (${base})`),
          i18n._(msg`Gain (${base})`),
          i18n._(msg`Short-term gain (${base})`),
          i18n._(msg`Long-term gain (${base})`),
          i18n._(msg`Flagged disposals`),
          i18n._(msg`Proceeds not counted (${base})`),
        ],
        rows: years.map((y) => [
          y.taxYear,
          y.proceeds,
          y.costs,
          y.gain,
          settings.uk ? null : y.shortTermGain,
          settings.uk ? null : y.longTermGain,
          y.flagged,
          y.uncountedProceeds,
        ]),
      },
    ],
    notes: [
      i18n._(
        msg`A buy’s fee raises its cost; a sale’s or convert’s fee lowers its proceeds. A fee paid in a coin is also a disposal of that coin at the fee’s value.`,
      ),
      i18n._(
        msg`Rows flagged “No matching acquisition”, “Cost unknown” or “Proceeds unknown” are not counted in the gain: a missing cost is left empty, never taken as zero.`,
      ),
      inUsd
        ? i18n._(msg`Each value is the amount × the asset’s USD price on the transaction’s day (UTC).`)
        : i18n._(msg`Each value is the amount × the asset’s USD price ÷ the USD price of one ${base} on the transaction’s day (UTC).`),
      ...(settings.uk
        ? [
            i18n._(
              msg`Under the 30-day rule the acquisition comes after the disposal, so its holding period is negative; the Section 104 pool has no acquisition date.`,
            ),
          ]
        : []),
      i18n._(msg`This is information, not tax advice.`),
    ],
  };
}

/** Whole days from the acquisition to the disposal (UK days under the UK rules); null for the pool. */
function holdingPeriod(d: DisposalResult, part: MatchedPart): number | null {
  if (part.acquiredAt === null) return null;
  const day = d.rule === 'uk' ? ukDay : dayOf;
  return daysBetween(day(part.acquiredAt), day(d.time));
}
