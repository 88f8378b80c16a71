import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, isRealDate, todayUtc } from '@shared/dates';
import { FAKE_FIAT_PER_USD } from './fake-coingecko';

/**
 * Frankfurter's v1 protocol (the ECB's reference rates) for the fake history upstreams, under
 * /frankfurter: GET /v1/{date}, /v1/{start}..{end?}, /v1/latest, /v1/currencies, with `base`
 * (default EUR) and `symbols`. Like the ECB it publishes on weekdays only, from 1999-01-04;
 * a query that matches nothing answers 404 {"message":"not found"}, a bad date 422.
 *
 * EUR, GBP and JPY come from the shared Yahoo FX files (../shared/data/crypto-daily/fx-yahoo:
 * EURUSD and GBPUSD closes are USD per unit, USDJPY's are JPY per USD) when present, else from
 * BUILT_IN_FX_CLOSES; a weekday without a row takes the latest row before it. CHF, AUD and CAD
 * have fixed rates, so tests without the files still have several currencies.
 */

export const SHARED_FX_DIR = fileURLToPath(new URL('../../../shared/data/crypto-daily/fx-yahoo/', import.meta.url));
export const FAKE_ECB_FIRST_DAY = '1999-01-04';

type Pair = 'EURUSD' | 'GBPUSD' | 'USDJPY';
const PAIRS: Record<Pair, { code: string; invert: boolean }> = {
  EURUSD: { code: 'EUR', invert: true },
  GBPUSD: { code: 'GBP', invert: true },
  USDJPY: { code: 'JPY', invert: false },
};

/** Hand-typed closes [date, pair, close] (the same numbers as the shared files). */
export const BUILT_IN_FX_CLOSES: readonly (readonly [string, Pair, number])[] = [
  ['2020-03-13', 'EURUSD', 1.1184931993484497],
  ['2020-03-16', 'EURUSD', 1.115536093711853],
  ['2021-11-10', 'EURUSD', 1.1595547199249268],
  ['2021-11-12', 'EURUSD', 1.145081877708435],
  ['2021-11-15', 'EURUSD', 1.144164800643921],
  ['2021-12-31', 'EURUSD', 1.132502794265747],
  ['2022-01-03', 'EURUSD', 1.1373459100723267],
  ['2020-03-13', 'GBPUSD', 1.257023572921753],
  ['2021-11-10', 'GBPUSD', 1.3560001850128174],
  ['2021-11-12', 'GBPUSD', 1.3366482257843018],
  ['2021-11-15', 'GBPUSD', 1.341705560684204],
  ['2020-03-13', 'USDJPY', 104.61000061035156],
  ['2021-11-10', 'USDJPY', 112.91200256347656],
  ['2021-11-12', 'USDJPY', 114.04299926757812],
];

/** Units per USD every weekday, for currencies without a file. */
export const FIXED_FX_PER_USD: Readonly<Record<string, number>> = { CHF: 0.92, AUD: 1.35, CAD: 1.27 };

export type FxTable = {
  /** Units of `code` (upper case) per USD the fake publishes on `date`; undefined on weekends. */
  perUsd: (code: string, date: string) => number | undefined;
  codes: readonly string[];
  origin: 'csv' | 'built-in';
};

const tableCache = new Map<string, FxTable>();

export function hasSharedFxCsv(dir: string = SHARED_FX_DIR): boolean {
  return (Object.keys(PAIRS) as Pair[]).every((pair) => existsSync(join(dir, `${pair}_1d.csv`)));
}

/** The fake's rates: from the Yahoo files in `dir` when all are present, else the built-in closes. */
export function loadFxTable(dir: string | null = SHARED_FX_DIR): FxTable {
  if (dir && hasSharedFxCsv(dir)) {
    let table = tableCache.get(dir);
    if (!table) {
      const closes: [string, Pair, number][] = [];
      for (const pair of Object.keys(PAIRS) as Pair[]) {
        for (const line of readFileSync(join(dir, `${pair}_1d.csv`), 'utf8')
          .split(/\r?\n/)
          .slice(1)) {
          const [stamp = '', , , , close] = line.split(',');
          const value = Number(close);
          if (isRealDate(stamp.slice(0, 10)) && Number.isFinite(value) && value > 0) closes.push([stamp.slice(0, 10), pair, value]);
        }
      }
      table = fromCloses(closes, 'csv');
      tableCache.set(dir, table);
    }
    return table;
  }
  return fromCloses(BUILT_IN_FX_CLOSES, 'built-in');
}

