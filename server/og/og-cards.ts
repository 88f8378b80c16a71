import type { I18n } from '@lingui/core';
import type { CardTarget } from '@shared/seo/card-path';
import type { Logger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { createI18nFactory, type I18nFactory } from '../i18n/page-i18n';
import { createPairResolver, type PairResolver } from '../rates/pair-resolver';
import { CardCache, type CardCacheOptions, etagOf } from './card-cache';
import { type CardModel, rateCardModel, siteCardModel } from './card-model';
import { blankCardPng, type CardRenderer, createCardRenderer } from './card-renderer';

/** A card ready to send: the image, its validator, and how long a client may keep it. */
export type OgCard = {
  png: Buffer;
  etag: string;
  maxAgeSeconds: number;
  /** Drawn instead of the card asked for (no rate, or its render failed): the site card, or a blank one. */
  fallback: boolean;
};

export type OgCardsOptions = {
  catalog: CurrencyCatalog;
  rates: RatesService;
  logger: Logger;
  /** Draws the cards; tests pass one that records or fails. */
  renderer?: CardRenderer;
  /** The rates' freshness window (RATES_FRESH_SECONDS): how long a rate card may be kept. */
  freshSeconds?: number;
  cache?: CardCacheOptions;
  /** The pages' catalogs: a card speaks its page's language (English source texts without). */
  i18nFor?: I18nFactory | undefined;
};

/** A card address's card, its figures quoted but not drawn: `OgCards.prepare`, then `draw`. */
export type PreparedCard = {
  model: CardModel;
  maxAgeSeconds: number;
  /** The site card standing in for a rate card (no rate for the pair). */
  fallback: boolean;
  i18n: I18n;
  target: CardTarget;
};

/** The site card never changes between deployments: a day of caching. */
const SITE_CARD_MAX_AGE = 86_400;

/**
 * The social cards (docs/decisions/016 and 023): a pair's or fixed-amount page's card from
 * the figures the page shows (its tickers resolved and its rate quoted exactly as the page does),
 * the site card for every other page and as the fallback whenever a rate card cannot be drawn.
 */
export class OgCards {
  readonly cache: CardCache;
  private readonly resolvePair: PairResolver;
  private readonly renderer: CardRenderer;
  private readonly freshSeconds: number;
  private readonly i18nFor: I18nFactory;
  private blank: Promise<OgCard> | null = null;

  constructor(private readonly options: OgCardsOptions) {
    this.renderer = options.renderer ?? createCardRenderer();
    this.resolvePair = createPairResolver(options.catalog);
    this.freshSeconds = options.freshSeconds ?? 60;
    this.i18nFor = options.i18nFor ?? createI18nFactory();
    this.cache = new CardCache((model) => this.renderer.png(model), options.cache);
  }

  /** The card for a card address; null when a ticker names no currency (the page is a 404 too). */
  async card(target: CardTarget): Promise<OgCard | null> {
    const prepared = await this.prepare(target);
    return prepared && this.draw(prepared);
  }

  /**
   * What a card address shows, figures quoted but nothing drawn yet (so the route can tell a
   * card that costs a render from one the cache holds); null when a ticker names no currency.
   */
  async prepare(target: CardTarget): Promise<PreparedCard | null> {
    const i18n = await this.i18nFor(target.locale);
    const site = (maxAgeSeconds: number, fallback: boolean): PreparedCard => ({
      model: siteCardModel(i18n),
      maxAgeSeconds,
      fallback,
      i18n,
      target,
    });
    if (target.kind === 'site') return site(SITE_CARD_MAX_AGE, false);
    let model: CardModel | null;
    try {
      const pair = await this.resolvePair(target);
      if (!pair?.from || !pair.to) return null;
      const quote = await this.options.rates.quote(pair.from, pair.to);
      model = rateCardModel(i18n, {
        from: pair.from,
        to: pair.to,
        amount: target.kind === 'pair-amount' ? target.amount : undefined,
        rate: quote.rate,
        asOf: quote.asOf,
        source: quote.source,
      });
    } catch (error) {
      // No price for the pair anywhere (the rates' 503), or the lists failing: the page says so
      // in words, a card cannot, so it shows the site's card until the next window.
      this.options.logger.warn({ err: (error as Error).message, target }, 'social card without a rate');
      return site(this.freshSeconds, true);
    }
    if (!model) return site(this.freshSeconds, true);
    return { model, maxAgeSeconds: this.freshSeconds, fallback: false, i18n, target };
  }

  /** Whether answering this card draws nothing: it is in the cache, or being drawn for another request. */
  isDrawn(prepared: PreparedCard): boolean {
    return this.cache.holds(prepared.model);
  }

  /** The prepared card, drawn (or from the cache); the site card when it cannot be drawn. */
  async draw(prepared: PreparedCard): Promise<OgCard> {
    const { model, maxAgeSeconds, fallback, i18n, target } = prepared;
    if (model.kind === 'site') return this.siteCard(i18n, maxAgeSeconds, fallback);
    try {
      const drawn = await this.cache.get(model);
      return { ...drawn, maxAgeSeconds, fallback };
    } catch (error) {
      this.options.logger.error({ err: error, target }, 'social card render failed');
      return this.siteCard(i18n, this.freshSeconds, true);
    }
  }

  /** The site card (cached like any other); when even it cannot be drawn, a blank card. */
  private async siteCard(i18n: I18n, maxAgeSeconds: number, fallback: boolean): Promise<OgCard> {
    try {
      const drawn = await this.cache.get(siteCardModel(i18n));
      return { ...drawn, maxAgeSeconds, fallback };
    } catch (error) {
      this.options.logger.error({ err: error }, 'site card render failed');
      // Kept once made: it has no text, so nothing in it can fail twice differently.
      this.blank ??= blankCardPng().then(
        (png) => ({ png, etag: etagOf(png), maxAgeSeconds: this.freshSeconds, fallback: true }),
        (blankError: unknown) => {
          this.blank = null;
          throw blankError;
        },
      );
      return this.blank;
    }
  }
}
