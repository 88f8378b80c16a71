import { z } from 'zod';
import { getJson } from '../../../upstream/http';
import { UpstreamError } from '../../../upstream/types';
import type { LiveFxRates, LiveFxSource, VenueOptions } from './types';

/**
 * Coinbase's exchange-rate table, a live fiat source (decision 015): one keyless GET /v2/exchange-rates?currency=USD
 * answers `{ data: { currency: "USD", rates: { "EUR": "0.92", … } } }`, about 600 fiat and crypto
 * codes as decimal strings, each in units per 1 USD. Always asked in USD: Coinbase's tables for
 * other bases differ slightly from the USD one, so the site crosses every pair through USD.
 */

export const COINBASE_FX_PATH = '/v2/exchange-rates';

const USER_AGENT = 'crypto-converter/0.1 (+live exchange rates)';

const RatesSchema = z.object({
  data: z.object({
    currency: z.string(),
    rates: z.record(z.string(), z.unknown()),
  }),
});

/** Units per USD from one rate as sent ("0.92" or 0.92), or undefined unless positive and finite. */
function positiveRate(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

export function createCoinbaseFxSource(options: VenueOptions): LiveFxSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Coinbase', headers: { 'user-agent': USER_AGENT } };

  return {
    name: 'Coinbase',
    async fetchRates(codes: readonly string[]): Promise<LiveFxRates> {
      const body = await getJson(`${base}${COINBASE_FX_PATH}?currency=USD`, RatesSchema, http);
      const receivedAt = new Date();
      if (body.data.currency.toUpperCase() !== 'USD') {
        throw new UpstreamError('malformed', `Coinbase sent rates per ${body.data.currency}, not per USD, for ${COINBASE_FX_PATH}`);
      }
      const { rates } = body.data;
      const perUsd = new Map<string, number>();
      for (const requested of new Set(codes)) {
        const code = requested.toLowerCase();
        if (code === 'usd') {
          perUsd.set('usd', 1);
          continue;
        }
        const key = code.toUpperCase();
        const rate = Object.hasOwn(rates, key) ? positiveRate(rates[key]) : undefined;
        if (rate !== undefined) perUsd.set(code, rate);
      }
      return { source: 'Coinbase', receivedAt, perUsd };
    },
  };
}
