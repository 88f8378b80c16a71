import { addDays, daysBetween, eachDay, isRealDate, todayUtc } from '@shared/dates';
import type { Currency } from '@shared/schemas/currency';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { FxObservation, FxSource } from './providers/fx-types';
import { persist } from '../rates/currency-catalog';
import type { RatesStore, StoredFxRate } from '../store/rates-store';
import { type ChainEntry, CoalescedLookups, SourceRests } from './lookup-guards';

export type FxChainEntry = ChainEntry<FxSource>;

export type HistoricalFxOptions = {
  chain: readonly FxChainEntry[];
  store: Pick<RatesStore, 'getHistoricalFx' | 'putHistoricalFx'>;
  logger: Logger;
  /** The longest a visitor waits for the sources (about one upstream timeout), then 503. */
  waitMs?: number;
  now?: () => number;
};

/** A calendar day's rate: `perUsd` units per USD, published on `rateDate` by `source`. */
export type FxDay = StoredFxRate;

export const USD_SOURCE = 'USD';

/** A working day's rate stands for the days after it up to this many (the ECB's longest gap is ~5). */
export const MAX_CARRY_DAYS = 7;
/** A day whose rate may still be published (today, yesterday) is kept in memory this long only. */
const PROVISIONAL_MS = 60 * 60_000;

/**
 * Exchange rates on past days: from the store when settled (kept forever, like historical
 * prices), else from the first source in the chain that has them. Each calendar day gets the
 * rate of the latest working day on or before it (see docs/decisions/009-historical-fx.md).
 */
export class HistoricalFx {
  private readonly lookups = new CoalescedLookups<FxDay[]>();
  private readonly provisional = new Map<string, { day: FxDay; until: number }>();
  private readonly rests: SourceRests;
  private readonly now: () => number;

  constructor(private readonly options: HistoricalFxOptions) {
    this.now = options.now ?? Date.now;
    this.rests = new SourceRests(this.now);
  }

  /** One day's rate; 404 when no source has it. */
  async rateOn(currency: Currency, date: string): Promise<FxDay> {
    const [day] = await this.range(currency, date, date);
    if (!day) {
      throw new AppError(404, `No ${label(currency)} exchange rate for ${date} was found in any of our sources. Try a nearby date.`);
    }
    return day;
  }

  /** One rate per calendar day in [from, to]; days no source knows are left out. */
  async range(currency: Currency, from: string, to: string): Promise<FxDay[]> {
    if (!isRealDate(from) || !isRealDate(to) || from > to) throw new RangeError(`Not a date range: ${from}..${to}`);
    const today = todayUtc(this.now());
    for (const date of new Set([from, to])) {
      if (date > today) {
        throw new AppError(400, `The date ${date} is in the future. The latest date with an exchange rate is ${today}.`);
      }
    }
    if (currency.id === 'usd') return eachDay(from, to).map((date) => ({ date, perUsd: 1, rateDate: date, source: USD_SOURCE }));
    return this.lookup(currency, from, to);
  }

  private lookup(currency: Currency, from: string, to: string): Promise<FxDay[]> {
    return this.lookups.run(`${currency.id}:${from}:${to}`, () => this.fill(currency, from, to), {
      waitMs: this.options.waitMs,
      timeoutError: () =>
        new AppError(
          503,
          `Exchange rates for ${label(currency)} are unavailable right now: our rate sources are slow to answer. Please try again in a minute.`,
          {},
          {
            detail: { code: 'fx-unavailable', subject: label(currency), sources: [] },
          },
        ),
    });
  }

  private async fill(currency: Currency, from: string, to: string): Promise<FxDay[]> {
    const { store, chain, logger } = this.options;
    const code = currency.id;
    const today = todayUtc(this.now());
    const known = new Map(store.getHistoricalFx(code, from, to).map((r) => [r.date, r]));
    for (const date of eachDay(from, to)) {
      const held = this.provisional.get(`${code}:${date}`);
      if (!known.has(date) && held && held.until > this.now()) known.set(date, held.day);
    }
    const failures: string[] = [];
    let anyAnswer = false;

    for (const { source, windowDays } of chain) {
      const missing = eachDay(from, to).filter((d) => !known.has(d));
      if (missing.length === 0) break;
      if (!source.supports(code)) continue;
      const windowStart = windowDays === undefined ? null : addDays(today, -windowDays + 1);
      const wantedFrom = addDays(missing[0]!, -source.lookbackDays);
      const askFrom = windowStart && wantedFrom < windowStart ? windowStart : wantedFrom;
      const askTo = missing[missing.length - 1]!;
      if (askFrom > askTo) continue;
      if (this.rests.isResting(source.name)) {
        failures.push(source.name);
        continue;
      }
      try {
        const observations = (await source.fetchRates(code, askFrom, askTo))
          .filter((o) => o.date >= askFrom && o.date <= askTo && Number.isFinite(o.perUsd) && o.perUsd > 0)
          .sort((a, b) => (a.date < b.date ? -1 : 1));
        anyAnswer = true;
        this.rests.recovered(source.name);
        const settled: FxDay[] = [];
        const lastPublished = observations[observations.length - 1]?.date ?? '';
        // Both lists ascend: one pass finds each day's latest observation on or before it.
        let next = 0;
        let rate: FxObservation | undefined;
        for (const date of missing) {
          while (next < observations.length && observations[next]!.date <= date) rate = observations[next++];
          if (!rate || daysBetween(rate.date, date) > MAX_CARRY_DAYS) continue;
          const day = { date, perUsd: rate.perUsd, rateDate: rate.date, source: source.name };
          known.set(date, day);
          if (isSettled(date, rate.date, lastPublished, today)) settled.push(day);
          else this.holdProvisional(code, day);
        }
        persist(logger, () => store.putHistoricalFx(code, settled));
      } catch (error) {
        failures.push(source.name);
        this.rests.failed(source.name, error);
        logger.warn(
          { source: source.name, currency: code, from: askFrom, to: askTo, err: (error as Error).message },
          'exchange-rate source failed',
        );
      }
    }

    if (known.size === 0 && chain.length === 0) {
      throw new AppError(
        503,
        'Historical exchange rates are not available on this server: no rate source is configured.',
        {},
        { detail: { code: 'fx-not-configured' } },
      );
    }
    if (known.size === 0 && !anyAnswer && failures.length > 0) {
      throw new AppError(
        503,
        `Exchange rates for ${label(currency)} are unavailable right now (${failures.join(', ')} did not answer). Please try again in a minute.`,
        {},
        { detail: { code: 'fx-unavailable', subject: label(currency), sources: failures } },
      );
    }
    return [...known.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  }

  private holdProvisional(code: string, day: FxDay): void {
    const now = this.now();
    if (this.provisional.size > 1_000) {
      for (const [key, held] of this.provisional) if (held.until <= now) this.provisional.delete(key);
    }
    this.provisional.set(`${code}:${day.date}`, { day, until: now + PROVISIONAL_MS });
  }
}

/**
 * Whether a day's rate can no longer change: a past day with its own rate, or one a later
 * working day already follows, or two days old (the ECB publishes each working day's rate
 * that afternoon, so an older day without one was a holiday).
 */
function isSettled(date: string, rateDate: string, lastPublished: string, today: string): boolean {
  if (date >= today) return false;
  return rateDate === date || lastPublished > date || daysBetween(date, today) >= 2;
}

function label(currency: Currency): string {
  return currency.symbol.toUpperCase();
}
