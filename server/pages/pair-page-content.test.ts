import { formatCompactNumber, formatCompactUsd } from '@shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { type FakeCoinGecko, fakeMarketCap, fakeUsdPrice, startFakeCoinGecko } from '../testing/fake-coingecko';
import { headingsOf, rootOf, textOf } from '../testing/html-inspect';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';

/**
 * A pair page outside the pre-rendered set (decision 005) is rendered on its first request with
 * content of its own: the rate, its 24-hour change, quick tables both ways, the chart's place,
 * and the coin's market data as the upstream gives it.
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

async function page(path: string) {
  const res = await fetch(`${site.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('a pair page rendered on first request', () => {
  it('/sol-to-eur: rate, change, quick tables both ways, chart heading and Solana’s market data', async () => {
    const html = await page('/sol-to-eur');
    const text = textOf(rootOf(html));
    expect(text).toMatch(/1 SOL = [\d,.]+ EUR/);
    expect(text).toMatch(/1 SOL: ▲ \+€[\d.]+ \(\+4\.00%\) since yesterday/);
    expect(headingsOf(html)).toEqual(expect.arrayContaining(['SOL to EUR price chart', 'Solana market data', 'SOL to EUR Converter']));
    // Quick tables, both directions.
    expect(text).toContain('SOL to EUR at a glance');
    expect(text).toContain('EUR to SOL at a glance');
    // Solana is the fake's 6th coin by market cap.
    const cap = fakeMarketCap(5);
    expect(text).toContain('Market cap rank #6');
    expect(text).toContain(`Market cap ${formatCompactUsd('en', cap)}`);
    expect(text).toContain(`Circulating supply ${formatCompactNumber('en', Math.round(cap / fakeUsdPrice('solana')))} SOL`);
  });

  it('a fiat → coin page shows the coin’s market data; a fiat-only pair shows none', async () => {
    expect(headingsOf(await page('/usd-to-eth'))).toContain('Ethereum market data');
    expect(headingsOf(await page('/eur-to-gbp')).some((h) => h.endsWith('market data'))).toBe(false);
  });
});
