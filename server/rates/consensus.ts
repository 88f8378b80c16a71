import type { SourceVote } from '../providers/types';

export type { SourceVote };

/**
 * One price from several sources (issue 16, docs/decisions/015): refuse what cannot be a price,
 * prefer fresh prices, take the median, leave out sources too far from it (naming them and why),
 * and report how many of the sources asked were used and how far the used ones spread.
 * Pure: the same votes always give the same answer.
 */

/** A source's answer for one currency: a price (USD per unit), or why it gave none. */
export type VoteInput = { name: string; price: number; asOf: Date } | { name: string; failure: string };


export type Consensus = {
  /** Median of the used prices; null when no source gave a usable one. */
  price: number | null;
  /** The oldest time among the used prices. */
  asOf: Date | null;
  sources: SourceVote[];
  used: number;
  asked: number;
  /** (highest − lowest) ÷ median of the used prices; 0 with one source. */
  spread: number;
};

export type ConsensusRule = {
  nowMs: number;
  /** A price older than this is left out while fresher ones exist (the freshness window). */
  maxAgeMs: number;
  /** Largest relative distance from the median that still counts (0.02 = 2 %). */
  maxDeviation: number;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentText(fraction: number): string {
  const percent = Math.round(Math.abs(fraction) * 1000) / 10;
  return `${percent >= 10 ? percent.toFixed(0) : percent.toFixed(1)} %`;
}

export function ageText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  const min = Math.round(s / 60);
  return min < 120 ? `${min} min` : `${Math.round(min / 60)} h`;
}

export function consensusOf(inputs: readonly VoteInput[], rule: ConsensusRule): Consensus {
  const votes: SourceVote[] = [];
  const usable: { vote: SourceVote; price: number; asOf: Date }[] = [];
  for (const input of inputs) {
    if ('failure' in input) {
      votes.push({ name: input.name, price: null, asOf: null, used: false, excludedReason: input.failure });
      continue;
    }
    const vote: SourceVote = { name: input.name, price: input.price, asOf: input.asOf, used: false };
    votes.push(vote);
    if (!Number.isFinite(input.price) || input.price <= 0) vote.excludedReason = 'no usable price (zero or negative)';
    else usable.push({ vote, price: input.price, asOf: input.asOf });
  }

  // Stale prices count only when nothing fresher exists: a lone source is still the best we have.
  const fresh = usable.filter((u) => rule.nowMs - u.asOf.getTime() <= rule.maxAgeMs);
  let candidates = usable;
  if (fresh.length > 0 && fresh.length < usable.length) {
    for (const u of usable) {
      if (!fresh.includes(u)) u.vote.excludedReason = `price ${ageText(rule.nowMs - u.asOf.getTime())} old`;
    }
    candidates = fresh;
  }

  if (candidates.length === 0) return { price: null, asOf: null, sources: votes, used: 0, asked: inputs.length, spread: 0 };
  const first = median(candidates.map((c) => c.price));
  // With two sources the median is their midpoint, so both are equally far from it: a disagreement
  // beyond the limit then leaves neither out (there is no majority to say which is wrong).
  const kept =
    candidates.length <= 2
      ? candidates
      : candidates.filter((c) => {
          const distance = c.price / first - 1;
          if (Math.abs(distance) <= rule.maxDeviation) return true;
          c.vote.excludedReason = `${percentText(distance)} ${distance > 0 ? 'above' : 'below'} the median`;
          return false;
        });
  for (const c of kept) c.vote.used = true;
  const prices = kept.map((c) => c.price);
  const price = median(prices);
  const asOf = new Date(Math.min(...kept.map((c) => c.asOf.getTime())));
  const spread = kept.length > 1 ? (Math.max(...prices) - Math.min(...prices)) / price : 0;
  return { price, asOf, sources: votes, used: kept.length, asked: inputs.length, spread };
}
