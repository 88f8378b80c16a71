import { getOrCreate } from './get-or-create';
import { ABSOLUTE_DUST, DUST, disposalResult } from './disposal-result';
import { heldOverAYear, taxYearOf } from './tax-years';
import type { DisposalResult, LedgerEvent, LotMethod, MatchedPart, MatchingRules } from './types';

/** An acquisition still (partly) held: its remaining quantity and the cost of that quantity. */
export type Lot = { txId: string; time: number; asset: string; wallet: string; amount: number; cost: number | null };

export type MatchOutcome = { disposals: DisposalResult[]; lots: Lot[] };

/**
 * Matches every disposal with held lots by the tax year's method (decision 025): FIFO the oldest
 * first, LIFO the newest, HIFO the highest unit cost, average a proportional share of every lot.
 * Lots are kept per asset, or per asset and wallet; a transfer between wallets moves lots (oldest
 * first) with their dates and costs and is no disposal. Events must come in time order.
 */
export function matchLots(events: readonly LedgerEvent[], rules: Extract<MatchingRules, { kind: 'lots' }>): MatchOutcome {
  const held = new Map<string, Lot[]>();
  const keyOf = (asset: string, wallet: string) => (rules.perWallet ? `${asset}\u0000${wallet}` : asset);
  const lotsAt = (key: string) => getOrCreate(held, key, (): Lot[] => []);
  const disposals: DisposalResult[] = [];

  for (const event of events) {
    if (event.type === 'acquire') {
      insertByTime(lotsAt(keyOf(event.asset, event.wallet)), {
        txId: event.txId,
        time: event.time,
        asset: event.asset,
        wallet: event.wallet,
        amount: event.amount,
        cost: event.cost,
      });
    } else if (event.type === 'transfer') {
      if (!rules.perWallet) continue;
      const from = lotsAt(keyOf(event.asset, event.from));
      const to = lotsAt(keyOf(event.asset, event.to));
      let left = event.amount;
      while (left > event.amount * DUST && from.length > 0) {
        const lot = from[0]!;
        const take = Math.min(lot.amount, left);
        const share = take / lot.amount;
        const moved = { ...lot, wallet: event.to, amount: take, cost: lot.cost === null ? null : lot.cost * share };
        lot.amount -= take;
        if (lot.cost !== null) lot.cost -= moved.cost!;
        if (lot.amount <= take * DUST) from.shift();
        insertByTime(to, moved);
        left -= take;
      }
      // More moved than the wallet held: the rest arrives with no known cost, and says so.
      if (left > event.amount * DUST) {
        insertByTime(to, { txId: event.txId, time: event.time, asset: event.asset, wallet: event.to, amount: left, cost: null });
      }
    } else {
      const taxYear = taxYearOf(event.time, rules.taxYear);
      const method = rules.methodFor(taxYear);
      const lots = lotsAt(keyOf(event.asset, event.wallet));
      const { parts, unmatched } =
        method === 'average' ? takeAverage(lots, event.amount, event.time) : takeOrdered(lots, event.amount, event.time, method);
      disposals.push(disposalResult(event, parts, unmatched, taxYear, method));
    }
  }
  return { disposals, lots: [...held.values()].flat().filter((lot) => lot.amount > 0) };
}

function insertByTime(lots: Lot[], lot: Lot): void {
  let i = lots.length;
  while (i > 0 && lots[i - 1]!.time > lot.time) i--;
  lots.splice(i, 0, lot);
}

const unitCost = (lot: Lot) => (lot.cost === null ? Number.NEGATIVE_INFINITY : lot.cost / lot.amount);

/** FIFO, LIFO or HIFO: whole lots in that order, the last one in part. */
function takeOrdered(lots: Lot[], amount: number, time: number, method: Exclude<LotMethod, 'average'>) {
  const order =
    method === 'fifo'
      ? [...lots]
      : method === 'lifo'
        ? [...lots].reverse()
        : [...lots].sort((a, b) => unitCost(b) - unitCost(a) || a.time - b.time);
  const parts: MatchedPart[] = [];
  let left = amount;
  for (const lot of order) {
    if (left <= amount * DUST) break;
    const take = Math.min(lot.amount, left);
    const cost = lot.cost === null ? null : lot.amount === take ? lot.cost : (lot.cost * take) / lot.amount;
    parts.push({ acquiredBy: lot.txId, acquiredAt: lot.time, amount: take, cost, rule: method, longTerm: heldOverAYear(lot.time, time) });
    lot.amount -= take;
    if (lot.cost !== null) lot.cost -= cost!;
    left -= take;
  }
  removeEmpty(lots);
  return { parts, unmatched: Math.max(0, left) };
}

/**
 * Average cost: the same share of every lot, so each keeps its date (for the holding period) and
 * a later year's method still finds them. Reported as at most two parts: held more than a year,
 * and not; each dated by its oldest lot.
 */
function takeAverage(lots: Lot[], amount: number, time: number) {
  const total = lots.reduce((sum, lot) => sum + lot.amount, 0);
  const take = Math.min(total, amount);
  const share = total > 0 ? take / total : 0;
  const groups = new Map<boolean, MatchedPart>();
  for (const lot of lots) {
    const part = lot.amount * share;
    const cost = lot.cost === null ? null : lot.cost * share;
    const longTerm = heldOverAYear(lot.time, time);
    const group = groups.get(longTerm);
    if (group) {
      group.amount += part;
      group.cost = group.cost === null || cost === null ? null : group.cost + cost;
    } else {
      groups.set(longTerm, { acquiredBy: null, acquiredAt: lot.time, amount: part, cost, rule: 'average', longTerm });
    }
    lot.amount -= part;
    if (lot.cost !== null) lot.cost -= cost!;
  }
  removeEmpty(lots);
  return { parts: [...groups.values()].filter((part) => part.amount > 0), unmatched: Math.max(0, amount - take) };
}

function removeEmpty(lots: Lot[]): void {
  for (let i = lots.length - 1; i >= 0; i--) if (lots[i]!.amount <= ABSOLUTE_DUST) lots.splice(i, 1);
}
