import { CONVERSION_TYPES, type ConvertQuery, type ConvertResponse, ConvertQuerySchema } from '@shared/schemas/convert';
import { CURRENCY_ID } from '@shared/schemas/currency-id';
import type { Currency } from '@shared/schemas/currency';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { sendJsonText, weakETag } from '../lib/send-json';
import type { CurrencyCatalog } from './currency-catalog';
import type { Quote, RatesService } from './rates-service';
import { knownCurrency } from './find-currency';

/**
 * GET /api/convert (mounted directly: it is the hottest route). While the lists and the price
 * book are fresh the answer is found and sent without a promise, and a pair's JSON text is
 * made once per quote (the rates service keeps a pair's quote for its book's window).
 */
export function convertHandler(catalog: CurrencyCatalog, rates: RatesService): RequestHandler {
  return (req, res) => {
    const priced = convertQuote(catalog, rates, req.query);
    if (priced instanceof Promise) return priced.then((p) => send(req, res, p));
    send(req, res, priced);
  };
}

type Priced = { from: Currency; to: Currency; quote: Quote };

function send(req: Request, res: Response, { from, to, quote }: Priced): void {
  const body = answerText(from, to, quote);
  res.setHeader('Cache-Control', 'no-store');
  sendJsonText(req, res, body.text, body.etag);
}

/** The answer's JSON text and ETag, by quote (the quote object stands for its pair and book). */
const answerTexts = new WeakMap<Quote, { from: string; to: string; text: string; etag: string }>();

function answerText(from: Currency, to: Currency, quote: Quote): { text: string; etag: string } {
  const kept = answerTexts.get(quote);
  if (kept && kept.from === from.id && kept.to === to.id) return kept;
  const text = JSON.stringify(toResponse(from, to, quote));
  const made = { from: from.id, to: to.id, text, etag: weakETag(text) };
  answerTexts.set(quote, made);
  return made;
}

/** The /api/convert answer for a raw query; server rendering asks it in process. */
export async function answerConvert(catalog: CurrencyCatalog, rates: RatesService, rawQuery: unknown): Promise<ConvertResponse> {
  const { from, to, quote } = await convertQuote(catalog, rates, rawQuery);
  return toResponse(from, to, quote);
}

/** The pair and its quote, synchronously when nothing needs refreshing (throws the 400/503 AppErrors). */
function convertQuote(catalog: CurrencyCatalog, rates: RatesService, rawQuery: unknown): Priced | Promise<Priced> {
  const query = parseConvertQuery(rawQuery);
  const refreshing = catalog.ensureFresh();
  return refreshing ? refreshing.then(() => priceQuery(catalog, rates, query)) : priceQuery(catalog, rates, query);
}

function priceQuery(catalog: CurrencyCatalog, rates: RatesService, query: ConvertQuery): Priced | Promise<Priced> {
  const from = knownCurrency(catalog.findCurrent(query.from), query.from, { param: 'from' });
  const to = knownCurrency(catalog.findCurrent(query.to), query.to, { param: 'to' });
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
  const quote = rates.quoteNow(from, to, { bypassCache: query.bypassCache });
  return quote instanceof Promise ? quote.then((q) => ({ from, to, quote: q })) : { from, to, quote };
}

function toResponse(from: Currency, to: Currency, quote: Quote): ConvertResponse {
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
    sources:
      quote.consensus?.sources.map(({ asOf, excludedReason, exclusion, ...rest }) => ({
        ...rest,
        asOf: asOf?.toISOString() ?? null,
        ...(excludedReason ? { excludedReason } : {}),
        ...(exclusion ? { exclusion } : {}),
      })) ?? [],
    sourcesUsed: quote.consensus?.used ?? 0,
    sourcesAsked: quote.consensus?.asked ?? 0,
    spread: quote.consensus?.spread ?? 0,
  };
}

/**
 * ConvertQuerySchema's result, taken directly for the query every client sends (ids already
 * in canonical form, known types, nothing repeated); anything else goes through the schema,
 * so every refusal keeps its message. convert.test.ts holds the two to the same results.
 */
export function parseConvertQuery(raw: unknown): ConvertQuery {
  const q = raw as Record<string, unknown> | null;
  if (q && typeof q === 'object') {
    const { from, to, type, conversion_type: conversionType, bypass_cache: bypass } = q;
    if (
      typeof from === 'string' &&
      typeof to === 'string' &&
      CURRENCY_ID.test(from) &&
      CURRENCY_ID.test(to) &&
      (type === undefined || isConversionType(type)) &&
      (conversionType === undefined || conversionType === type) &&
      (bypass === undefined || bypass === 'true' || bypass === 'false')
    ) {
      return { from, to, type, bypassCache: bypass === 'true' };
    }
  }
  return parseInput(ConvertQuerySchema, raw);
}

function isConversionType(value: unknown): value is ConvertQuery['type'] & string {
  return (CONVERSION_TYPES as readonly unknown[]).includes(value);
}
