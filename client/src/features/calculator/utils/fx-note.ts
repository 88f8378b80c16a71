import { formatRate } from '@shared/format';
import type { FxUsed } from './run-calculation';

const by = (sources: string[]) => (sources.length > 0 ? ` (${sources.join(', ')})` : '');
const rateOf = (r: FxUsed, code: string) =>
  `${r.date} at ${formatRate('en', r.perUsd)} ${code} per USD${r.rateDate === r.date ? '' : ` (rate of ${r.rateDate})`}`;

/** Which rates turned USD prices into the base: "EUR prices use the reference rate (ECB) of 2022-01-01 at 0.88 EUR per USD." */
export function fxNoteForDates(code: string, sources: string[], rates: FxUsed[], liveFinal: boolean): string {
  const live = liveFinal ? ` The current price is the live ${code} price.` : '';
  return `${code} prices use the reference rate${by(sources)} of ${rates.map((r) => rateOf(r, code)).join(' and ')}.${live}`;
}

/** The same for a DCA: one rate per purchase day, summarised by their span and the first. */
export function fxNoteForDca(
  code: string,
  fx: { sources: string[]; min: number; max: number; first: FxUsed },
  purchases: number,
): string {
  const span = fx.min === fx.max ? formatRate('en', fx.min) : `${formatRate('en', fx.min)} to ${formatRate('en', fx.max)}`;
  const each = purchases > 1 ? `of each purchase day${by(fx.sources)}, ${span} ${code} per USD; the first, ` : `${by(fx.sources)} of `;
  return `${code} prices use the reference rate ${each}${rateOf(fx.first, code)}. Value now uses the live ${code} price.`;
}