function fromCloses(closes: Iterable<readonly [string, Pair, number]>, origin: FxTable['origin']): FxTable {
  const series = new Map<string, [string, number][]>();
  for (const [date, pair, close] of closes) {
    const { code, invert } = PAIRS[pair];
    if (!series.has(code)) series.set(code, []);
    series.get(code)!.push([date, invert ? 1 / close : close]);
  }
  for (const rows of series.values()) rows.sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    origin,
    codes: [...series.keys(), ...Object.keys(FIXED_FX_PER_USD)].sort(),
    perUsd(code, date) {
      if (!isRealDate(date) || date < FAKE_ECB_FIRST_DAY || isWeekend(date)) return undefined;
      if (code === 'USD') return 1;
      const fixed = FIXED_FX_PER_USD[code];
      if (fixed !== undefined) return fixed;
      const rows = series.get(code);
      if (!rows) return undefined;
      return latestAtOrBefore(rows, date);
    },
  };
}

function latestAtOrBefore(rows: readonly [string, number][], date: string): number | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  let found: number | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [d, value] = rows[mid]!;
    if (d <= date) {
      found = value;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The request after /frankfurter; `empty` answers as if the ECB had nothing. */
export function handleFrankfurter(
  res: ServerResponse,
  req: { segments: string[]; params: URLSearchParams; now: number; empty: boolean },
  table: FxTable,
  send: (res: ServerResponse, status: number, body: unknown) => void,
): void {
  const [version, what = '', ...extra] = req.segments;
  if (version !== 'v1' || extra.length > 0) {
    send(res, 404, { message: 'not found' });
    return;
  }
  const today = todayUtc(req.now);
  if (what === 'currencies') {
    send(res, 200, Object.fromEntries([...table.codes, 'USD'].sort().map((c) => [c, c])));
    return;
  }

  const base = (req.params.get('base') ?? req.params.get('from') ?? 'EUR').toUpperCase();
  const wanted = (req.params.get('symbols') ?? req.params.get('to'))?.toUpperCase().split(',');
  const ratesOn = (date: string): Record<string, number> | null => {
    if (req.empty) return null;
    const divisor = table.perUsd(base, date);
    if (divisor === undefined) return null;
    const rates: Record<string, number> = {};
    for (const code of wanted ?? [...table.codes, 'USD']) {
      const perUsd = code === base ? undefined : table.perUsd(code, date);
      if (perUsd !== undefined) rates[code] = perUsd / divisor;
    }
    return Object.keys(rates).length > 0 ? rates : null;
  };

  const interval = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})?$/.exec(what);
  if (interval) {
    const start = interval[1]!;
    const end = interval[2] ?? today;
    if (!isRealDate(start) || !isRealDate(end)) {
      send(res, 422, { message: 'invalid date' });
      return;
    }
    const rates: Record<string, Record<string, number>> = {};
    const first = start < FAKE_ECB_FIRST_DAY ? FAKE_ECB_FIRST_DAY : start;
    for (let d = first; d <= end && d <= today; d = addDays(d, 1)) {
      const day = ratesOn(d);
      if (day) rates[d] = day;
    }
    const dates = Object.keys(rates);
    if (dates.length === 0) {
      send(res, 404, { message: 'not found' });
      return;
    }
    send(res, 200, { amount: 1.0, base, start_date: dates[0], end_date: dates[dates.length - 1], rates });
    return;
  }

  if (what === 'latest' && !req.empty) {
    // Today in the fake world is the fake CoinGecko's: its fiat rates, so the live FX bound
    // (decision 015) agrees with the other fakes instead of with the last row of real history.
    const perUsd = (code: string) => (code === 'USD' ? 1 : FAKE_FIAT_PER_USD[code.toLowerCase()]);
    const divisor = perUsd(base);
    if (divisor !== undefined) {
      const rates: Record<string, number> = {};
      for (const code of wanted ?? [...table.codes, 'USD']) {
        const rate = code === base ? undefined : perUsd(code);
        if (rate !== undefined) rates[code] = rate / divisor;
      }
      send(res, 200, { amount: 1.0, base, date: today, rates });
      return;
    }
  }
  const asked = what === 'latest' ? today : what;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asked) || !isRealDate(asked)) {
    send(res, 422, { message: 'invalid date' });
    return;
  }
  // The latest working day on or before the date asked (a week back covers any gap here).
  for (let d = asked > today ? today : asked, n = 0; n < 7 && d >= FAKE_ECB_FIRST_DAY; d = addDays(d, -1), n++) {
    if (isWeekend(d)) continue;
    const rates = ratesOn(d);
    if (rates) send(res, 200, { amount: 1.0, base, date: d, rates });
    else send(res, 404, { message: 'not found' });
    return;
  }
  send(res, 404, { message: 'not found' });
  return;
}
