import type { Messages } from '@lingui/core';
import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import type { Currency } from '@shared/schemas/currency';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { Quote, RatesService } from '../rates/rates-service';
import type { CardModel } from './card-model';
import { blankCardPng, type CardRenderer, createCardRenderer } from './card-renderer';
import { createI18nFactory } from '../i18n/page-i18n';
import { OgCards } from './og-cards';

const catalog = { cryptos: async () => [...DEFAULT_CRYPTO_LIST], fiats: async () => [...DEFAULT_FIAT_LIST] } as unknown as CurrencyCatalog;
const AT = new Date('2026-11-24T14:05:09Z');

function ratesAnswering(answer: (from: Currency, to: Currency) => Quote) {
  return { quote: async (from: Currency, to: Currency) => answer(from, to) } as unknown as RatesService;
}
const quote = (rate: number): Quote => ({
  rate,
  asOf: AT,
  source: 'live',
  stale: false,
  staleReason: null,
  provider: 'CoinGecko',
  change24h: null,
  consensus: null,
});

/** The real renderer, recording the models it was asked to draw; `fail` decides which throw. */
function recording(fail: (model: CardModel) => boolean = () => false) {
  const real = createCardRenderer();
  const drawn: CardModel[] = [];
  const renderer: CardRenderer = {
    svg: real.svg,
    async png(model) {
      drawn.push(model);
      if (fail(model)) throw new Error('injected render failure');
      return real.png(model);
    },
  };
  return { drawn, renderer };
}

const logger = createLogger('silent');
const pair = { locale: 'en', kind: 'pair', fromTicker: 'btc', toTicker: 'usd' } as const;

describe('OgCards', () => {
  it("draws a pair's card from the quote of the currencies its tickers name", async () => {
    const { drawn, renderer } = recording();
    const cards = new OgCards({
      catalog,
      rates: ratesAnswering((from, to) => quote(from.id === 'ethereum' && to.id === 'usd' ? 3_424.66 : 1)),
      logger,
      renderer,
    });
    const card = await cards.card({ locale: 'en', kind: 'pair-amount', fromTicker: 'eth', toTicker: 'usd', amount: '0.5' });
    expect(card).toMatchObject({ maxAgeSeconds: 60, fallback: false });
    expect(drawn).toEqual([
      expect.objectContaining({ lead: '0.5 ETH', value: '1,712.33', unit: 'USD', pairLabel: 'Ethereum to US Dollar' }),
    ]);
  });

  it("draws a locale page's card in its language, with that locale's catalog", async () => {
    const { drawn, renderer } = recording();
    const german: Messages = { 'card.pairLabel': '{from} in {to}', 'card.site.tagline': 'Kurse live und ein Gewinnrechner.' };
    const i18nFor = createI18nFactory(async (locale) => (locale === 'de' ? german : {}));
    const cards = new OgCards({ catalog, rates: ratesAnswering(() => quote(97_312.449)), logger, renderer, i18nFor });
    await cards.card({ locale: 'de', kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
    await cards.card({ locale: 'de', kind: 'site' });
    await cards.card({ locale: 'en', kind: 'site' });
    expect(drawn).toEqual([
      expect.objectContaining({ locale: 'de', pairLabel: 'Bitcoin in US-Dollar', value: '97.312,45' }),
      expect.objectContaining({ kind: 'site', locale: 'de', tagline: 'Kurse live und ein Gewinnrechner.' }),
      expect.objectContaining({ kind: 'site', locale: 'en', tagline: expect.stringMatching(/^Live rates for 250 cryptocurrencies/) }),
    ]);
  });

  it('has no card for a ticker that names no currency', async () => {
    const cards = new OgCards({ catalog, rates: ratesAnswering(() => quote(1)), logger, renderer: recording().renderer });
    expect(await cards.card({ locale: 'en', kind: 'pair', fromTicker: 'nosuchcoin', toTicker: 'usd' })).toBeNull();
    expect(await cards.card({ locale: 'en', kind: 'pair-amount', fromTicker: 'btc', toTicker: 'nosuchfiat', amount: '1' })).toBeNull();
  });

  it('answers the site card, kept one window, when no rate is available', async () => {
    const { drawn, renderer } = recording();
    const noPrice = ratesAnswering(() => {
      throw new AppError(503, 'No price for Bitcoin (BTC) is available right now.');
    });
    const cards = new OgCards({ catalog, rates: noPrice, logger, renderer, freshSeconds: 30 });
    const card = await cards.card(pair);
    expect(card).toMatchObject({ fallback: true, maxAgeSeconds: 30 });
    expect(drawn.map((m) => m.kind)).toEqual(['site']);
    const site = await cards.card({ locale: 'en', kind: 'site' });
    expect(site).toMatchObject({ fallback: false, maxAgeSeconds: 86_400, etag: card!.etag });
  });

  it('answers the site card when the rate card fails to draw, and tries again next time', async () => {
    const { drawn, renderer } = recording((model) => model.kind === 'rate');
    const cards = new OgCards({ catalog, rates: ratesAnswering(() => quote(100_000)), logger, renderer });
    const first = await cards.card(pair);
    expect(first).toMatchObject({ fallback: true, maxAgeSeconds: 60 });
    expect(PNG.sync.read(first!.png)).toMatchObject({ width: 1200, height: 630 });
    await cards.card(pair);
    expect(drawn.map((m) => m.kind)).toEqual(['rate', 'site', 'rate']);
  });

  it('answers a blank card when even the site card cannot be drawn', async () => {
    const { renderer } = recording(() => true);
    const cards = new OgCards({ catalog, rates: ratesAnswering(() => quote(100_000)), logger, renderer });
    const card = await cards.card(pair);
    expect(card).toMatchObject({ fallback: true });
    expect(card!.png.equals(await blankCardPng())).toBe(true);
    expect(await cards.card({ locale: 'en', kind: 'site' })).toMatchObject({ fallback: true, etag: card!.etag });
  });

  it('answers the site card for an amount the page itself would not show', async () => {
    const { drawn, renderer } = recording();
    const cards = new OgCards({ catalog, rates: ratesAnswering(() => quote(100_000)), logger, renderer });
    const card = await cards.card({ locale: 'en', kind: 'pair-amount', fromTicker: 'btc', toTicker: 'usd', amount: '1234567890123456' });
    expect(card).toMatchObject({ fallback: true });
    expect(drawn.map((m) => m.kind)).toEqual(['site']);
  });
});
