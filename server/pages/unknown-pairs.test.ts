import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { canonicalOf, headingsOf, metaContent, rootOf, textOf, titleOf } from '../testing/html-inspect';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';

/**
 * A pair URL naming no currency is a 404 with noindex that still offers the
 * converter and "did you mean" links, and never puts the URL's words in its title or headings;
 * every pair that does resolve (fiat or crypto on either side, any case, aliases) stays a page.
 */

const SITE = 'https://converter.example';
const NOT_FOUND_TITLE = 'Currency Not Found | Crypto Calculator and Converter';
let site: PageTestServer;

beforeAll(async () => {
  site = await startPageTestServer({ RATES_PROVIDER: 'snapshot', SITE_URL: SITE }, { renderApp });
});
afterAll(() => site.close());

async function get(path: string) {
  const res = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

function suggestionsOf(html: string): string[] {
  const list = /<ul[^>]*data-testid="pair-suggestions"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('pairs naming no currency', () => {
  it.each([
    ['/zzz-to-usd', ['zzz']],
    ['/btc-to-zzz', ['zzz']],
    ['/zzz-to-qqq', ['zzz', 'qqq']],
    ['/buy-cheap-pills-to-usd', ['buy', 'cheap', 'pills']],
    ['/eth-to-usd-cheap-viagra', ['cheap', 'viagra']],
    ['/zzz-to-usd/5', ['zzz']],
  ])('%s answers 404 noindex with none of its words in title, description or headings', async (path, words) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
    expect(titleOf(html)).toBe(NOT_FOUND_TITLE);
    const said = [titleOf(html), metaContent(html, 'name', 'description'), metaContent(html, 'property', 'og:title'), ...headingsOf(html)]
      .join(' ')
      .toLowerCase();
    for (const word of words) expect(said).not.toContain(word);
    expect(canonicalOf(html)).toBe(`${SITE}/`);
  });

  it('still offers the default converter and says what it shows instead', async () => {
    const { html } = await get('/zzz-to-usd');
    const text = textOf(rootOf(html));
    expect(text).toContain('Crypto Calculator and Converter Tool');
    expect(text).toContain('We could not find “ZZZ”, so this shows Bitcoin to US Dollar instead.');
  });

  it('does not quote back text that is no ticker', async () => {
    const text = textOf(rootOf((await get('/buy-cheap-pills-to-usd')).html));
    expect(text).toContain('We could not find that currency');
    expect(text.toLowerCase()).not.toContain('pills');
  });

  it('suggests the nearest tickers and names, keeping the side that resolved', async () => {
    // A typo of a ticker, of a name, and a fiat typo on the target side.
    expect(suggestionsOf((await get('/btcc-to-usd')).html)).toContain('/btc-to-usd');
    expect(suggestionsOf((await get('/etherium-to-eur')).html)).toContain('/eth-to-eur');
    expect(suggestionsOf((await get('/sol-to-eurr')).html)).toContain('/sol-to-eur');
    const rendered = textOf(rootOf((await get('/btcc-to-usd')).html));
    expect(rendered).toContain('Did you mean');
    expect(rendered).toContain('Bitcoin (BTC) to US Dollar (USD)');
  });

  it('offers popular pairs when nothing is near', async () => {
    const { html } = await get('/qqqqqqqqqqqq-to-usd');
    expect(textOf(rootOf(html))).toContain('Popular conversions');
    expect(suggestionsOf(html)).toContain('/btc-to-usd');
  });
});

describe('pairs that resolve stay pages', () => {
  it.each([
    ['/btc-to-usd', '/btc-to-usd'],
    ['/eur-to-gbp', '/eur-to-gbp'],
    ['/usd-to-btc', '/usd-to-btc'],
    ['/eth-to-btc', '/eth-to-btc'],
    ['/sol-to-eth', '/sol-to-eth'],
    // By coin id, and a renamed ticker: the page works, its canonical is the current ticker.
    ['/bitcoin-to-usd', '/btc-to-usd'],
    ['/rndr-to-usd', '/render-to-usd'],
  ])('%s answers 200, index, canonical %s', async (path, canonical) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
    expect(canonicalOf(html)).toBe(`${SITE}${canonical}`);
    expect(titleOf(html)).not.toBe(NOT_FOUND_TITLE);
  });

  it('a renamed coin’s guide is on its canonical page and on the old ticker’s', async () => {
    for (const path of ['/render-to-usd', '/rndr-to-usd']) {
      expect(textOf(rootOf((await get(path)).html)), path).toContain('What is Render (RENDER)?');
    }
  });

  it('upper case redirects once to the lower-case page', async () => {
    const { status, location } = await get('/BTC-to-USD');
    expect(status).toBe(301);
    expect(location).toBe('/btc-to-usd');
  });
});

describe('GET /api/currencies/suggest', () => {
  it('answers the nearest currencies as a list, never echoing the query', async () => {
    const res = await fetch(`${site.baseUrl}/api/currencies/suggest?q=${encodeURIComponent('Polka Dott')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string }[];
    expect(body.map((c) => c.id)).toContain('polkadot');
  });

  it.each([
    ['', 'Parameter "q" is required'],
    [`q=${'x'.repeat(201)}`, 'at most 200 characters'],
    ['q=btc&limit=0', '"limit" must be a whole number'],
  ])('?%s → 400 JSON', async (query, message) => {
    const res = await fetch(`${site.baseUrl}/api/currencies/suggest?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
});
