import { findByTicker } from '@shared/currencies/resolve-currency';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import {
  ArticleSchema,
  COIN_CONTENT_TICKERS,
  CoinContentSchema,
  type CoinContentInput,
  GUIDE_LAYOUT_TICKERS,
} from '@shared/schemas/content';
import { describe, expect, it } from 'vitest';
import { contentShapeDifferences } from './content-shape';
import genericPairBlock from './components/generic-pair-block.tsx?raw';

const files = import.meta.glob<CoinContentInput>('./data/coins/*.json', { eager: true, import: 'default' });
const entries = Object.entries(files).map(([path, data]) => ({
  file: path.replace('./data/coins/', '').replace('.json', ''),
  data,
}));

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\bXXX\b|coming soon/i;

describe('coin guides', () => {
  it('exist for exactly the 51 coins of the product spec', () => {
    expect(entries.map((e) => e.file).sort()).toEqual([...COIN_CONTENT_TICKERS].sort());
  });

  it.each(entries)('$file is valid: 2 intro paragraphs, 4 FAQs, 6 exchanges, ticker = file name', ({ file, data }) => {
    const content = CoinContentSchema.parse(data);
    expect(content.ticker).toBe(file);
    expect(new Set(content.faq.whereToBuy.exchanges).size).toBe(6);
    expect(JSON.stringify(content)).not.toMatch(PLACEHOLDER);
  });

  it.each(entries)('$file names the coin the site resolves its ticker to', ({ file, data }) => {
    expect(findByTicker(KNOWN_COINS, file)?.id).toBe(data.coinId);
  });

  it('uses the guide layout for exactly the coins the product spec gives it', () => {
    const guides = entries.filter((e) => e.data.layout === 'guide').map((e) => e.file);
    expect(guides.sort()).toEqual([...GUIDE_LAYOUT_TICKERS].sort());
  });

  it('gives XRP, AVAX and PI their illustrative value tables, and Pi its estimate warning', () => {
    const byTicker = new Map(entries.map((e) => [e.file, e.data]));
    for (const t of ['xrp', 'avax', 'pi']) expect(byTicker.get(t)?.valueTable, t).toBeDefined();
    expect(byTicker.get('pi')?.notice).toMatch(/estimate/i);
  });
});

