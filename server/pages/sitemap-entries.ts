import { DEFAULT_LOCALE, localizedPath, PUBLISHED_LOCALES } from '@shared/i18n/locales';
import { resolveFromTicker, resolveToTicker, routeTicker } from '@shared/currencies/resolve-currency';
import {
  BTC_FIXED_AMOUNTS,
  buildPairPath,
  ETH_FIXED_AMOUNTS,
  FIXED_PAIR_ROUTES,
  isEnglishOnly,
  matchRoute,
  STATIC_PAGES,
} from '@shared/routes';
import { COIN_CONTENT_TICKERS } from '@shared/schemas/content';
import type { Currency } from '@shared/schemas/currency';

/** The date legal pages were last changed (the product spec's date; their "Last updated" line). */
export const LEGAL_DATE = '2025-05-09';
/** The privacy policy's own date: revised for price alerts (decision 020). */
export const PRIVACY_DATE = '2026-11-24';
const LEGAL_PAGES: readonly string[] = ['privacy', 'terms', 'disclaimer'];

/** sitemaps.org's limit per file; at ~90 bytes a URL, files stay far below its 50 MB too. */
export const MAX_URLS_PER_FILE = 50_000;

/** How many coins, by market cap, get fiat → coin pages and BTC/ETH/USDT pair pages. */
export const TOP_COINS = 20;
/** The fiats whose → coin pages are listed (the most searched way round), when configured. */
const FIAT_TO_COIN_CODES = ['usd', 'eur'];
/** The coins exchanges quote others in: each top coin is listed against each (itself excepted). */
const QUOTE_COIN_IDS = ['bitcoin', 'ethereum', 'tether'];

/** A URL of the sitemap: a canonical path and, when the page's data has a date, that date. */
export type SitemapUrl = { path: string; lastmod?: string | undefined };
/** One sitemap file: `name` is its path under /sitemaps/ without `.xml`. */
export type SitemapFile = { name: string; urls: SitemapUrl[] };

/** A page before dating: rate pages take the prices' time, which changes every minute. */
export type PlannedUrl = { path: string; showsRates: boolean; lastmod?: string };
export type PlannedFile = { name: string; urls: PlannedUrl[] };

export type SitemapInput = {
  /** The catalog's lists as visitors get them (publicCurrencyList: with URL tickers). */
  cryptos: readonly Currency[];
  fiats: readonly Currency[];
  /** SITEMAP_FIATS: one pairs file per code the fiat list has. */
  fiatCodes: readonly string[];
  /** When the current prices were produced: the date of every rate page's data. */
  ratesAsOf: Date;
  maxUrlsPerFile?: number;
};

/** W3C datetime to the second, in UTC (e.g. 2025-06-01T00:00:00Z). */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Every page worth indexing, in files (docs in README, Pages): pages.xml (home, calculator,
 * informational pages, the fixed pair routes, the coin guides), amounts.xml (the curated BTC and
 * ETH amounts), pairs-{fiat}.xml (every coin in each configured fiat), fiat-to-crypto.xml (USD
 * and EUR into each top coin) and crypto-pairs.xml (each top coin in BTC, ETH and USDT). Each
 * path is the page's canonical one and is listed once, in the first file that has it, and only
 * when it resolves back to the same currencies the way the page resolves it. `lastmod`: the
 * prices' as-of time on pages showing a rate; LEGAL_DATE on legal pages; none on the calculator,
 * about, methodology and contact, whose text changes only with a release we cannot date.
 * A file over the limit is split as name-1, name-2…; empty files are left out.
 */
export function buildSitemapFiles(input: SitemapInput): SitemapFile[] {
  return dateSitemap(planSitemap(input), input.ratesAsOf);
}

/** Gives each rate page the prices' as-of time (the cheap half of buildSitemapFiles). */
export function dateSitemap(plan: readonly PlannedFile[], ratesAsOf: Date): SitemapFile[] {
  const rates = w3cDateTime(ratesAsOf);
  return plan.map(({ name, urls }) => ({
    name,
    urls: urls.map(({ path, showsRates, lastmod }) => (showsRates ? { path, lastmod: rates } : lastmod ? { path, lastmod } : { path })),
  }));
}

