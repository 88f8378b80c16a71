import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import type { Currency } from '@shared/schemas/currency';
import { RefreshingValue } from '../cache/refreshing-value';
import type { Logger } from '../lib/logger';
import type { RateSource } from '../providers/types';

const CATALOG_FRESH_MS = 60 * 60 * 1000; // spec §9: currency lists for 1 hour

export type CurrencyCatalogOptions = {
  source: RateSource | null;
  size: number;
  waitMs: number;
  logger: Logger;
  now?: () => number;
};

/**
 * The currencies the site converts: the upstream's top coins by market cap (hourly), plus every
 * coin the site has a guide or default for; fiat from the known table.
 */
export class CurrencyCatalog {
  private readonly topCoins: RefreshingValue<Currency[]> | null;
  private merged: { from: Currency[] | null; list: Currency[]; byId: Map<string, Currency> } | null = null;
  private readonly fiatById = new Map(KNOWN_FIATS.map((c) => [c.id, c]));

  constructor(options: CurrencyCatalogOptions) {
    const { source } = options;
    this.topCoins = source
      ? new RefreshingValue({
          load: () => source.fetchTopCoins(options.size),
          freshMs: CATALOG_FRESH_MS,
          waitMs: options.waitMs,
          ...(options.now ? { now: options.now } : {}),
          onError: (error, retryInMs) =>
            options.logger.warn({ err: (error as Error).message, retryInMs }, 'coin list refresh failed'),
        })
      : null;
  }

  async cryptos(): Promise<Currency[]> {
    await this.topCoins?.refresh();
    return this.mergedCryptos().list;
  }

  fiats(): Currency[] {
    return [...KNOWN_FIATS];
  }

  /** Looks up a currency id among cryptos and fiats. */
  async find(id: string): Promise<Currency | undefined> {
    const fiat = this.fiatById.get(id);
    if (fiat) return fiat;
    await this.topCoins?.refresh();
    return this.mergedCryptos().byId.get(id);
  }

  private mergedCryptos() {
    const top = this.topCoins?.value ?? null;
    if (this.merged && this.merged.from === top) return this.merged;
    const list = [...(top ?? [])];
    const seen = new Set(list.map((c) => c.id));
    for (const coin of KNOWN_COINS) if (!seen.has(coin.id)) list.push(coin);
    this.merged = { from: top, list, byId: new Map(list.map((c) => [c.id, c])) };
    return this.merged;
  }
}
