/**
 * What visitors do, for the load benchmarks: land on pre-rendered pair and amount pages, the
 * home page and content pages, and the browser then calls the API (lists, rates). All gzip.
 */
const gzip = { 'accept-encoding': 'gzip' };
const page = (path: string) => ({ method: 'GET' as const, path, headers: { ...gzip, accept: 'text/html' } });
const api = (path: string) => ({ method: 'GET' as const, path, headers: gzip });

export const VISITOR_MIX = [
  page('/btc-to-usd'),
  page('/eth-to-usd'),
  page('/btc-to-usd/0.01'),
  page('/eth-to-usd/0.5'),
  page('/sol-to-usd'),
  page('/'),
  page('/about'),
  page('/doge-to-eur'),
  page('/crypto-profit-calculator'),
  api('/api/currencies/crypto'),
  api('/api/currencies/fiat'),
  api('/api/convert?from=bitcoin&to=usd&type=crypto-to-fiat'),
  api('/api/convert?from=ethereum&to=eur&type=crypto-to-fiat'),
  api('/api/convert?from=solana&to=usd&type=crypto-to-fiat'),
  api('/api/convert?from=bitcoin&to=ethereum&type=crypto-to-crypto'),
  api('/api/convert?from=ripple&to=jpy&type=crypto-to-fiat'),
];

/** "9 pages, 7 API calls" */
export function describeMix(): string {
  const pages = VISITOR_MIX.filter((r) => !r.path.startsWith('/api/')).length;
  return `${VISITOR_MIX.length}-request mix (${pages} pages, ${VISITOR_MIX.length - pages} API calls)`;
}
