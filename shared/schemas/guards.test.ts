import { describe, expect, it } from 'vitest';
import { ApiErrorDetailSchema } from './api-error';
import { ConvertResponseSchema } from './convert-response';
import { AlertListSchema } from './alerts';
import { CurrencyListSchema } from './currency';
import { isAlertList, isApiErrorDetail, isConvertResponse, isCurrencyList } from './guards';
import { isQuoteResponse } from './quote-guard';
import { isQuoteSummary } from './quote-summary-guard';
import { QuoteResponseSchema } from './quote';

const quote = {
  from: 'bitcoin',
  to: 'usd',
  rate: 100_000,
  asOf: '2026-11-23T05:00:00.000Z',
  source: 'live',
  stale: false,
  staleReason: null,
  provider: 'CoinGecko',
};
/** An answer with its sources (the live consensus, decision 015). */
const source = { leg: 'bitcoin', name: 'Kraken', price: 100_000, asOf: '2026-11-23T05:00:00.000Z', used: true };
const consensusQuote = {
  ...quote,
  sources: [source, { ...source, name: 'OKX', price: null, asOf: null, used: false, excludedReason: 'rate limited' }],
  sourcesUsed: 1,
  sourcesAsked: 2,
  spread: 0.0004,
};
/** One of each way a source is left out (worded by each page's language, decision 017). */
const exclusions = [
  { kind: 'timeout' },
  { kind: 'http', status: 451 },
  { kind: 'http', status: null },
  { kind: 'stale', ageMs: 3_600_000 },
  { kind: 'outlier', deviation: -0.05 },
  { kind: 'reference', deviation: 0.2 },
  { kind: 'usdt-depeg', usdtUsd: 0.97, limit: 0.02 },
  { kind: 'no-usdt' },
];
const coin = { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', image: '', type: 'crypto' };
/** The optional fields a catalog coin may carry (rank, market cap, URL ticker). */
const rankedCoin = { ...coin, rank: 1, marketCap: 2_000_000_000_000, urlTicker: 'bitcoin' };

/** An exchange comparison: one venue quoted over two legs, one short of depth, one failed. */
const leg = { market: 'BTC-USD', side: 'buy', averagePrice: 100_000, bestPrice: 99_990, feeRate: 0.004 };
const feeSource = { tier: 'lowest tier', url: 'https://example.com/fees', checked: '2025', from: 'table' };
const quotedVenue = {
  venue: 'kraken',
  name: 'Kraken',
  status: 'ok',
  receive: 0.0996,
  averagePrice: 0.00001,
  feeRate: 0.004,
  fee: 0.0004,
  feeSource,
  slippage: 0.0001,
  vsMid: -0.0041,
  bookAsOf: '2026-11-23T05:00:00.000Z',
  route: ['EUR-USD', 'BTC-USD'],
  legs: [leg, { ...leg, market: 'EUR-USD', side: 'sell' }],
};
const emptyVenue = {
  ...quotedVenue,
  status: 'insufficient-depth',
  receive: null,
  averagePrice: null,
  feeRate: null,
  fee: null,
  feeSource: null,
  slippage: null,
  vsMid: null,
  bookAsOf: null,
  route: [],
  legs: [],
  coveredAmount: 5_000,
  reason: 'covers only part',
  problem: { kind: 'depth', market: 'BTC-USD' },
};
const comparison = {
  from: 'usd',
  to: 'bitcoin',
  amount: 10_000,
  mid: 0.00001,
  asOf: '2026-11-23T05:00:00.000Z',
  venues: [quotedVenue, emptyVenue, { ...emptyVenue, status: 'failed', problem: { kind: 'stale', market: 'BTC-USD', ageMs: 90_000 } }],
  excludes: 'Deposit fees are not included.',
};

/** Every one-field change of a valid value: removed, or replaced by a value of another kind. */
function variants(valid: Record<string, unknown>): unknown[] {
  const replacements = [
    undefined,
    null,
    '',
    'x',
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    [],
    {},
    'live',
    'cached',
    'snapshot',
    'rate-limited',
    'crypto',
    'fiat',
  ];
  const out: unknown[] = [valid, null, undefined, 'text', 42, [], [valid]];
  for (const key of Object.keys(valid)) {
    const { [key]: _removed, ...without } = valid;
    out.push(without);
    for (const value of replacements) out.push({ ...valid, [key]: value });
  }
  out.push({ ...valid, extra: 'ignored' });
  return out;
}

describe('wire guards agree with the zod schemas', () => {
  it('isConvertResponse ⇔ ConvertResponseSchema', () => {
    const excluded = exclusions
      .flatMap((e) => variants(e))
      .map((e) => ({ ...consensusQuote, sources: [{ ...source, used: false, exclusion: e }] }));
    const withSources = [...variants(consensusQuote), ...variants(source).map((s) => ({ ...consensusQuote, sources: [s] })), ...excluded];
    for (const value of [...variants(quote), ...withSources]) {
      const expected = ConvertResponseSchema.safeParse(value).success && Number.isFinite((value as { rate?: number }).rate);
      expect(isConvertResponse(value), JSON.stringify(value)).toBe(expected);
    }
  });

  it('isQuoteResponse ⇔ QuoteResponseSchema', () => {
    const values = [
      ...variants(comparison),
      ...variants(quotedVenue).map((v) => ({ ...comparison, venues: [v] })),
      ...variants(emptyVenue).map((v) => ({ ...comparison, venues: [v] })),
      ...variants(leg).map((l) => ({ ...comparison, venues: [{ ...quotedVenue, legs: [l] }] })),
      ...variants(feeSource).map((f) => ({ ...comparison, venues: [{ ...quotedVenue, feeSource: f }] })),
      ...variants(emptyVenue.problem).map((p) => ({ ...comparison, venues: [{ ...emptyVenue, problem: p }] })),
    ];
    for (const value of values) {
      expect(isQuoteResponse(value), JSON.stringify(value)).toBe(QuoteResponseSchema.safeParse(value).success);
    }
  });

  it('isQuoteSummary passes every valid comparison and refuses one without the fields the line reads', () => {
    expect(isQuoteSummary(comparison)).toBe(true);
    for (const value of variants(comparison)) {
      if (QuoteResponseSchema.safeParse(value).success) expect(isQuoteSummary(value), JSON.stringify(value)).toBe(true);
    }
    for (const key of ['from', 'to', 'amount', 'venues'] as const) {
      const { [key]: _removed, ...without } = comparison;
      expect(isQuoteSummary(without), key).toBe(false);
    }
    for (const key of ['venue', 'name', 'status', 'receive', 'feeRate'] as const) {
      const { [key]: _removed, ...venue } = quotedVenue;
      expect(isQuoteSummary({ ...comparison, venues: [venue] }), key).toBe(false);
    }
    expect(isQuoteSummary({ ...comparison, venues: [{ ...quotedVenue, receive: '0.1' }] })).toBe(false);
  });

  it('isCurrencyList ⇔ CurrencyListSchema', () => {
    const lists: unknown[] = [
      [],
      [coin],
      [coin, { ...coin, id: 'usd', type: 'fiat' }],
      ...variants(coin).map((c) => [coin, c]),
      ...variants(rankedCoin).map((c) => [c]),
      coin,
      null,
      'x',
    ];
    for (const value of lists) {
      expect(isCurrencyList(value), JSON.stringify(value)).toBe(CurrencyListSchema.safeParse(value).success);
    }
  });

  it('isAlertList ⇔ AlertListSchema', () => {
    const alert = {
      id: 'a1',
      from: 'bitcoin',
      to: 'usd',
      direction: 'above',
      threshold: 70_000,
      amount: 1,
      repeat: 'daily',
      createdAt: '2026-11-28T10:00:00.000Z',
      lastSentAt: null,
    };
    const lists: unknown[] = [
      { alerts: [] },
      { alerts: [alert, { ...alert, id: 'a2', direction: 'below', repeat: 'once', lastSentAt: '2026-11-28T11:00:00.000Z' }] },
      ...variants(alert).map((a) => ({ alerts: [a] })),
      { alerts: alert },
      { alerts: null },
      {},
      [alert],
      null,
    ];
    for (const value of lists) {
      expect(isAlertList(value), JSON.stringify(value)).toBe(AlertListSchema.safeParse(value).success);
    }
  });

  it('isApiErrorDetail ⇔ ApiErrorDetailSchema', () => {
    const details = [
      { code: 'history-unavailable', subject: 'Bitcoin (BTC)', sources: ['Coinbase', 'DefiLlama'] },
      { code: 'fx-unavailable', subject: 'EUR', sources: [] },
      { code: 'history-not-configured' },
      { code: 'fx-not-configured' },
    ];
    const values = [...details.flatMap((d) => variants(d)), { code: 'fx-unavailable', subject: 'EUR', sources: ['ECB', 3] }];
    for (const value of values) expect(isApiErrorDetail(value), JSON.stringify(value)).toBe(ApiErrorDetailSchema.safeParse(value).success);
  });
});
