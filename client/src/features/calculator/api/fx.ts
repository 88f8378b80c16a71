import { HistoricalFxResponseSchema } from '@shared/schemas/historical-fx-response';
import { apiUrl } from '@/lib/api-client';
import { getOrExplain, splitRange } from './prices';

export type FxRate = { perUsd: number; rateDate: string; source: string };
export type FxSeries = { rates: Map<string, FxRate>; sources: string[] };

/**
 * GET /api/historical-fx: the fiat's units per USD on each day of [from, to] (the reference rate
 * of that day, or of the last working day before it: `rateDate`), in MAX_RANGE_DAYS pieces.
 */
export async function fetchHistoricalFx(currency: string, from: string, to: string): Promise<FxSeries> {
  const pieces = await Promise.all(
    splitRange(from, to).map(async ([a, b]) =>
      HistoricalFxResponseSchema.parse(await getOrExplain(apiUrl('/api/historical-fx', { currency, from: a, to: b }))),
    ),
  );
  return {
    rates: new Map(pieces.flatMap((piece) => piece.points.map((p) => [p.date, { perUsd: p.perUsd, rateDate: p.rateDate, source: p.source }] as const))),
    sources: [...new Set(pieces.flatMap((piece) => piece.sources))],
  };
}
