import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/i18n/locales';
import type { VenueQuote } from '@shared/schemas/quote';
import { durationText } from '../../utils/sources-summary';
import { quoteAmount } from '../../utils/quote-figures';

/**
 * Why an exchange has no figure, in the page's language, from the answer's `problem`; the
 * server's English `reason` when the answer has none. `amount` and `fromSymbol` word a book
 * that covers only part of the amount ("covers 5,000 of 10,000 USD").
 */
export function problemText(i18n: I18n, venue: VenueQuote, amount: number, fromSymbol: string): string {
  const problem = venue.problem;
  if (!problem) return venue.reason ?? i18n._(msg`no reason given`);
  const market = problem.market ?? '';
  switch (problem.kind) {
    case 'not-listed': {
      const symbol = problem.symbol ?? fromSymbol;
      return i18n._(msg`does not list ${symbol}`);
    }
    case 'no-market':
      return i18n._(msg`no market for this pair, directly or through USD, USDT or EUR`);
    case 'depth': {
      const locale = i18n.locale as Locale;
      const covered = quoteAmount(locale, venue.coveredAmount ?? 0);
      const whole = `${quoteAmount(locale, amount)} ${fromSymbol}`;
      return i18n._(msg`its order book, as fetched, covers only ${covered} of ${whole}`);
    }
    case 'crossed':
      return i18n._(msg`its ${market} book is crossed (a buy price at or above a sell price), so it cannot be traded as shown`);
    case 'stale': {
      const age = durationText(i18n, problem.ageMs ?? 0);
      return i18n._(msg`its ${market} book is ${age} old`);
    }
    case 'empty-side':
      return i18n._(msg`its ${market} book has no orders on the side this trade needs`);
    case 'budget':
      return i18n._(msg`not asked: its call budget for this minute is spent`);
    case 'rate-limited':
      return i18n._(msg`rate limited this minute`);
    case 'timeout':
      return i18n._(msg`did not answer in time`);
    case 'malformed':
      return i18n._(msg`sent data we could not read`);
    case 'unreachable':
      return i18n._(msg`could not be reached`);
    case 'error':
      return i18n._(msg`could not be asked`);
  }
}
