import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { type FakeVenues, startFakeVenues } from '../testing/fake-venues';
import { textOf } from '../testing/html-inspect';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';
import { liveVenuesAt } from '../testing/unreachable-upstreams';

/**
 * A pair page shows the exchange comparison in its HTML only when the server gave that quote
 * seconds ago; rendering a page never asks an exchange for its book (decision 024).
 */
let venues: FakeVenues;
let site: PageTestServer;
beforeAll(async () => {
  venues = await startFakeVenues();
  site = await startPageTestServer({ ...liveVenuesAt(venues.url), UPSTREAM_WAIT_MS: '3000' }, { renderApp });
});
afterAll(async () => {
  await site?.close();
  await venues?.close();
});

const page = async (path: string) => (await fetch(`${site.baseUrl}${path}`)).text();
const bookCalls = () => Object.entries(venues.counts).reduce((sum, [key, n]) => (key.startsWith('book:') ? sum + n : sum), 0);

describe('the exchange comparison in server-rendered pages', () => {
  it('renders no quote and fetches no book for a page; once a visitor asked, the next render shows it', async () => {
    const before = await page('/btc-to-usd?amount=0.05');
    expect(textOf(before)).toContain('0.05 BTC (5,000,000 sats) = 5,000.00 USD');
    expect(textOf(before)).not.toContain('On an exchange');
    expect(before).toContain('data-testid="exchange-quote-loading"');
    const callsBefore = bookCalls();
    await page('/btc-to-usd?amount=0.05&render=again');
    expect(bookCalls()).toBe(callsBefore);

    const res = await fetch(`${site.baseUrl}/api/quote?from=bitcoin&to=usd&amount=0.05`);
    expect(res.status).toBe(200);
    const quote = (await res.json()) as { venues: { name: string; status: string }[] };
    const best = quote.venues[0]!;
    expect(best.status).toBe('ok');
    const callsAfterQuote = bookCalls();

    const after = await page('/btc-to-usd?amount=0.05&render=third');
    expect(textOf(after)).toMatch(new RegExp(`On an exchange: about [\\d.,]+ USD at best \\(${best.name}, after its [\\d.]+ % fee\\)`));
    expect(after).toMatch(/"queryKey":\["\/api\/quote",\{"from":"bitcoin","to":"usd","amount":0.05\}\]/);
    expect(bookCalls()).toBe(callsAfterQuote);
    // Another amount was never quoted: its page asks the browser to.
    expect(textOf(await page('/btc-to-usd?amount=3'))).not.toContain('On an exchange');
  });
});
