import type { DisposalResult, LedgerEvent, MatchedPart } from './types';

/** Quantities below this share of an amount are rounding left-overs, not holdings. */
export const DUST = 1e-12;
/** Nor is any quantity this small (a satoshi is 1e-8): what floating point leaves behind. */
export const ABSOLUTE_DUST = 1e-12;

type Disposal = Extract<LedgerEvent, { type: 'dispose' }>;

/**
 * A disposal's figures from its matched parts: proceeds shared over the quantity, the gain over
 * the parts whose cost is known, and the flag when anything cannot be counted (an unmatched
 * quantity is never given a cost of zero).
 */
export function disposalResult(
  event: Disposal,
  parts: MatchedPart[],
  unmatched: number,
  taxYear: string,
  rule: DisposalResult['rule'],
): DisposalResult {
  const perUnit = event.proceeds === null ? null : event.proceeds / event.amount;
  let gain: number | null = perUnit === null ? null : 0;
  let longTermGain: number | null = perUnit === null ? null : 0;
  let shortTermGain: number | null = perUnit === null ? null : 0;
  for (const part of parts) {
    if (perUnit === null || part.cost === null) continue;
    const partGain = perUnit * part.amount - part.cost;
    gain! += partGain;
    if (part.longTerm === true) longTermGain! += partGain;
    else if (part.longTerm === false) shortTermGain! += partGain;
  }
  const hasDust = unmatched > Math.max(event.amount * DUST, ABSOLUTE_DUST);
  return {
    txId: event.txId,
    seq: event.seq,
    time: event.time,
    asset: event.asset,
    wallet: event.wallet,
    amount: event.amount,
    proceeds: event.proceeds,
    cause: event.cause,
    taxYear,
    rule,
    parts,
    unmatched: hasDust ? unmatched : 0,
    gain,
    // Pooled UK parts have no holding period.
    longTermGain: rule === 'uk' ? null : longTermGain,
    shortTermGain: rule === 'uk' ? null : shortTermGain,
    flagged: hasDust || event.proceeds === null || parts.some((part) => part.cost === null),
  };
}
