import { z } from 'zod';
import { getJson as getUpstreamJson } from '../../upstream/http';
import { type PriceBook, type RateSource, UpstreamError } from '../../upstream/types';

export { parseRetryAfter } from '../../upstream/http';

export type CoinGeckoOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  plan: 'keyless' | 'demo' | 'pro';
  timeoutMs: number;
  /** Called before every request; throws (an UpstreamError) to refuse it, e.g. when over budget. */
  beforeCall?: () => void | Promise<void>;
  /** Called after every request that was made: null on success, else its error. */
  onOutcome?: (error: UpstreamError | null) => void;
};

/** Keeps request URLs well under common 8 KB limits; longer id lists are split. */
const MAX_URL_LENGTH = 7_000;

/** Upstream vs-currencies that are not fiat money: cryptos, metals, SDR, units of bitcoin. */
const NON_FIAT_CODES = new Set([
  'btc',
  'eth',
  'ltc',
  'bch',
  'bnb',
  'eos',
  'xrp',
  'xlm',
  'link',
  'dot',
  'yfi',
  'sol',
  'xau',
  'xag',
  'xdr',
  'bits',
  'sats',
  'vef',
]);

const SupportedVsSchema = z.array(z.string());

const SimplePriceSchema = z.record(z.string(), z.record(z.string(), z.number().nullable()));

const MarketsSchema = z.array(
  z.object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    name: z.string().min(1),
    image: z.string().nullish(),
    // Both null for coins CoinGecko cannot rank; a bad value drops the field, not the list.
    market_cap_rank: z.number().int().positive().nullish().catch(null),
    market_cap: z.number().nonnegative().nullish().catch(null),
    circulating_supply: z.number().nonnegative().nullish().catch(null),
  }),
);

const REFERENCE_COIN = 'bitcoin';

export function createCoinGeckoSource(options: CoinGeckoOptions): RateSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers[options.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = options.apiKey;

  function chunkIds(ids: readonly string[], fixedLength: number): string[][] {
    const chunks: string[][] = [];
    let current: string[] = [];
    let length = fixedLength;
    for (const id of ids) {
      if (current.length > 0 && length + id.length + 3 > MAX_URL_LENGTH) {
        chunks.push(current);
        current = [];
        length = fixedLength;
      }
      current.push(id);
      length += id.length + 3; // "%2C"
    }
    if (current.length > 0) chunks.push(current);
    return chunks;
  }

  async function getJson<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    await options.beforeCall?.();
    try {
      const body = await request(path, params, schema);
      options.onOutcome?.(null);
      return body;
    } catch (error) {
      if (error instanceof UpstreamError) options.onOutcome?.(error);
      throw error;
    }
  }

  function request<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    return getUpstreamJson(`${base}${path}?${new URLSearchParams(params)}`, schema, {
      timeoutMs: options.timeoutMs,
      headers,
      label: 'CoinGecko',
    });
  }

  return {
    name: 'CoinGecko',

    async fetchPriceBook(coinIds, fiatIds) {
      const ids = [...new Set([REFERENCE_COIN, ...coinIds])];
      const vs = [...new Set(['usd', ...fiatIds])];
      const fixed =
        `${base}/simple/price?ids=&vs_currencies=${vs.join('%2C')}&include_last_updated_at=true&include_24hr_change=true&precision=full`
          .length;
      // One call unless the URL would be too long; the reference coin goes in the first chunk.
      const bodies = await Promise.all(
        chunkIds(ids, fixed).map((chunk) =>
          getJson(
            '/simple/price',
            {
              ids: chunk.join(','),
              vs_currencies: vs.join(','),
              include_last_updated_at: 'true',
              include_24hr_change: 'true',
              precision: 'full',
            },
            SimplePriceSchema,
          ),
        ),
      );
      return toPriceBook(Object.assign({}, ...bodies), vs);
    },

    async fetchFiatCodes() {
      const codes = await getJson('/simple/supported_vs_currencies', {}, SupportedVsSchema);
      return codes.map((c) => c.toLowerCase()).filter((c) => /^[a-z]{3}$/.test(c) && !NON_FIAT_CODES.has(c));
    },

    async fetchTopCoins(limit) {
      const rows = await getJson(
        '/coins/markets',
        { vs_currency: 'usd', order: 'market_cap_desc', per_page: String(limit), page: '1', sparkline: 'false' },
        MarketsSchema,
      );
      return rows.map((row) => ({
        id: row.id,
        symbol: row.symbol.toUpperCase(),
        name: row.name,
        image: row.image ?? '',
        type: 'crypto' as const,
        ...(row.market_cap_rank ? { rank: row.market_cap_rank } : {}),
        // CoinGecko reports 0 when it does not know a coin's cap.
        ...(row.market_cap ? { marketCap: row.market_cap } : {}),
        ...(row.circulating_supply ? { circulatingSupply: row.circulating_supply } : {}),
      }));
    },
  };
}

function toPriceBook(body: z.infer<typeof SimplePriceSchema>, vs: readonly string[]): PriceBook {
  const reference = body[REFERENCE_COIN];
  const referenceUsd = reference?.usd;
  if (!reference || !referenceUsd || referenceUsd <= 0) {
    throw new UpstreamError('malformed', 'CoinGecko sent no Bitcoin price to derive fiat rates from');
  }
  const now = new Date();
  const usdPerCoin = new Map<string, number>();
  const coinUpdatedAt = new Map<string, Date>();
  const usdChange24h = new Map<string, number>();
  for (const [id, quotes] of Object.entries(body)) {
    const usd = quotes.usd;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0) continue;
    usdPerCoin.set(id, usd);
    const updated = quotes.last_updated_at;
    coinUpdatedAt.set(id, typeof updated === 'number' && updated > 0 ? new Date(updated * 1000) : now);
    const change = changeRatio(quotes.usd_24h_change);
    if (change !== undefined) usdChange24h.set(id, change);
  }
  const fiatPerUsd = new Map<string, number>([['usd', 1]]);
  const fiatUsdChange24h = new Map<string, number>([['usd', 1]]);
  const referenceChange = usdChange24h.get(REFERENCE_COIN);
  for (const code of vs) {
    const quote = reference[code];
    if (code !== 'usd' && typeof quote === 'number' && Number.isFinite(quote) && quote > 0) {
      fiatPerUsd.set(code, quote / referenceUsd);
      // Bitcoin's move in USD and in this currency differ by this currency's own move in USD.
      const inFiat = changeRatio(reference[`${code}_24h_change`]);
      if (referenceChange !== undefined && inFiat !== undefined) fiatUsdChange24h.set(code, referenceChange / inFiat);
    }
  }
  return { usdPerCoin, fiatPerUsd, coinUpdatedAt, asOf: coinUpdatedAt.get(REFERENCE_COIN) ?? now, usdChange24h, fiatUsdChange24h };
}

/** CoinGecko's 24-hour change in % as "value now ÷ value a day earlier"; nonsense is dropped. */
function changeRatio(percent: number | null | undefined): number | undefined {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= -100) return undefined;
  return 1 + percent / 100;
}