describe('articles', () => {
  const modules = import.meta.glob<unknown>('./data/articles/*.json', { eager: true, import: 'default' });
  const article = (name: string) => modules[`./data/articles/${name}.json`];

  it.each(['home-article', 'converter-description', 'btc-usd-guide', 'about', 'methodology', 'privacy', 'terms', 'disclaimer'])(
    '%s is a valid article without placeholders',
    (name) => {
      const parsed = ArticleSchema.parse(article(name));
      expect(JSON.stringify(parsed)).not.toMatch(PLACEHOLDER);
    },
  );

  it('the legal pages are dated (the privacy policy revised for price alerts), and About has its four sections', () => {
    for (const name of ['terms', 'disclaimer']) expect(ArticleSchema.parse(article(name)).subtitle).toBe('Last updated: May 09, 2025');
    expect(ArticleSchema.parse(article('privacy')).subtitle).toBe('Last updated: November 24, 2026');
    expect(ArticleSchema.parse(article('privacy')).sections.map((s) => s.heading)).toContain('Price Alerts');
    expect(ArticleSchema.parse(article('about')).sections.map((s) => s.heading)).toEqual([
      'Our Mission',
      'What We Offer',
      'Our Data',
      'Contact Us',
    ]);
  });

  it('About\'s "Our Data" names every live source and links to the methodology', () => {
    const ourData = ArticleSchema.parse(article('about')).sections.find((s) => s.heading === 'Our Data')!;
    expect(ourData.links?.map((l) => l.href)).toContain('/methodology');
    const text = ourData.paragraphs.join(' ');
    for (const source of ['Coinbase', 'Kraken', 'Bitstamp', 'Binance', 'OKX', 'CoinGecko', 'European Central Bank'])
      expect(text).toContain(source);
    expect(text).not.toMatch(/come from CoinGecko, an independent provider/);
  });

  it('the methodology names every live source and the API fields that show them', () => {
    const methodology = ArticleSchema.parse(article('methodology'));
    expect(methodology.title).toBe('How We Calculate Prices');
    const text = JSON.stringify(methodology);
    for (const source of ['Coinbase', 'Kraken', 'Bitstamp', 'Binance', 'OKX', 'CoinGecko', 'Frankfurter']) expect(text).toContain(source);
    expect(text).toContain('GET /api/convert');
    for (const field of ['sources', 'sourcesUsed', 'sourcesAsked', 'spread']) expect(text).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it('the BTC guide has four FAQs, and the description lists the four features', () => {
    const guide = ArticleSchema.parse(article('btc-usd-guide'));
    expect(guide.title).toBe('How to Use Our BTC to USD Converter Tool');
    expect(guide.sections.flatMap((s) => s.faqs ?? [])).toHaveLength(4);
    const description = ArticleSchema.parse(article('converter-description'));
    expect(description.title).toBe('Crypto Converter Calculator Tool');
    expect(description.sections.flatMap((s) => s.list ?? [])).toHaveLength(4);
  });

  it('the ETH guide has its three tabs, a six-event history and four FAQs', () => {
    const eth = article('eth-guide') as Record<string, unknown>;
    for (const part of ['about', 'conversion', 'investing', 'history', 'faq']) ArticleSchema.parse(eth[part]);
    const history = ArticleSchema.parse(eth.history);
    expect(history.sections.find((s) => s.table)?.table?.rows).toHaveLength(6);
    expect(ArticleSchema.parse(eth.faq).sections.flatMap((s) => s.faqs ?? [])).toHaveLength(4);
  });

  it('fixed-amount articles exist for the 14 coins of the product spec, plus the generic and the ETH blocks', () => {
    const fixed = article('fixed-amount') as { generic: unknown; ethOne: unknown; ethHalf: unknown; coins: Record<string, unknown> };
    expect(Object.keys(fixed.coins).sort()).toEqual(
      ['eth', 'btc', 'xrp', 'avax', 'pi', 'sol', 'bnb', 'doge', 'ada', 'matic', 'dot', 'shib', 'link', 'uni'].sort(),
    );
    for (const a of [fixed.generic, fixed.ethOne, fixed.ethHalf, ...Object.values(fixed.coins)]) ArticleSchema.parse(a);
  });
});

describe('where live rates come from (decision 015)', () => {
  const articles = import.meta.glob<unknown>('./data/articles/*.json', { eager: true, import: 'default' });

  /** Every string in a content object, split into sentences. */
  function sentences(value: unknown): string[] {
    if (typeof value === 'string') return value.split(/(?<=[.!?;:])\s+/);
    if (Array.isArray(value)) return value.flatMap(sentences);
    if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
    return [];
  }

  /** The prose of a component's JSX: tags, {' '} and line breaks removed. */
  const jsxText = (source: string) =>
    source
      .replace(/\{' '\}/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ');

  const pages = [
    ...Object.entries(articles).map(([path, data]) => ({ name: path.replace('./data/articles/', ''), data })),
    ...entries.map((e) => ({ name: `coins/${e.file}.json`, data: e.data })),
    { name: 'generic-pair-block.tsx', data: jsxText(genericPairBlock) },
  ];

  // Sentences decision 015 makes untrue: live rates from CoinGecko alone, or CoinGecko as the one source that can fail.
  const SOLE_SOURCE = [
    /\brates? (come|comes) from CoinGecko\b/i,
    /latest rate available from CoinGecko/i,
    /\b(rates?|prices?|data) (is|are) (taken|provided|supplied|sourced|drawn|collected) (by|from) CoinGecko/i,
    /\b(rates?|prices?) (from|by) CoinGecko(?! and)/i,
    /\bCoinGecko (prices|market data)\b/i,
    /\bCoinGecko cannot be reached\b/i,
  ];

  it.each(pages)('$name never says live rates come from CoinGecko alone', ({ name, data }) => {
    const all = sentences(data);
    expect(all.filter((sentence) => SOLE_SOURCE.some((pattern) => pattern.test(sentence)))).toEqual([]);
    // Outside the methodology (which explains when CoinGecko is the only source), a sentence naming
    // CoinGecko names the exchanges with it, or speaks of historical prices or coin logos.
    if (name === 'methodology.json') return;
    const alone = all.filter((s) => s.includes('CoinGecko') && !/\bexchanges\b|Coinbase|histor|past year|older|logo/i.test(s));
    expect(alone).toEqual([]);
  });
});

describe('translated guides and articles (decision 017)', () => {
  const english = import.meta.glob<unknown>(['./data/coins/*.json', './data/articles/*.json'], { eager: true, import: 'default' });
  // Not the fingerprint sidecars (*.source.json): scripts/i18n-status.ts checks those.
  const translated = import.meta.glob<unknown>(['./data/locales/*/*/*.json', '!**/*.source.json'], { eager: true, import: 'default' });
  const cases = Object.entries(translated).map(([path, module]) => {
    const [, locale, kind, file] = /^\.\/data\/locales\/([^/]+)\/(coins|articles)\/(.+)$/.exec(path)!;
    return { path, locale: locale!, kind: kind!, file: file!, module };
  });

  it.each(cases)('$path has its English file’s shape and parses', ({ kind, file, module }) => {
    const source = english[`./data/${kind}/${file}`];
    expect(source, 'an English file of the same name').toBeDefined();
    expect(contentShapeDifferences(source, module)).toEqual([]);
    const values = file === 'eth-guide.json' ? Object.values(module as object) : [module];
    for (const value of values) (kind === 'coins' ? CoinContentSchema : ArticleSchema).parse(value);
    // Case-sensitive: "todo" is Spanish and Portuguese for "all".
    expect(JSON.stringify(module)).not.toMatch(/lorem|ipsum|placeholder|\bTODO\b|\bTBD\b|\bXXX\b/);
  });

  it('are written in their language, not copied from English', () => {
    for (const { path, kind, file, module } of cases) {
      expect(JSON.stringify(module), path).not.toBe(JSON.stringify(english[`./data/${kind}/${file}`]));
    }
  });
});