/** The pages and files of buildSitemapFiles, undated: what depends on the currency lists only. */
export function planSitemap(input: Omit<SitemapInput, 'ratesAsOf'>): PlannedFile[] {
  const { cryptos, fiats } = input;
  const listed = new Set<string>();
  const byId = (list: readonly Currency[], id: string) => list.find((c) => c.id === id);

  const file = (name: string) => {
    const urls: PlannedUrl[] = [];
    const add = (path: string, showsRates: boolean, lastmod?: string) => {
      if (listed.has(path)) return;
      listed.add(path);
      urls.push(lastmod ? { path, showsRates, lastmod } : { path, showsRates });
    };
    /** A pair page, when its canonical path leads back to these two currencies. */
    const addPair = (from: Currency | undefined, to: Currency | undefined, amount?: number) => {
      if (!from || !to || from.id === to.id) return;
      const path = pairPagePath(from, to, amount);
      if (resolvesTo(path, from, to, cryptos, fiats)) add(path, true);
    };
    return { file: { name, urls }, add, addPair };
  };

  const pages = file('pages');
  pages.add('/', true);
  pages.add('/crypto-profit-calculator', false);
  // English only (decision 019): listed here, left out of the other locales' files below.
  pages.add('/developers', false);
  pages.add('/widget', false);
  for (const page of STATIC_PAGES)
    pages.add(`/${page}`, false, page === 'privacy' ? PRIVACY_DATE : LEGAL_PAGES.includes(page) ? LEGAL_DATE : undefined);
  for (const route of FIXED_PAIR_ROUTES) {
    pages.addPair(resolveFromTicker(route.fromTicker, cryptos, fiats), resolveToTicker(route.toTicker, cryptos, fiats));
  }
  const usd = byId(fiats, 'usd');
  for (const ticker of COIN_CONTENT_TICKERS) pages.addPair(resolveFromTicker(ticker, cryptos, fiats), usd);

  const amounts = file('amounts');
  for (const amount of BTC_FIXED_AMOUNTS) amounts.addPair(byId(cryptos, 'bitcoin'), usd, amount);
  for (const amount of ETH_FIXED_AMOUNTS) amounts.addPair(byId(cryptos, 'ethereum'), usd, amount);

  const configured = input.fiatCodes.map((code) => byId(fiats, code)).filter((c): c is Currency => c !== undefined);
  const perFiat = configured.map((fiat) => {
    const pairs = file(`pairs-${fiat.id}`);
    for (const coin of cryptos) pairs.addPair(coin, fiat);
    return pairs.file;
  });

  const top = topCoins(cryptos, TOP_COINS);
  const fiatToCoin = file('fiat-to-crypto');
  for (const fiat of configured.filter((c) => FIAT_TO_COIN_CODES.includes(c.id))) {
    for (const coin of top) fiatToCoin.addPair(fiat, coin);
  }
  const cryptoPairs = file('crypto-pairs');
  for (const quoteId of QUOTE_COIN_IDS) {
    for (const coin of top) cryptoPairs.addPair(coin, byId(cryptos, quoteId));
  }

  const max = input.maxUrlsPerFile ?? MAX_URLS_PER_FILE;
  const english = [pages.file, amounts.file, ...perFiat, fiatToCoin.file, cryptoPairs.file].flatMap((f) => splitFile(f, max));
  const englishOnly = new Set(pages.file.urls.map((url) => url.path).filter((path) => isEnglishOnly(matchRoute(path))));
  // Every page in every published locale (decision 017): each locale's files mirror English's, under its prefix.
  const localized = PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    english.map((f) => ({
      name: `${locale.toLowerCase()}-${f.name}`,
      urls: f.urls.filter((url) => !englishOnly.has(url.path)).map((url) => ({ ...url, path: localizedPath(url.path, locale) })),
    })),
  );
  return [...english, ...localized];
}

/**
 * A pair page's canonical path, as the page's own canonical link has it (page-meta): the route
 * tickers in buildPairPath's shape. A ticker a URL cannot carry as it is gets escaped the way the
 * page escapes it (upper-case hex, which buildPairPath's lower-casing would undo).
 */
export function pairPagePath(from: Currency, to: Currency, amount?: number): string {
  const [a, b] = [routeTicker(from), routeTicker(to)];
  if (encodeURIComponent(a) === a && encodeURIComponent(b) === b) return buildPairPath(a, b, amount);
  const path = `/${encodeURIComponent(a)}-to-${encodeURIComponent(b)}`;
  return amount === undefined ? path : `${path}/${amount}`;
}

/** Whether the page at `path` shows `from` → `to`: parsed and resolved as the page does it. */
function resolvesTo(path: string, from: Currency, to: Currency, cryptos: readonly Currency[], fiats: readonly Currency[]): boolean {
  const match = matchRoute(path);
  if (match.kind !== 'pair' && match.kind !== 'pair-amount') return false;
  return (
    resolveFromTicker(match.fromTicker, cryptos, fiats)?.id === from.id && resolveToTicker(match.toTicker, cryptos, fiats)?.id === to.id
  );
}

/** The biggest coins by market-cap rank; coins without one (bundled extras) keep list order after. */
export function topCoins(cryptos: readonly Currency[], count: number): Currency[] {
  const rank = (c: Currency) => c.rank ?? Number.MAX_SAFE_INTEGER;
  return [...cryptos].sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

function splitFile(file: PlannedFile, max: number): PlannedFile[] {
  if (file.urls.length === 0) return [];
  if (file.urls.length <= max) return [file];
  const parts: PlannedFile[] = [];
  for (let i = 0; i < file.urls.length; i += max)
    parts.push({ name: `${file.name}-${parts.length + 1}`, urls: file.urls.slice(i, i + max) });
  return parts;
}

/** The newest lastmod of some URLs (the index's lastmod of their file); undefined when none has one. */
export function newestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let newest: string | undefined;
  for (const { lastmod } of urls) {
    if (lastmod && (!newest || Date.parse(lastmod) > Date.parse(newest))) newest = lastmod;
  }
  return newest;
}
