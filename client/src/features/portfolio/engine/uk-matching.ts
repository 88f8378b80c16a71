import { getOrCreate } from './get-or-create';
import { DUST, disposalResult } from './disposal-result';
import type { Lot, MatchOutcome } from './lot-matching';
import { daysBetween, taxYearOf, ukDay } from './tax-years';
import type { DisposalResult, LedgerEvent, MatchedPart } from './types';

type Acquire = Extract<LedgerEvent, { type: 'acquire' }>;
type Dispose = Extract<LedgerEvent, { type: 'dispose' }>;

/** One UK day's acquisitions of an asset, treated as a single acquisition (TCGA 1992 s105). */
type DayAcquisition = { day: string; time: number; txIds: string[]; amount: number; cost: number | null; left: number };
type Pending = { event: Dispose; day: string; parts: MatchedPart[]; left: number };

/**
 * The UK's share-matching rules for cryptoassets (HMRC CRYPTO22200, decision 025), per asset and
 * across wallets: a disposal is matched first with acquisitions the same UK day, then with those
 * in the 30 days after it (earliest first, earlier disposals first), then with the Section 104
 * pool at its average cost. Acquisitions matched by the first two rules never enter the pool.
 * Transfers between one's own wallets change nothing. Events must come in time order.
 */
export function matchUk(events: readonly LedgerEvent[]): MatchOutcome {
  const byAsset = new Map<string, (Acquire | Dispose)[]>();
  for (const event of events) {
    if (event.type === 'transfer') continue;
    getOrCreate(byAsset, event.asset, () => []).push(event);
  }
  const disposals: DisposalResult[] = [];
  const lots: Lot[] = [];
  for (const [asset, assetEvents] of byAsset) {
    const outcome = matchAsset(asset, assetEvents);
    disposals.push(...outcome.disposals);
    if (outcome.pool) lots.push(outcome.pool);
  }
  disposals.sort((a, b) => a.time - b.time || a.seq - b.seq);
  return { disposals, lots };
}

function matchAsset(asset: string, events: (Acquire | Dispose)[]): { disposals: DisposalResult[]; pool: Lot | null } {
  const days = new Map<string, DayAcquisition>();
  const pending: Pending[] = [];
  for (const event of events) {
    const day = ukDay(event.time);
    if (event.type === 'dispose') {
      pending.push({ event, day, parts: [], left: event.amount });
      continue;
    }
    const known = days.get(day);
    if (known) {
      known.txIds.push(event.txId);
      known.amount += event.amount;
      known.left += event.amount;
      known.cost = known.cost === null || event.cost === null ? null : known.cost + event.cost;
    } else {
      days.set(day, { day, time: event.time, txIds: [event.txId], amount: event.amount, cost: event.cost, left: event.amount });
    }
  }
  const take = (disposal: Pending, from: DayAcquisition, rule: 'same-day' | '30-day') => {
    const amount = Math.min(disposal.left, from.left);
    if (amount <= disposal.event.amount * DUST) return;
    const cost = from.cost === null ? null : (from.cost * amount) / from.amount;
    disposal.parts.push({ acquiredBy: from.txIds[0]!, acquiredAt: from.time, amount, cost, rule, longTerm: null });
    disposal.left -= amount;
    from.left -= amount;
  };
  // 1. The same day: every disposal that day against that day's acquisitions, in time order.
  for (const disposal of pending) {
    const sameDay = days.get(disposal.day);
    if (sameDay) take(disposal, sameDay, 'same-day');
  }
  // 2. The 30 days after: earlier disposals first, each against the earliest acquisitions first.
  const acquisitionDays = [...days.values()].sort((a, b) => a.time - b.time);
  for (const disposal of pending) {
    for (const later of acquisitionDays) {
      if (disposal.left <= disposal.event.amount * DUST) break;
      const gap = daysBetween(disposal.day, later.day);
      if (gap >= 1 && gap <= 30) take(disposal, later, '30-day');
    }
  }
  // 3. The pool, in time order: what the first two rules left of each acquisition goes in; what
  //    they left of each disposal comes out at the pool's average cost.
  let poolAmount = 0;
  let poolCost: number | null = 0;
  let poolSince: number | null = null;
  const results: DisposalResult[] = [];
  const timeline: ({ kind: 'in'; day: DayAcquisition } | { kind: 'out'; disposal: Pending })[] = [
    ...acquisitionDays.map((day) => ({ kind: 'in' as const, day })),
    ...pending.map((disposal) => ({ kind: 'out' as const, disposal })),
  ];
  // Within one time, acquisitions first: a day's acquisitions and disposals were matched already.
  timeline.sort((a, b) => timeOf(a) - timeOf(b) || (a.kind === b.kind ? 0 : a.kind === 'in' ? -1 : 1));
  for (const entry of timeline) {
    if (entry.kind === 'in') {
      const { day } = entry;
      if (day.left <= day.amount * DUST) continue;
      poolCost = poolCost === null || day.cost === null ? null : poolCost + (day.cost * day.left) / day.amount;
      poolAmount += day.left;
      poolSince ??= day.time;
      continue;
    }
    const { disposal } = entry;
    if (disposal.left > disposal.event.amount * DUST && poolAmount > 0) {
      const amount = Math.min(disposal.left, poolAmount);
      const cost = poolCost === null ? null : (poolCost * amount) / poolAmount;
      disposal.parts.push({ acquiredBy: null, acquiredAt: null, amount, cost, rule: 'pool', longTerm: null });
      poolAmount -= amount;
      if (poolCost !== null) poolCost -= cost!;
      disposal.left -= amount;
      if (poolAmount <= amount * DUST) {
        poolAmount = 0;
        poolCost = 0;
        poolSince = null;
      }
    }
    results.push(disposalResult(disposal.event, disposal.parts, Math.max(0, disposal.left), taxYearOf(disposal.event.time, 'uk'), 'uk'));
  }
  const pool: Lot | null =
    poolAmount > 0 ? { txId: 'section-104-pool', time: poolSince ?? 0, asset, wallet: '', amount: poolAmount, cost: poolCost } : null;
  return { disposals: results, pool };
}

function timeOf(entry: { kind: 'in'; day: DayAcquisition } | { kind: 'out'; disposal: Pending }): number {
  return entry.kind === 'in' ? entry.day.time : entry.disposal.event.time;
}
