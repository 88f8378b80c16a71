import type { Currency } from '@shared/schemas/currency';
import type { ConsensusDetail, PriceBook, SourceVote } from '../upstream/types';

/** A source of one leg of a pair, priced as the USD value of one unit of that leg's currency. */
export type LegSource = Omit<SourceVote, 'price'> & { leg: string; price: number | null };

export type PairConsensus = {
  sources: LegSource[];
  /** The weaker leg's count: a pair is as well sourced as its less-sourced currency. */
  used: number;
  asked: number;
  /** Both legs' spreads added: how far the pair's rate could move between the used sources. */
  spread: number;
  /** Names of the sources used for either leg, in the configured order: the attribution. */
  provider: string;
};

/**
 * Who said what behind a pair (decision 015): both legs' sources in one list. USD itself has no
 * sources; a fiat leg's prices (units per USD in the book) are turned into USD per unit here,
 * so every price in the list reads the same way.
 */
export function pairConsensus(book: PriceBook, from: Currency, to: Currency): PairConsensus | null {
  const legs: { id: string; detail: ConsensusDetail; fiat: boolean }[] = [];
  for (const currency of from.id === to.id ? [from] : [from, to]) {
    const detail = (currency.type === 'fiat' ? book.fiatConsensus : book.coinConsensus)?.get(currency.id);
    if (detail) legs.push({ id: currency.id, detail, fiat: currency.type === 'fiat' });
  }
  if (legs.length === 0) return null;
  // The crypto legs carry the pair's story; a fiat leg counts only when the pair has no coin.
  const main = legs.some((l) => !l.fiat) ? legs.filter((l) => !l.fiat) : legs;
  const weakest = main.reduce((a, b) => (b.detail.used < a.detail.used ? b : a));
  return {
    sources: legs.flatMap(({ id, detail, fiat }) =>
      detail.sources.map((s) => ({ ...s, leg: id, price: s.price === null ? null : fiat ? 1 / s.price : s.price })),
    ),
    used: weakest.detail.used,
    asked: weakest.detail.asked,
    spread: main.reduce((sum, l) => sum + l.detail.spread, 0),
    provider: [...new Set(legs.flatMap(({ detail }) => detail.sources.filter((s) => s.used).map((s) => s.name)))].join(', '),
  };
}
