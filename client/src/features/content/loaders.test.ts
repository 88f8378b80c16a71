import { describe, expect, it } from 'vitest';
import { loadArticle, loadEthGuide, loadFixedAmountArticles } from './articles';
import { hasCoinContent, loadCoinContent } from './registry';

describe('coin guides by the page’s locale (decision 017)', () => {
  it('gives the translation where one exists, and says so', async () => {
    const guide = await loadCoinContent('btc', 'de');
    expect(guide?.lang).toBe('de');
    expect(guide?.intro[0]).toMatch(/^Bitcoin ist die erste Kryptowährung/);
    expect((await loadCoinContent('BTC', 'zh-Hans'))?.lang).toBe('zh-Hans');
  });

  it('gives the English guide, marked English, where a coin has no translation', async () => {
    const english = await loadCoinContent('aave', 'en');
    const onGerman = await loadCoinContent('aave', 'de');
    expect(onGerman?.lang).toBe('en');
    expect(onGerman).toEqual(english);
  });

  it('keeps English pages as they were, and finds a guide by another alias of its coin', async () => {
    expect((await loadCoinContent('btc', 'en'))?.name).toBe('Bitcoin');
    expect(hasCoinContent('render')).toBe(hasCoinContent('rndr'));
    expect(await loadCoinContent('not-a-coin', 'de')).toBeNull();
  });
});

describe('articles by the page’s locale', () => {
  it('translated articles come in the page’s language', async () => {
    const home = await loadArticle('home', 'de');
    expect(home.lang).toBe('de');
    expect(home.title).toBe('Kostenloser Krypto-Umrechner und -Rechner für alltägliche Fragen');
    expect((await loadArticle('btcGuide', 'en')).title).toBe('How to Use Our BTC to USD Converter Tool');
  });

  it('the legal texts stay English in every language', async () => {
    for (const name of ['privacy', 'terms', 'disclaimer'] as const) {
      const article = await loadArticle(name, 'ja');
      expect(article.lang).toBe('en');
      expect(article.subtitle).toBe(name === 'privacy' ? 'Last updated: November 24, 2026' : 'Last updated: May 09, 2025');
    }
  });

  it('the ETH guide and the fixed-amount articles say their language', async () => {
    const eth = await loadEthGuide('ja');
    expect(eth.lang).toBe('ja');
    expect(eth.about.title).toBe('イーサリアムとは');
    expect((await loadEthGuide('en')).about.title).toBe('About Ethereum');
    // No translation of the fixed-amount articles exists: English, marked so.
    const fixed = await loadFixedAmountArticles('btc', 'de');
    expect(fixed.lang).toBe('en');
    expect(fixed).toEqual({ ...(await loadFixedAmountArticles('btc', 'en')), lang: 'en' });
    expect((await loadFixedAmountArticles('constructor', 'en')).article).toEqual((await loadFixedAmountArticles('zzz', 'en')).article);
  });
});
