// The English words for why a source was left out: the API's `excludedReason` and the English
// pages' disclosure (other languages word the same data from their catalogs).
import type { Exclusion } from './schemas/exclusion';

/** "0.4 %", "12 %": one decimal below ten per cent. */
export function percentText(fraction: number): string {
  const percent = Math.round(Math.abs(fraction) * 1000) / 10;
  return `${percent >= 10 ? percent.toFixed(0) : percent.toFixed(1)} %`;
}

/** "45 s", "3 min", "5 h". */
export function ageText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  const min = Math.round(s / 60);
  return min < 120 ? `${min} min` : `${Math.round(min / 60)} h`;
}

/** The English words for an exclusion: the API's `excludedReason` and the English pages. */
export function exclusionText(exclusion: Exclusion): string {
  switch (exclusion.kind) {
    case 'rate-limited':
      return 'rate limited this minute';
    case 'timeout':
      return 'did not answer in time';
    case 'malformed':
      return 'sent data we could not read';
    case 'unreachable':
      return 'could not be reached';
    case 'no-answer':
      return 'no answer this minute';
    case 'http':
      return exclusion.status === 451 ? 'refused our region (HTTP 451)' : `unavailable (HTTP ${exclusion.status ?? 'error'})`;
    case 'not-positive':
      return 'no usable price (zero or negative)';
    case 'stale':
      return `price ${ageText(exclusion.ageMs)} old`;
    case 'outlier':
      return `${percentText(exclusion.deviation)} ${exclusion.deviation > 0 ? 'above' : 'below'} the median`;
    case 'reference':
      return `${percentText(exclusion.deviation)} from the ECB reference rate`;
    case 'no-usdt':
      return 'no USDT/USD rate from USD markets this minute';
    case 'usdt-depeg':
      return `USDT at ${exclusion.usdtUsd.toFixed(4)} USD, ${percentText(exclusion.usdtUsd - 1)} from 1 (limit ${percentText(exclusion.limit)})`;
  }
}
