import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ExportCell, type ExportDocument, fileNameOf } from '@/lib/export/export-document';
import { profitSteps } from './calculate';
import type { DcaCalculation } from './run-dca';
import type { CalculationResult } from './run-calculation';

/**
 * A calculation as an export document (decision 020), every figure it was made from with its day,
 * time, source and formula. Built from the very result object the page shows; the profit export
 * takes each step unrounded from the arithmetic the result rounds (profitSteps).
 */

/** Daily prices are the day's open, at 00:00 UTC. */
const MIDNIGHT = '00:00';

/** A rate's formula: the reference rate of `date`, or of the working day before it. */
const rateOfDay = (i18n: I18n, date: string) => i18n._(msg`rate of the last working day on or before ${date}`);

/** The DCA calculation: what was asked, one row per purchase, then each result and its formula. */
export function dcaExport(i18n: I18n, r: DcaCalculation): ExportDocument {
  const base = r.base.toUpperCase();
  const coin = r.coinSymbol.toUpperCase();
  const { coinName } = r;
  const inUsd = base === 'USD';
  const frequency = { daily: i18n._(msg`Daily`), weekly: i18n._(msg`Weekly`), monthly: i18n._(msg`Monthly`) }[r.frequency];
  const columns = [
    i18n._(msg`Date`),
    i18n._(msg`Time (UTC)`),
    i18n._(msg`Invested (${base})`),
    i18n._(msg`Price (${base} per ${coin})`),
    i18n._(msg`${coin} bought`),
    i18n._(msg`USD price`),
    i18n._(msg`Source of the USD price`),
    ...(inUsd ? [] : [i18n._(msg`${base} per USD`), i18n._(msg`Rate published on`), i18n._(msg`Source of the rate`)]),
  ];
  const source = r.currentSource;
  const purchases = r.bought.map((p): ExportCell[] => {
    const atLivePrice = p.usd === null;
    const row: ExportCell[] = [
      { day: p.date },
      atLivePrice ? { instant: r.currentAsOf } : MIDNIGHT,
      r.amount,
      p.price,
      p.coins,
      p.usd?.price ?? null,
      atLivePrice ? i18n._(msg`Live price (${source})`) : (p.usd?.source ?? null),
    ];
    if (!inUsd) row.push(p.fx?.perUsd ?? null, p.fx ? { day: p.fx.rateDate } : null, p.fx?.source ?? null);
    return row;
  });
  const lumpDate = r.lumpSum.date;
  const results: ExportCell[][] = [
    [i18n._(msg`Total invested (${base})`), r.invested, i18n._(msg`amount per purchase × purchases made`)],
    [i18n._(msg`${coin} accumulated`), r.coins, i18n._(msg`sum over the purchases of amount per purchase ÷ price`)],
    [i18n._(msg`Average cost (${base} per ${coin})`), r.averageCost, i18n._(msg`total invested ÷ coins accumulated`)],
    [i18n._(msg`Current price (${base} per ${coin})`), r.currentPrice, i18n._(msg`Live price (${source})`)],
    [i18n._(msg`Value now (${base})`), r.valueNow, i18n._(msg`coins accumulated × current price`)],
    [i18n._(msg`Profit or loss (${base})`), r.profitLoss, i18n._(msg`value now − total invested`)],
    [i18n._(msg`Change (%)`), r.percentageChange, i18n._(msg`profit or loss ÷ total invested × 100`)],
    [i18n._(msg`Lump sum: price on ${lumpDate} (${base} per ${coin})`), r.lumpSum.price, i18n._(msg`the first purchase’s price`)],
    [i18n._(msg`Lump sum: value now (${base})`), r.lumpSum.valueNow, i18n._(msg`total invested ÷ lump sum price × current price`)],
    [i18n._(msg`Buying on a schedule minus the lump sum (${base})`), r.difference, i18n._(msg`value now − lump sum value now`)],
  ];
  return {
    name: fileNameOf('dca', r.coinSymbol, r.base, r.firstPurchase, 'to', r.lastPurchase),
    title: i18n._(msg`Dollar-cost averaging: ${coinName} (${coin})`),
    facts: [
      [i18n._(msg`Amount per purchase (${base})`), r.amount],
      [i18n._(msg`Frequency`), frequency],
      [i18n._(msg`First purchase`), { day: r.firstPurchase }],
      [i18n._(msg`Last purchase`), { day: r.lastPurchase }],
      [i18n._(msg`Scheduled purchases`), r.scheduled],
      [i18n._(msg`Purchases made`), r.purchases],
      [i18n._(msg`Days skipped (no price that day)`), r.skipped.join(' ')],
      [i18n._(msg`Current price as of`), { instant: r.currentAsOf }],
    ],
    tables: [
      {
        caption: i18n._(msg({ context: 'caption of the export table listing each purchase', message: 'Purchases' })),
        columns,
        rows: purchases,
      },
      { caption: i18n._(msg`Results`), columns: [i18n._(msg`Figure`), i18n._(msg`Value`), i18n._(msg`Formula`)], rows: results },
    ],
    notes: [
      i18n._(
        msg`Each purchase uses the day’s price at 00:00 UTC; a purchase today, before that day is in the history, uses the live price. Fees and taxes are not included.`,
      ),
    ],
  };
}

