import { type ConvertResponse, ConvertQuerySchema } from '@shared/schemas/convert';
import type { RequestHandler } from 'express';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { findCurrency } from './find-currency';

/** GET /api/convert (mounted directly: it is the hottest route). */
export function convertHandler(catalog: CurrencyCatalog, rates: RatesService): RequestHandler {
  return async (req, res) => {
    const body = await answerConvert(catalog, rates, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}

/** The /api/convert answer for a raw query; server rendering asks it in process. */
export async function answerConvert(catalog: CurrencyCatalog, rates: RatesService, rawQuery: unknown): Promise<ConvertResponse> {
  const query = parseInput(ConvertQuerySchema, rawQuery);
  const from = await findCurrency(catalog, query.from, { param: 'from' });
  const to = await findCurrency(catalog, query.to, { param: 'to' });
  if (query.type === 'crypto-to-crypto' && (from.type !== 'crypto' || to.type !== 'crypto')) {
    const fiat = from.type === 'fiat' ? from : to;
    throw new AppError(
      400,
      `A crypto-to-crypto conversion needs two cryptocurrencies, but ${fiat.id} is a fiat currency. Use type=crypto-to-fiat.`,
    );
  }
  if (query.type === 'crypto-to-fiat' && from.type === 'crypto' && to.type === 'crypto') {
    throw new AppError(
      400,
      `A crypto-to-fiat conversion needs a fiat currency on one side, but ${from.id} and ${to.id} are both cryptocurrencies. Use type=crypto-to-crypto.`,
    );
  }

  const quote = await rates.quote(from, to, { bypassCache: query.bypassCache });
  return {
    from: from.id,
    to: to.id,
    rate: quote.rate,
    asOf: quote.asOf.toISOString(),
    source: quote.source,
    stale: quote.stale,
    staleReason: quote.staleReason,
    provider: quote.provider,
    change24h: quote.change24h,
    sources: quote.consensus?.sources.map(({ asOf, excludedReason, ...rest }) => ({
      ...rest,
      asOf: asOf?.toISOString() ?? null,
      ...(excludedReason ? { excludedReason } : {}),
    })) ?? [],
    sourcesUsed: quote.consensus?.used ?? 0,
    sourcesAsked: quote.consensus?.asked ?? 0,
    spread: quote.consensus?.spread ?? 0,
  };
}
