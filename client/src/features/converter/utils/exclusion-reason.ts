import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Source } from '@shared/schemas/convert';
import type { Exclusion } from '@shared/schemas/exclusion';
import { durationText } from './sources-summary';

/**
 * Why a source was left out, in the page's language, from the answer's `exclusion`; the server's
 * English `excludedReason` when the answer has none (a stored book without it; decision 017).
 */
export function exclusionReason(i18n: I18n, source: Pick<Source, 'exclusion' | 'excludedReason'>): string {
  if (source.exclusion) return exclusionWords(i18n, source.exclusion);
  return source.excludedReason ?? i18n._(msg`no reason given`);
}

function exclusionWords(i18n: I18n, exclusion: Exclusion): string {
  const locale = i18n.locale as Locale;
  switch (exclusion.kind) {
    case 'rate-limited':
      return i18n._(msg`rate limited this minute`);
    case 'timeout':
      return i18n._(msg`did not answer in time`);
    case 'malformed':
      return i18n._(msg`sent data we could not read`);
    case 'unreachable':
      return i18n._(msg`could not be reached`);
    case 'no-answer':
      return i18n._(msg`no answer this minute`);
    case 'http': {
      if (exclusion.status === 451) return i18n._(msg`refused our region (HTTP 451)`);
      if (exclusion.status === null) return i18n._(msg`unavailable (HTTP error)`);
      const status = String(exclusion.status);
      return i18n._(msg`unavailable (HTTP ${status})`);
    }
    case 'not-positive':
      return i18n._(msg`no usable price (zero or negative)`);
    case 'stale': {
      const age = durationText(i18n, exclusion.ageMs);
      return i18n._(msg`price ${age} old`);
    }
    case 'outlier': {
      const distance = percentText(locale, exclusion.deviation);
      return exclusion.deviation > 0 ? i18n._(msg`${distance} % above the median`) : i18n._(msg`${distance} % below the median`);
    }
    case 'reference': {
      const distance = percentText(locale, exclusion.deviation);
      return i18n._(msg`${distance} % from the ECB reference rate`);
    }
    case 'no-usdt':
      return i18n._(msg`no USDT/USD rate from USD markets this minute`);
    case 'usdt-depeg': {
      const price = oneSpace(numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(exclusion.usdtUsd));
      const distance = percentText(locale, exclusion.usdtUsd - 1);
      const limit = percentText(locale, exclusion.limit);
      return i18n._(msg`USDT at ${price} USD, ${distance} % from 1 (limit ${limit} %)`);
    }
  }
}

/** A distance as a percentage without its sign: one decimal below ten ("5.0", de "5,0"), none above. */
function percentText(locale: Locale, fraction: number): string {
  const percent = Math.abs(fraction) * 100;
  const digits = Math.round(percent * 10) / 10 >= 10 ? 0 : 1;
  return oneSpace(numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent));
}
