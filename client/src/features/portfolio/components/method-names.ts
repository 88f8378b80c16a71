import { useLingui } from '@lingui/react/macro';
import type { LotMethod, MatchedPart } from '../engine/types';

/** The methods' names as the page and its exports say them. */
export function useMethodNames(): Record<LotMethod | 'uk', string> {
  const { t } = useLingui();
  return {
    fifo: t`FIFO (first in, first out)`,
    lifo: t`LIFO (last in, first out)`,
    hifo: t`HIFO (highest cost first)`,
    average: t`Average cost`,
    uk: t`UK rules (same day, 30 days, Section 104 pool)`,
  };
}

/** How one part of a disposal was matched, in a word or two. */
export function useRuleNames(): Record<MatchedPart['rule'], string> {
  const { t } = useLingui();
  return {
    fifo: 'FIFO',
    lifo: 'LIFO',
    hifo: 'HIFO',
    average: t`Average cost`,
    'same-day': t`Same day`,
    '30-day': t`30 days`,
    pool: t`Section 104 pool`,
  };
}
