import { exclusionText } from '@shared/exclusion-text';
import type { Exclusion } from '@shared/schemas/exclusion';
import type { SourceVote } from '../upstream/types';

export type { SourceVote };

/**
 * One price from several sources (docs/decisions/015): refuse what cannot be a price,
 * prefer fresh prices, take the median, leave out sources too far from it (naming them and why),
 * and report how many of the sources asked were used and how far the used ones spread.
 * Pure: the same votes always give the same answer.
 */

/** A source's answer for one currency: a price (USD per unit), or why it gave none. */
export type VoteInput = { name: string; price: number; asOf: Date } | { name: string; failure: Exclusion };

/** Marks a vote as left out: the reason as data and in the API's English words. */
export function exclude(vote: SourceVote, exclusion: Exclusion): void {
  vote.exclusion = exclusion;
  vote.excludedReason = exclusionText(exclusion);
}

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

export function consensusOf(inputs: readonly VoteInput[], rule: ConsensusRule): Consensus {
  const votes: SourceVote[] = [];
  const usable: { vote: SourceVote; price: number; asOf: Date }[] = [];
  for (const input of inputs) {
    if ('failure' in input) {
      const vote: SourceVote = { name: input.name, price: null, asOf: null, used: false };
      exclude(vote, input.failure);
      votes.push(vote);
      continue;
    }
    const vote: SourceVote = { name: input.name, price: input.price, asOf: input.asOf, used: false };
    votes.push(vote);
    if (!Number.isFinite(input.price) || input.price <= 0) exclude(vote, { kind: 'not-positive' });
    else usable.push({ vote, price: input.price, asOf: input.asOf });
  }

  // Stale prices count only when nothing fresher exists: a lone source is still the best we have.
  const fresh = usable.filter((u) => rule.nowMs - u.asOf.getTime() <= rule.maxAgeMs);
  let candidates = usable;
  if (fresh.length > 0 && fresh.length < usable.length) {
    for (const u of usable) {
      if (!fresh.includes(u)) exclude(u.vote, { kind: 'stale', ageMs: rule.nowMs - u.asOf.getTime() });
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
          exclude(c.vote, { kind: 'outlier', deviation: distance });
          return false;
        });
  for (const c of kept) c.vote.used = true;
  const prices = kept.map((c) => c.price);
  const price = median(prices);
  const asOf = new Date(Math.min(...kept.map((c) => c.asOf.getTime())));
  const spread = kept.length > 1 ? (Math.max(...prices) - Math.min(...prices)) / price : 0;
  return { price, asOf, sources: votes, used: kept.length, asked: inputs.length, spread };
}
