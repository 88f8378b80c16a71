import { formatRate } from '@shared/format';
import { parseScripts, vocabularyProblems } from '@shared/seo/schema-vocabulary.test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { loadSnapshotBook } from '../rates/providers/snapshot-prices';
import { headOf, metaContent } from '../testing/html-inspect';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';

/**
 * A page's head as a crawler reads it: the card tags (decision 016: og:image with its size and
 * alt, the Twitter large card) and the structured data, parsed as JSON-LD and checked against
 * the schema.org vocabulary.
 */

const SITE = 'https://converter.example';
const BTC_USD = loadSnapshotBook().usdPerCoin.get('bitcoin')!;
let site: PageTestServer;

beforeAll(async () => {
  site = await startPageTestServer({ RATES_PROVIDER: 'snapshot', SITE_URL: SITE }, { renderApp });
});
afterAll(() => site.close());

async function html(path: string): Promise<string> {
  const res = await fetch(`${site.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

function nodesOf(page: string): Record<string, unknown>[] {
  const nodes = parseScripts(page);
  for (const node of nodes) expect(vocabularyProblems(node)).toEqual([]);
  return nodes;
}

describe('social cards in the head', () => {
  it.each([
    ['/btc-to-usd', '/og/btc-to-usd.png', /^1 BTC = [\d,.]+ USD as of /],
    ['/eth-to-usd/0.5', '/og/eth-to-usd/0.5.png', /^0\.5 ETH = [\d,.]+ USD as of /],
    ['/about', '/og/site.png', /^Crypto Calculator and Converter/],
  ])('%s: og:image %s, 1200 × 630, with alt text, and a large Twitter card', async (path, card, alt) => {
    const head = headOf(await html(path));
    expect(metaContent(head, 'property', 'og:image')).toBe(`${SITE}${card}`);
    expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(head, 'property', 'og:image:alt')).toMatch(alt);
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'name', 'twitter:image')).toBe(`${SITE}${card}`);
    expect(metaContent(head, 'name', 'twitter:title')).toBe(metaContent(head, 'property', 'og:title'));
    expect(metaContent(head, 'name', 'twitter:description')).toBe(metaContent(head, 'name', 'description'));
  });
});

describe('structured data', () => {
  it('a pair page: WebApplication, its breadcrumbs, its rate and the guide’s FAQs, all schema.org', async () => {
    const nodes = nodesOf(await html('/btc-to-usd'));
    expect(nodes.map((n) => n['@type'])).toEqual(
      expect.arrayContaining(['WebApplication', 'BreadcrumbList', 'ExchangeRateSpecification', 'FAQPage']),
    );
    expect(nodes[0]!['@type']).toBe('WebApplication');
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { position: number; item: string }[];
    expect(crumbs.map((c) => [c.position, c.item])).toEqual([
      [1, `${SITE}/`],
      [2, `${SITE}/btc-to-usd`],
    ]);
    const rate = nodes.find((n) => n['@type'] === 'ExchangeRateSpecification')! as {
      currency: string;
      currentExchangeRate: { price: string; priceCurrency: string };
    };
    expect(rate.currency).toBe('BTC');
    expect(rate.currentExchangeRate.priceCurrency).toBe('USD');
    expect(formatRate('en', Number(rate.currentExchangeRate.price))).toBe(formatRate('en', BTC_USD));
    const faq = nodes.find((n) => n['@type'] === 'FAQPage')! as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((q) => q.name)).toContain('What is Bitcoin (BTC)?');
  });

  it('a fixed-amount page has a third crumb; an alias’s crumbs are the canonical URLs', async () => {
    const fixed = nodesOf(await html('/eth-to-usd/0.5')).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((fixed.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      `${SITE}/`,
      `${SITE}/eth-to-usd`,
      `${SITE}/eth-to-usd/0.5`,
    ]);
    const alias = nodesOf(await html('/rndr-to-usd')).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((alias.itemListElement as { item: string }[]).at(-1)!.item).toBe(`${SITE}/render-to-usd`);
  });

  it('other pages carry the WebApplication alone', async () => {
    expect(nodesOf(await html('/about')).map((n) => n['@type'])).toEqual(['WebApplication']);
  });
});
