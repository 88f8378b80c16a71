import { fakeUsdPrice } from '../fake-coingecko';
import { decimalString, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * Coinbase's GET /v2/exchange-rates?currency=USD as the real one answers it:
 * `{ data: { currency: "USD", rates: { "EUR": "0.9", "BTC": "0.00001", … } } }`, units of each
 * code per 1 USD in decimal strings, fiat and crypto mixed, codes upper-case. The fake speaks
 * only the USD table: another base gets Coinbase's 400 error shape. `factor` skews every fiat
 * rate (a source whose table is off), zero mode sends every rate as "0".
 */

export const COINBASE_FX_PATH = '/v2/exchange-rates';

/** Crypto codes the real table mixes in with the fiat ones. */
const CRYPTO_CODES: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  DOGE: 'dogecoin',
  USDT: 'tether',
  USDC: 'usd-coin',
};

export function coinbaseRates(context: FakeVenueContext): Record<string, string> {
  const zero = context.state.mode === 'zero';
  const rates: Record<string, string> = {};
  for (const [code, perUsd] of Object.entries(context.fiatPerUsd)) {
    // USD per USD is 1 however skewed the table is.
    const rate = code === 'usd' ? 1 : perUsd * context.state.factor;
    rates[code.toUpperCase()] = decimalString(zero ? 0 : rate);
  }
  for (const [code, coinId] of Object.entries(CRYPTO_CODES)) {
    const usd = coinId === 'tether' ? context.market.usdtUsd : fakeUsdPrice(coinId);
    rates[code] = decimalString(zero || !(usd > 0) ? 0 : 1 / usd);
  }
  return rates;
}

export const coinbaseFxProtocol: FakeVenueProtocol = {
  venue: 'coinbase-fx',
  paths: [COINBASE_FX_PATH],
  answer(url, context) {
    // The real default base is USD.
    const currency = url.searchParams.get('currency') ?? 'USD';
    if (currency.toUpperCase() !== 'USD') {
      return json(400, { errors: [{ id: 'invalid_request', message: `Invalid currency (${currency})` }] });
    }
    return json(200, { data: { currency: 'USD', rates: coinbaseRates(context) } });
  },
  rateLimited: () => json(429, { errors: [{ id: 'rate_limit_exceeded', message: 'Too many requests' }] }),
};
