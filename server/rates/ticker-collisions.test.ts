import type { Currency } from '@shared/schemas/currency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';

/**
 * Ticker collisions (decision 011) over real HTTP against the fake CoinGecko: TON is Toncoin's
 * (pinned by the alias table) and Tokamak Network's; FKC is Fakecoin's and Fakecoin Classic's.
 */
let fake: FakeCoinGecko;
let site: PageTestServer;

beforeAll(async () => {
  fake = await startFakeCoinGecko();
  site = await startPageTestServer({ COINGECKO_BASE_URL: fake.url }, { renderApp });
});

afterAll(async () => {
  await site.close();
  await fake.close();
});

const getJson = async (path: string) => {
  const res = await fetch(`${site.baseUrl}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('GET /api/currencies/crypto', () => {
  it('gives each coin its market-cap rank and market cap', async () => {
    const { body } = await getJson('/api/currencies/crypto');
    const list = body as Currency[];
    expect(list.find((c) => c.id === 'bitcoin')).toMatchObject({ rank: 1, marketCap: 2_000_000_000_000 });
    expect(list.find((c) => c.id === 'the-open-network')).toMatchObject({ symbol: 'TON', rank: 18, marketCap: 26_189_000_000 });
    // A bundled coin outside the upstream's top list has neither.
    const bundled = list.find((c) => c.id === 'polkadot');
    expect(bundled).toBeDefined();
    expect(bundled).not.toHaveProperty('rank');
  });

  it('gives the smaller coin of a shared symbol its id as URL ticker, and the bigger none', async () => {
    const list = (await getJson('/api/currencies/crypto')).body as Currency[];
    const byId = (id: string) => list.find((c) => c.id === id);
    expect(byId('tokamak-network')).toMatchObject({ symbol: 'TON', rank: 21, marketCap: 45_600_000, urlTicker: 'tokamak-network' });
    expect(byId('fakecoin-classic')).toMatchObject({ symbol: 'FKC', urlTicker: 'fakecoin-classic' });
    expect(byId('the-open-network')).not.toHaveProperty('urlTicker');
    expect(byId('fakecoin')).not.toHaveProperty('urlTicker');
    expect(list.filter((c) => c.urlTicker).map((c) => c.id)).toEqual(['tokamak-network', 'fakecoin-classic']);
  });

  it('converts each coin of a shared symbol at its own price', async () => {
    expect((await getJson('/api/convert?from=tokamak-network&to=usd')).body).toMatchObject({ rate: 1.25 });
    expect((await getJson('/api/convert?from=the-open-network&to=usd')).body).toMatchObject({ rate: 10 });
  });
});

describe('pair pages of a shared ticker, as first sent', () => {
  const page = async (path: string) => {
    const res = await fetch(`${site.baseUrl}${path}`);
    return { status: res.status, html: await res.text() };
  };
  // The visible text: no scripts (the page's inline catalog holds every message of the site).
  const text = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '');

  it('/ton-to-usd shows Toncoin and offers Tokamak Network by its id route', async () => {
    const { status, html } = await page('/ton-to-usd');
    expect(status).toBe(200);
    expect(text(html)).toContain(
      'TON is the ticker of several coins. Showing Toncoin (#18, $26.2B market cap). Did you mean: Tokamak Network (#21, $45.6M)?',
    );
    expect(html).toContain('href="/tokamak-network-to-usd"');
  });

  it('/tokamak-network-to-usd is the Tokamak Network converter, with no chooser', async () => {
    const { status, html } = await page('/tokamak-network-to-usd');
    expect(status).toBe(200);
    expect(text(html)).toContain('Convert Tokamak Network (TON) to US Dollar');
    expect(text(html)).not.toContain('Did you mean');
    // Its title names it, so it does not read as a copy of /ton-to-usd's.
    expect(html).toMatch(/<title>[^<]*TON \(Tokamak Network\) to USD/i);
    expect((await page('/ton-to-usd')).html).toMatch(/<title>[^<]*TON to USD/);
  });

  it('/fkc-to-eur shows the bigger FKC and offers the other', async () => {
    const { html } = await page('/fkc-to-eur');
    expect(text(html)).toContain(
      'FKC is the ticker of several coins. Showing Fakecoin (#22, $3.4M market cap). Did you mean: Fakecoin Classic (#23, $1.2M)?',
    );
    expect(html).toContain('href="/fakecoin-classic-to-eur"');
  });
});
