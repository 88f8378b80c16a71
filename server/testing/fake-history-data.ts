import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The fake historical upstreams' names and modes, and the daily prices they all serve. */
export type HistoryUpstream = 'coingecko' | 'coinbase' | 'defillama' | 'binance' | 'frankfurter';
export type HistoryFakeMode = 'ok' | 'down' | 'rate-limited' | 'malformed' | 'empty';

export const HISTORY_UPSTREAMS: readonly HistoryUpstream[] = ['coingecko', 'coinbase', 'defillama', 'binance', 'frankfurter'];

/** The shared fixture (outside the repo); absent on machines without the steering checkout. */
export const SHARED_DAILY_CLOSE_CSV = fileURLToPath(new URL('../../../shared/data/crypto-daily/daily_close_usd.csv', import.meta.url));

export function hasSharedDailyCsv(): boolean {
  return existsSync(SHARED_DAILY_CLOSE_CSV);
}

/**
 * Hand-typed UTC daily closes [date, symbol, close] (the same numbers as the shared CSV), used
 * when the CSV is absent. The price on the NEXT day is each close.
 */
export const BUILT_IN_CLOSES: readonly (readonly [string, string, number])[] = [
  ['2015-07-20', 'BTC', 278.980988],
  ['2016-02-29', 'ETH', 6.34],
  ['2016-08-16', 'LTC', 3.63772],
  ['2017-08-16', 'BTC', 4376.629883],
  ['2019-06-30', 'XRP', 0.3964110017],
  ['2020-03-14', 'BTC', 5200.366211],
  ['2020-03-14', 'ETH', 123.306023],
  ['2020-03-14', 'USDT', 1.001621],
  ['2020-03-15', 'BTC', 5392.314941],
  ['2020-12-31', 'SOL', 1.510898],
  // The past-date conversion's example (e2e/pair-extras.spec.ts): 2 ETH on 2021-11-10 (the
  // day's price is the close of 2021-11-09).
  ['2021-11-09', 'BTC', 66971.828125],
  ['2021-11-09', 'ETH', 4735.068848],
  ['2021-12-31', 'BTC', 46306.445312],
];

/** CoinGecko id → symbol, for the coingecko and defillama paths. */
export const FAKE_HISTORY_COIN_IDS: Readonly<Record<string, string>> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  ripple: 'XRP',
  litecoin: 'LTC',
  solana: 'SOL',
  cardano: 'ADA',
  dogecoin: 'DOGE',
  binancecoin: 'BNB',
  polkadot: 'DOT',
  chainlink: 'LINK',
  'avalanche-2': 'AVAX',
  'matic-network': 'MATIC',
  tether: 'USDT',
};

/** First day each Coinbase product has candles. */
export const FAKE_COINBASE_LISTINGS: Readonly<Record<string, string>> = {
  BTC: '2015-07-20',
  ETH: '2016-05-24',
  LTC: '2016-08-17',
};

export const FAKE_BINANCE_FIRST_DAY = '2017-08-17';

/** Symbol → date → USD price at 00:00 UTC of that date. */
export type DailyTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

export const DAY_MS = 86_400_000;
export const DAY_S = 86_400;

const tableCache = new Map<string, DailyTable>();

/**
 * The fake's prices: from `file` (a daily_close_usd.csv) when given and present, else the
 * built-in closes. Keys are the day AFTER each close.
 */
export function loadDailyTable(file: string | null = SHARED_DAILY_CLOSE_CSV): { table: DailyTable; origin: 'csv' | 'built-in' } {
  if (file && existsSync(file)) {
    let table = tableCache.get(file);
    if (!table) {
      table = fromCloses(parseCsv(readFileSync(file, 'utf8')));
      tableCache.set(file, table);
    }
    return { table, origin: 'csv' };
  }
  return { table: fromCloses(BUILT_IN_CLOSES), origin: 'built-in' };
}

function parseCsv(text: string): [string, string, number][] {
  const rows: [string, string, number][] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [date, symbol, close] = line.split(',');
    const value = Number(close);
    if (date && symbol && close && Number.isFinite(value)) rows.push([date, symbol, value]);
  }
  return rows;
}

function fromCloses(closes: Iterable<readonly [string, string, number]>): DailyTable {
  const table = new Map<string, Map<string, number>>();
  for (const [date, symbol, close] of closes) {
    let bySymbol = table.get(symbol);
    if (!bySymbol) table.set(symbol, (bySymbol = new Map()));
    bySymbol.set(msToDate(Date.parse(`${date}T00:00:00Z`) + DAY_MS), close);
  }
  return table;
}

export function msToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
