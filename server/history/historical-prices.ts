import { addDays, daysBetween, todayUtc } from '@shared/dates';
import { FIRST_PRICE_DATES } from '@shared/currencies/first-price-dates';
import type { Currency } from '@shared/schemas/currency';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { DailyPrice, HistorySource } from './providers/types';
import { priceSourceLabel } from './providers/source-labels';
import type { RatesStore, StoredHistoricalPrice } from '../store/rates-store';
import { type ChainEntry, CoalescedLookups, SourceRests } from './lookup-guards';

export type HistoryChainEntry = ChainEntry<HistorySource>;

export type HistoricalPricesOptions = {
  chain: readonly HistoryChainEntry[];
  store: Pick<RatesStore, 'getHistoricalPrices' | 'putHistoricalPrices'>;
  logger: Logger;
  /**
   * The longest a visitor waits for the sources (about one upstream timeout): past it they get
   * a 503 to retry, while the lookup finishes and stores its prices in the background.
   */
  waitMs?: number;
  now?: () => number;
};

export type PricePoint = { date: string; price: number; source: string };

/**
 * USD prices on past days: from the store when known (a past price never changes, so it is
 * kept forever), else from the first source in the chain that has it.
 */
export class HistoricalPrices {
  private readonly lookups = new CoalescedLookups<StoredHistoricalPrice[]>();
  private readonly now: () => number;
  private readonly rests: SourceRests;

  constructor(private readonly options: HistoricalPricesOptions) {
    this.now = options.now ?? Date.now;
    this.rests = new SourceRests(this.now);
  }

  async priceOn(coin: Currency, date: string): Promise<PricePoint> {
    this.checkDates(coin, date, date);
    const [point] = await this.lookup(coin, date, date);
    if (!point) {
      throw new AppError(404, `No price for ${label(coin)} on ${date} was found in any of our sources. Try a nearby date.`);
    }
    return { date: point.date, price: point.priceUsd, source: point.source };
  }

  /** Daily points for a chart; days no source knows are left out. */
  async range(coin: Currency, from: string, to: string): Promise<PricePoint[]> {
    const start = this.checkDates(coin, from, to);
    const points = await this.lookup(coin, start, to);
    return points.map((p) => ({ date: p.date, price: p.priceUsd, source: p.source }));
  }

  /** Rejects future dates and dates before the coin had a price; returns the usable start. */
  private checkDates(coin: Currency, from: string, to: string): string {
    const today = todayUtc(this.now());
    for (const date of new Set([from, to])) {
      if (date > today) {
        throw new AppError(400, `The date ${date} is in the future. The latest date with a price is ${today}.`);
      }
    }
    const first = FIRST_PRICE_DATES[coin.id];
    if (first && to < first) {
      throw new AppError(
        400,
        `${label(coin)} has no price before ${first}, the first date available: it had not started trading on ${to}. Choose ${first} or later.`,
      );
    }
    return first && from < first ? first : from;
  }

  private lookup(coin: Currency, from: string, to: string): Promise<StoredHistoricalPrice[]> {
    return this.lookups.run(`${coin.id}:${from}:${to}`, () => this.fill(coin, from, to), {
      waitMs: this.options.waitMs,
      timeoutError: () =>
        new AppError(
          503,
          `Historical prices for ${label(coin)} are unavailable right now: our price sources are slow to answer. Please try again in a minute.`,
          {},
          {
            detail: { code: 'history-unavailable', subject: label(coin), sources: [] },
          },
        ),
    });
  }

  private async fill(coin: Currency, from: string, to: string): Promise<StoredHistoricalPrice[]> {
    const { store, chain, logger } = this.options;
    const known = new Map(store.getHistoricalPrices(coin.id, from, to).map((p) => [p.date, p]));
    const wanted = daysBetween(from, to) + 1;
    const failures: string[] = [];
    let anyAnswer = false;

    for (const { source, windowDays } of chain) {
      const missing = missingDays(from, to, known);
      if (missing.length === 0) break;
      if (source.supports && !source.supports({ id: coin.id, symbol: coin.symbol })) continue;
      const windowStart = windowDays === undefined ? null : addDays(todayUtc(this.now()), -windowDays + 1);
      const askFrom = windowStart && missing[0]! < windowStart ? windowStart : missing[0]!;
      const askTo = missing[missing.length - 1]!;
      if (askFrom > askTo) continue;
      if (this.rests.isResting(source.name)) {
        failures.push(source.name);
        continue;
      }
      try {
        const found = (await source.fetchDaily({ id: coin.id, symbol: coin.symbol }, askFrom, askTo)).filter(
          (p) => p.date >= askFrom && p.date <= askTo && !known.has(p.date) && Number.isFinite(p.priceUsd) && p.priceUsd > 0,
        );
        anyAnswer = true;
        this.rests.recovered(source.name);
        const rows = found.map((p: DailyPrice) => ({ ...p, source: source.name }));
        store.putHistoricalPrices(coin.id, rows);
        for (const row of rows) known.set(row.date, row);
      } catch (error) {
        failures.push(source.name);
        this.rests.failed(source.name, error);
        logger.warn(
          { source: source.name, coin: coin.id, from: askFrom, to: askTo, err: (error as Error).message },
          'historical source failed',
        );
      }
    }

    if (known.size === 0 && chain.length === 0) {
      throw new AppError(
        503,
        'Historical prices are not available on this server: no price source is configured.',
        {},
        { detail: { code: 'history-not-configured' } },
      );
    }
    if (known.size === 0 && !anyAnswer && failures.length > 0) {
      const sources = failures.map(priceSourceLabel);
      throw new AppError(
        503,
        `Historical prices for ${label(coin)} are unavailable right now (${sources.join(', ')} did not answer). Please try again in a minute.`,
        {},
        {
          detail: { code: 'history-unavailable', subject: label(coin), sources },
        },
      );
    }
    logger.debug({ coin: coin.id, from, to, wanted, found: known.size }, 'historical lookup');
    return [...known.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  }
}

function missingDays(from: string, to: string, known: ReadonlyMap<string, unknown>): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!known.has(d)) days.push(d);
  return days;
}

function label(coin: Currency): string {
  return `${coin.name} (${coin.symbol})`;
}
