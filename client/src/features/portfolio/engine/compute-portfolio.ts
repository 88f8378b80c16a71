import { getOrCreate } from './get-or-create';
import { ledgerEvents } from './ledger-events';
import { type Lot, matchLots } from './lot-matching';
import { type TaxYearKind, taxYearOf } from './tax-years';
import type { DisposalResult, IncomeKind, MatchingRules, ValuedTx } from './types';
import { matchUk } from './uk-matching';

export type Holding = {
  asset: string;
  /** The wallet, when lots are kept per wallet; null when pooled. */
  wallet: string | null;
  amount: number;
  /** The cost of the part whose cost is known. */
  cost: number;
  /** Of `amount`, the part acquired without a known value (or moved in beyond what was held). */
  unknownCostAmount: number;
};

export type IncomeItem = {
  txId: string;
  time: number;
  asset: string;
  amount: number;
  value: number | null;
  kind: IncomeKind;
  taxYear: string;
};

export type YearSummary = {
  taxYear: string;
  /** Proceeds of what was matched with a known cost: what `gain` counts. */
  proceeds: number;
  costs: number;
  gain: number;
  shortTermGain: number;
  longTermGain: number;
  income: number;
  /** Disposals with something that cannot be counted (named on the page and in every export). */
  flagged: number;
  /** Proceeds of quantities with no matching acquisition or no known cost: not in `gain`. */
  uncountedProceeds: number;
};

export type PortfolioReport = { disposals: DisposalResult[]; holdings: Holding[]; years: YearSummary[]; income: IncomeItem[] };

/**
 * Everything the portfolio page shows from the recorded transactions (decision 025): each
 * disposal matched by the chosen rules, what is still held at what cost, and each tax year's
 * realized gain and income. Values must already be in the one reporting currency.
 */
export function computePortfolio(txs: readonly ValuedTx[], rules: MatchingRules, isFiat: (asset: string) => boolean): PortfolioReport {
  const ordered = [...txs].sort((a, b) => a.time - b.time);
  const events = ordered.flatMap((tx) => ledgerEvents(tx, isFiat));
  const outcome = rules.kind === 'uk' ? matchUk(events) : matchLots(events, rules);
  const yearKind: TaxYearKind = rules.kind === 'uk' ? 'uk' : rules.taxYear;

  const income: IncomeItem[] = events.flatMap((event) =>
    event.type === 'acquire' && event.income
      ? [
          {
            txId: event.txId,
            time: event.time,
            asset: event.asset,
            amount: event.amount,
            value: event.cost,
            kind: event.income,
            taxYear: taxYearOf(event.time, yearKind),
          },
        ]
      : [],
  );
  return {
    disposals: outcome.disposals,
    holdings: holdingsOf(outcome.lots, rules.kind === 'lots' && rules.perWallet),
    years: yearSummaries(outcome.disposals, income),
    income,
  };
}

function holdingsOf(lots: readonly Lot[], perWallet: boolean): Holding[] {
  const byKey = new Map<string, Holding>();
  for (const lot of lots) {
    const key = perWallet ? `${lot.asset}\u0000${lot.wallet}` : lot.asset;
    const holding = getOrCreate(byKey, key, () => ({
      asset: lot.asset,
      wallet: perWallet ? lot.wallet : null,
      amount: 0,
      cost: 0,
      unknownCostAmount: 0,
    }));
    holding.amount += lot.amount;
    if (lot.cost === null) holding.unknownCostAmount += lot.amount;
    else holding.cost += lot.cost;
  }
  return [...byKey.values()];
}

function yearSummaries(disposals: readonly DisposalResult[], income: readonly IncomeItem[]): YearSummary[] {
  const years = new Map<string, YearSummary>();
  const yearOf = (taxYear: string) =>
    getOrCreate(years, taxYear, () => ({
      taxYear,
      proceeds: 0,
      costs: 0,
      gain: 0,
      shortTermGain: 0,
      longTermGain: 0,
      income: 0,
      flagged: 0,
      uncountedProceeds: 0,
    }));
  for (const disposal of disposals) {
    const year = yearOf(disposal.taxYear);
    if (disposal.flagged) year.flagged++;
    if (disposal.proceeds === null) continue;
    const perUnit = disposal.proceeds / disposal.amount;
    const counted = disposal.parts.filter((part) => part.cost !== null);
    const countedAmount = counted.reduce((sum, part) => sum + part.amount, 0);
    year.proceeds += perUnit * countedAmount;
    year.costs += counted.reduce((sum, part) => sum + part.cost!, 0);
    year.uncountedProceeds += perUnit * (disposal.amount - countedAmount);
    year.gain += disposal.gain ?? 0;
    year.shortTermGain += disposal.shortTermGain ?? 0;
    year.longTermGain += disposal.longTermGain ?? 0;
  }
  for (const item of income) if (item.value !== null) yearOf(item.taxYear).income += item.value;
  return [...years.values()].sort((a, b) => a.taxYear.localeCompare(b.taxYear));
}