/**
 * A Profit/Loss or What If result: each price with its day, time and source, the rate leg, both
 * fees and every step's formula.
 */
export function profitExport(i18n: I18n, r: CalculationResult, whatIf: boolean): ExportDocument {
  const base = r.currency;
  const coin = r.coinSymbol.toUpperCase();
  const { coinName, initialDate, finalDate } = r;
  const { amount, buyUsd, sellUsd, live } = r.provenance;
  const { buyFee, coins, gross, sellFee, finalValue, profitLoss, percentageChange } = profitSteps({
    amount,
    buyPrice: r.initialPrice,
    sellPrice: r.finalPrice,
    feePercent: r.feePercent,
  });
  const inUsd = base === 'USD';
  const fx = r.fx;
  const rateSource = (leg: { source?: string | undefined }) => leg.source ?? fx?.sources.join(', ') ?? null;
  const usdPriceLabel = i18n._(msg`${coin} price in USD`);
  const rateLabel = i18n._(msg`${base} per USD`);
  const priceFormula = inUsd ? i18n._(msg`the USD price`) : i18n._(msg`USD price × ${base} per USD`);
  // Figure, value, date, time (UTC), source, formula.
  const rows: ExportCell[][] = [
    [i18n._(msg`Amount invested (${base})`), amount, { day: initialDate }, null, null, i18n._(msg`as entered`)],
    [usdPriceLabel, buyUsd.price, { day: initialDate }, MIDNIGHT, buyUsd.source, null],
  ];
  if (!inUsd && fx) rows.push([rateLabel, fx.buy.perUsd, { day: fx.buy.rateDate }, null, rateSource(fx.buy), rateOfDay(i18n, initialDate)]);
  rows.push(
    [i18n._(msg`Purchase price (${base} per ${coin})`), r.initialPrice, { day: initialDate }, MIDNIGHT, null, priceFormula],
    [i18n._(msg`Exchange fee (%)`), r.feePercent, null, null, null, i18n._(msg`as entered; paid on the purchase and on the sale`)],
    [i18n._(msg`Fee on the purchase (${base})`), buyFee, { day: initialDate }, null, null, i18n._(msg`amount invested × fee`)],
    [
      i18n._(msg`${coin} bought`),
      coins,
      { day: initialDate },
      null,
      null,
      i18n._(msg`(amount invested − fee on the purchase) ÷ purchase price`),
    ],
  );
  if (live) {
    const source = live.source;
    rows.push([
      i18n._(msg`Sale price (${base} per ${coin})`),
      r.finalPrice,
      { day: finalDate },
      { instant: live.asOf },
      i18n._(msg`Live price (${source})`),
      i18n._(msg`the live price`),
    ]);
  } else {
    rows.push([usdPriceLabel, sellUsd?.price ?? null, { day: finalDate }, MIDNIGHT, sellUsd?.source ?? null, null]);
    if (!inUsd && fx?.sell)
      rows.push([rateLabel, fx.sell.perUsd, { day: fx.sell.rateDate }, null, rateSource(fx.sell), rateOfDay(i18n, finalDate)]);
    rows.push([i18n._(msg`Sale price (${base} per ${coin})`), r.finalPrice, { day: finalDate }, MIDNIGHT, null, priceFormula]);
  }
  rows.push(
    [i18n._(msg`Value before the sale fee (${base})`), gross, { day: finalDate }, null, null, i18n._(msg`${coin} bought × sale price`)],
    [i18n._(msg`Fee on the sale (${base})`), sellFee, { day: finalDate }, null, null, i18n._(msg`value before the sale fee × fee`)],
    [
      i18n._(msg`Final value (${base})`),
      finalValue,
      { day: finalDate },
      null,
      null,
      i18n._(msg`value before the sale fee − fee on the sale`),
    ],
    [i18n._(msg`Profit or loss (${base})`), profitLoss, null, null, null, i18n._(msg`final value − amount invested`)],
    [i18n._(msg`Change (%)`), percentageChange, null, null, null, i18n._(msg`profit or loss ÷ amount invested × 100`)],
  );
  return {
    name: fileNameOf(whatIf ? 'what-if' : 'profit', r.coinSymbol, r.currency, initialDate, 'to', finalDate),
    title: whatIf ? i18n._(msg`What if: ${coinName} (${coin})`) : i18n._(msg`Profit / loss: ${coinName} (${coin})`),
    facts: [
      [i18n._(msg`Amount invested (${base})`), amount],
      [i18n._(msg`Purchase date`), { day: initialDate }],
      [i18n._(msg`Sale date`), { day: finalDate }],
      [i18n._(msg`Exchange fee (%)`), r.feePercent],
    ],
    tables: [
      {
        caption: i18n._(msg`Figures`),
        columns: [
          i18n._(msg`Figure`),
          i18n._(msg`Value`),
          i18n._(msg`Date`),
          i18n._(msg`Time (UTC)`),
          i18n._(msg`Source`),
          i18n._(msg`Formula`),
        ],
        rows,
      },
    ],
    notes: [i18n._(msg`Historical prices are the day’s price at 00:00 UTC. Taxes are not included.`)],
  };
}
