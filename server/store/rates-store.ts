import type { Currency } from '@shared/schemas/currency';
import type { ConsensusDetail, PriceBook, SourceVote } from '../upstream/types';
import type { DailyPrice } from '../upstream/types';

export type StoredValue<T> = { value: T; fetchedAt: number };
export type StoredHistoricalPrice = DailyPrice & { source: string };
/** A calendar day's exchange rate: units per USD, from the working day `rateDate`. */
export type StoredFxRate = { date: string; perUsd: number; rateDate: string; source: string };

/**
 * What the rate engine keeps across restarts, in the instance's own SQLite (what a fleet shares
 * lives in Redis: decision 012).
 */
export interface RatesStore {
  loadPriceBook(): StoredValue<PriceBook> | null;
  savePriceBook(book: PriceBook, fetchedAt: number): void;
  loadCatalog(): StoredValue<CatalogSnapshot> | null;
  saveCatalog(catalog: CatalogSnapshot, fetchedAt: number): void;
  getHistoricalPrices(coinId: string, from: string, to: string): StoredHistoricalPrice[];
  putHistoricalPrices(coinId: string, prices: readonly StoredHistoricalPrice[]): void;
  /** Exchange rates per calendar day (insert-only: a settled day's rate never changes). */
  getHistoricalFx(currency: string, from: string, to: string): StoredFxRate[];
  putHistoricalFx(currency: string, rates: readonly StoredFxRate[]): void;
  /** Upstream calls counted in a month ("2026-11"), for the monthly budget. */
  callsInMonth(month: string): number;
  addCall(month: string): void;
  /** A small persistent setting (e.g. the generated IndexNow key). */
  loadSetting(key: string): string | null;
  saveSetting(key: string, value: string): void;
  /** When each URL was last accepted by IndexNow (ms), for the once-a-day rule. */
  lastSubmitted(urls: readonly string[]): Map<string, number>;
  markSubmitted(urls: readonly string[], at: number): void;
  close(): void;
}

export type CatalogSnapshot = { cryptos: Currency[]; fiats: Currency[] };

/** Serialises a price book (Maps) to JSON-friendly arrays and back. */
export function encodePriceBook(book: PriceBook): string {
  return JSON.stringify({
    usdPerCoin: [...book.usdPerCoin],
    fiatPerUsd: [...book.fiatPerUsd],
    coinUpdatedAt: [...book.coinUpdatedAt].map(([id, at]) => [id, at.getTime()]),
    asOf: book.asOf.getTime(),
    usdChange24h: [...(book.usdChange24h ?? [])],
    fiatUsdChange24h: [...(book.fiatUsdChange24h ?? [])],
    coinConsensus: [...(book.coinConsensus ?? [])],
    fiatConsensus: [...(book.fiatConsensus ?? [])],
    carried: [...(book.carried ?? [])],
  });
}

type EncodedDetail = Omit<ConsensusDetail, 'sources'> & { sources: (Omit<SourceVote, 'asOf'> & { asOf: string | null })[] };

function decodeDetails(entries: [string, EncodedDetail][] | undefined): Map<string, ConsensusDetail> {
  return new Map(
    (entries ?? []).map(([id, d]) => [
      id,
      { ...d, sources: d.sources.map((s) => ({ ...s, asOf: s.asOf === null ? null : new Date(s.asOf) })) },
    ]),
  );
}

export function decodePriceBook(text: string): PriceBook {
  const raw = JSON.parse(text) as {
    usdPerCoin: [string, number][];
    fiatPerUsd: [string, number][];
    coinUpdatedAt: [string, number][];
    asOf: number;
    usdChange24h?: [string, number][];
    fiatUsdChange24h?: [string, number][];
    coinConsensus?: [string, EncodedDetail][];
    fiatConsensus?: [string, EncodedDetail][];
    carried?: string[];
  };
  return {
    usdPerCoin: new Map(raw.usdPerCoin),
    fiatPerUsd: new Map(raw.fiatPerUsd),
    coinUpdatedAt: new Map(raw.coinUpdatedAt.map(([id, at]) => [id, new Date(at)])),
    asOf: new Date(raw.asOf),
    // Older stored books lack the 24-hour changes: none then.
    usdChange24h: new Map(raw.usdChange24h ?? []),
    fiatUsdChange24h: new Map(raw.fiatUsdChange24h ?? []),
    // Older stored books have no consensus detail.
    coinConsensus: decodeDetails(raw.coinConsensus),
    fiatConsensus: decodeDetails(raw.fiatConsensus),
    carried: new Set(raw.carried ?? []),
  };
}
