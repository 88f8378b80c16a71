import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatLongDate, formatRate, formatResult } from '@shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { loadSnapshotBook, SNAPSHOT_DATE } from '../rates/providers/snapshot-prices';
import type { Services } from '../services';
import { appState, headOf, metaContent, rootOf, textOf, titleOf } from '../testing/html-inspect';
import { listenRenderedSite, type RenderedSite } from '../testing/rendered-site';

/**
 * What a crawler (or `curl`) sees without running any JavaScript: every page's own head and
 * its visible content, rendered by the real React app into the HTML.
 */

const SITE = 'https://converter.example';
const book = loadSnapshotBook();
const BTC_USD = book.usdPerCoin.get('bitcoin')!;
const ETH_USD = book.usdPerCoin.get('ethereum')!;
const SOL_USD = book.usdPerCoin.get('solana')!;
const SNAPSHOT_DAY = formatLongDate('en', SNAPSHOT_DATE, 'UTC');

let base = '';
let running: RenderedSite;
let _services: Services;

beforeAll(async () => {
  running = await listenRenderedSite({ SITE_URL: SITE });
  _services = running.site.services;
  base = running.baseUrl;
});

afterAll(() => running.close());

type Page = { status: number; html: string; headers: Headers };
const cache = new Map<string, Promise<Page>>();

/** One request per path (the pages are deterministic), never following redirects. */
function get(path: string): Promise<Page> {
  let page = cache.get(path);
  if (!page) {
    page = fetch(`${base}${path}`, { redirect: 'manual' }).then(async (res) => ({
      status: res.status,
      html: await res.text(),
      headers: res.headers,
    }));
    cache.set(path, page);
  }
  return page;
}

type Expected = { path: string; title: string; canonical: string; content: string[] };

const PAGES: Expected[] = [
  {
    path: '/btc-to-usd',
    title: 'BTC to USD Converter | BTC/USD Calculator | Live Rates',
    canonical: '/btc-to-usd',
    content: ['Crypto Calculator and Converter Tool', `1 BTC = ${formatRate('en', BTC_USD)} USD`, 'Popular Bitcoin to USD Conversions'],
  },
  {
    path: '/eth-to-usd/0.5',
    title: `0.5 ETH to USD: ${formatResult('en', 0.5 * ETH_USD)} USD | Live Conversion`,
    canonical: '/eth-to-usd/0.5',
    content: ['0.5 ETH to USD', `0.5 ETH = ${formatResult('en', 0.5 * ETH_USD)} USD`, `1 ETH = ${formatRate('en', ETH_USD)} USD`],
  },
  {
    path: '/sol-to-usd',
    title: 'SOL to USD Converter | SOL/USD Calculator | Live Rates',
    canonical: '/sol-to-usd',
    content: [
      'Crypto Calculator and Converter Tool',
      `1 SOL = ${formatRate('en', SOL_USD)} USD`,
      'Solana (SOL) to USD Converter',
      'Converting Solana (SOL) to USD',
    ],
  },
  {
    path: '/about',
    title: 'About Us | Crypto Calculator and Converter',
    canonical: '/about',
    content: ['About Us', 'Our Mission'],
  },
  {
    path: '/methodology',
    title: 'How We Calculate Prices | Crypto Calculator and Converter',
    canonical: '/methodology',
    content: ['How We Calculate Prices', 'From Several Prices to One', 'Coinbase', 'Kraken', 'Bitstamp', 'Binance', 'OKX', 'CoinGecko'],
  },
  {
    path: '/crypto-profit-calculator',
    title: 'Crypto Profit Calculator | Profit/Loss and What If | Crypto Converter',
    canonical: '/crypto-profit-calculator',
    content: ['Crypto Profit Calculator', 'Profit/Loss Calculator', 'What If Calculator'],
  },
  {
    path: '/',
    title: 'Crypto Calculator and Converter | Real-Time Rates',
    canonical: '/',
    content: ['Crypto Calculator and Converter Tool', `1 BTC = ${formatRate('en', BTC_USD)} USD`, 'Popular Bitcoin to USD Conversions'],
  },
];

describe('pages in the raw HTML, without JavaScript', () => {
  it.each(PAGES)(
    '$path: 200 with its own title, description, canonical, Open Graph, robots and JSON-LD',
    async ({ path, title, canonical }) => {
      const { status, html, headers } = await get(path);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      const head = headOf(html);
      expect(titleOf(head)).toBe(title);
      // One of each in the whole document: the app adds none of its own to the body.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
      const description = metaContent(head, 'name', 'description');
      expect(description).toBeTruthy();
      const url = `${SITE}${canonical}`;
      expect(head).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaContent(head, 'property', 'og:title')).toBe(title);
      expect(metaContent(head, 'property', 'og:description')).toBe(description);
      expect(metaContent(head, 'property', 'og:url')).toBe(url);
      expect(metaContent(head, 'name', 'robots')).toBe('index, follow');
      expect(metaContent(head, 'name', 'revisit-after')).toBe('1 days');

      const updated = new Date(metaContent(head, 'property', 'og:updated_time') ?? 'missing');
      expect(Number.isNaN(updated.getTime()), 'og:updated_time is a date').toBe(false);
      expect(Math.abs(Date.now() - updated.getTime())).toBeLessThan(5 * 60_000);

      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
      expect(ld).toBeDefined();
      expect(JSON.parse(ld!)).toMatchObject({
        '@type': 'WebApplication',
        applicationCategory: 'FinanceApplication',
        url,
        description,
        offers: { price: '0', priceCurrency: 'USD' },
      });
    },
  );

  it.each(PAGES)('$path: the visible content is in <div id="root">', async ({ path, content }) => {
    const { html } = await get(path);
    const text = textOf(rootOf(html));
    for (const expected of content) expect(text, `${path} shows "${expected}"`).toContain(expected);
  });

  it('shows each page its own content, not the home page', async () => {
    const about = textOf(rootOf((await get('/about')).html));
    expect(about).not.toContain('Popular Bitcoin to USD Conversions');
    const sol = textOf(rootOf((await get('/sol-to-usd')).html));
    expect(sol).not.toContain('1 BTC =');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec((await get('/about')).html)?.[1];
    expect(textOf(h1 ?? '').trim()).toBe('About Us');
    const methodology = (await get('/methodology')).html;
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(methodology)?.[1] ?? '').trim()).toBe('How We Calculate Prices');
    expect(methodology.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(textOf(rootOf(methodology))).not.toContain('Our Mission');
    // About's "Our Data" section (not only the footer) links to it, in the HTML a crawler reads.
    const aboutHtml = rootOf((await get('/about')).html);
    const [start, end] = [aboutHtml.indexOf('Our Data</h2>'), aboutHtml.indexOf('Contact Us</h2>')];
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const ourData = aboutHtml.slice(start, end);
    expect(ourData).toContain('<a href="/methodology"');
  });

  it('/methodology states the figures the server applies by default', async () => {
    const defaults = parseEnv({});
    expect(defaults.LIVE_MAX_AGE_SECONDS).toBeUndefined();
    expect([defaults.RATES_FRESH_SECONDS, 2 * defaults.RATES_FRESH_SECONDS]).toEqual([60, 120]);
    const text = textOf(rootOf((await get('/methodology')).html));
    for (const expected of [
      'Every minute',
      'older than two minutes',
      `more than ${defaults.CONSENSUS_MAX_DEVIATION_PERCENT} % away from that median`,
      `more than ${defaults.USDT_BAND_PERCENT} % away from one dollar`,
      `more than ${defaults.FX_ECB_BOUND_PERCENT} % away from the ECB`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(defaults.LIVE_SOURCES).toEqual(['coinbase', 'kraken', 'bitstamp', 'binance', 'okx', 'coingecko']);
  });

  it('puts the render-time rate and, for a snapshot, the snapshot date (not today) in the description', async () => {
    const btc = metaContent((await get('/btc-to-usd')).html, 'name', 'description')!;
    expect(btc).toContain(`1 BTC = ${formatRate('en', BTC_USD)} USD as of ${SNAPSHOT_DAY}.`);
    const sol = metaContent((await get('/sol-to-usd')).html, 'name', 'description')!;
    expect(sol).toContain(`1 SOL = ${formatRate('en', SOL_USD)} USD as of ${SNAPSHOT_DAY}.`);
    const today = formatLongDate('en', new Date(), 'UTC');
    if (today !== SNAPSHOT_DAY) {
      expect(btc).not.toContain(today);
      expect(sol).not.toContain(today);
    }
    const fixed = metaContent((await get('/eth-to-usd/0.5')).html, 'name', 'description')!;
    expect(fixed).toContain(`0.5 ETH = ${formatResult('en', 0.5 * ETH_USD)} USD`);
  });

  it('carries the query cache as safe JSON in <script id="app-state">', async () => {
    for (const path of ['/btc-to-usd', '/eth-to-usd/0.5']) {
      const { raw, json } = appState((await get(path)).html);
      expect(raw).not.toContain('<');
      const roots = json.queries.map((q) => q.queryKey[0]);
      expect(roots, path).toContain('/api/convert');
      expect(roots, path).toContain('/api/currencies/crypto');
    }
    const { json } = appState((await get('/btc-to-usd')).html);
    const convert = json.queries.find((q) => q.queryKey[0] === '/api/convert');
    expect(convert?.queryKey[1]).toMatchObject({ from: 'bitcoin', to: 'usd' });
  });

  it('carries the page text once, in the HTML: the query cache names its queries without their text', async () => {
    for (const [path, bundled] of [
      [
        '/eth-to-usd',
        [
          ['coin-content', 'eth', 'en'],
          ['eth-guide', 'en'],
        ],
      ],
      [
        '/ja/btc-to-usd',
        [
          ['coin-content', 'btc', 'ja'],
          ['article', 'btcGuide', 'ja'],
        ],
      ],
      ['/about', [['article', 'about', 'en']]],
    ] as const) {
      const { html } = await get(path);
      const { json } = appState(html);
      expect((json as { bundledQueries?: unknown }).bundledQueries, path).toEqual(bundled);
      expect(
        json.queries.map((q) => q.queryKey[0]).filter((root) => !String(root).startsWith('/api/')),
        path,
      ).toEqual([]);
      // The first FAQ answer or article paragraph shows on the page, and only there.
      const paragraph = /<p class="text-muted-foreground">([^<]{60,})<\/p>/.exec(rootOf(html))?.[1];
      expect(paragraph, path).toBeDefined();
      expect(JSON.stringify(json), path).not.toContain(textOf(paragraph!).slice(0, 40));
    }
  });
});

describe('hostile paths', () => {
  const PAYLOADS = [
    '/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E-to-usd',
    '/x-to-%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E-to-usd/0.1',
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E-to-usd/2',
    '/btc-to-%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/0.5',
  ];

  it.each(PAYLOADS)('%s: never reflected unescaped, never a 500', async (path) => {
    let { status, html, headers } = await get(path);
    if (status === 301) {
      const location = headers.get('location');
      expect(location?.startsWith('/')).toBe(true);
      ({ status, html } = await get(location!));
    }
    // No currency has such a ticker: a 404 page that repeats none of the URL's words.
    expect(status).toBe(404);
    expect(html).not.toMatch(/<script>alert\(1\)/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/"><script/i);
    const { raw } = appState(html);
    expect(raw).not.toContain('<');
    // The page still has its head and the app.
    expect(titleOf(headOf(html))).toBeTruthy();
    expect(html).toContain('<div id="root">');
    expect(titleOf(html)).toBe('Currency Not Found | Crypto Calculator and Converter');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });
});

describe('fixed-amount pages', () => {
  it('indexes the curated amounts; any other amount is usable but noindex, follow, canonical to itself', async () => {
    const curated = await get('/btc-to-usd/0.01');
    expect(curated.status).toBe(200);
    expect(metaContent(curated.html, 'name', 'robots')).toBe('index, follow');

    for (const path of ['/btc-to-usd/99999999999999', '/eth-to-usd/0.37', '/doge-to-eur/100']) {
      const { status, html } = await get(path);
      expect([path, status]).toEqual([path, 200]);
      expect([path, metaContent(html, 'name', 'robots')]).toEqual([path, 'noindex, follow']);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
    }
  });
});

describe('other requests', () => {
  it('answers an unknown path with 404 and the not-found page rendered in the HTML', async () => {
    const { status, html } = await get('/no-such-page');
    expect(status).toBe(404);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, nofollow');
    expect(textOf(rootOf(html))).toContain('Did you forget to add the page to the router?');
  });

  it('serves pair pages from the store whatever their query string; other pages with one render live', async () => {
    // A fresh stored page for /xrp-to-usd…
    const stored = `<!doctype html><html><head><title>STORED COPY</title><meta property="og:updated_time" content="${new Date().toISOString()}" /></head><body><div id="root">STORED COPY</div></body></html>`;
    mkdirSync(join(running.dataDir, 'static-pages'), { recursive: true });
    writeFileSync(join(running.dataDir, 'static-pages', 'xrp-to-usd.html'), stored);
    const plain = await fetch(`${base}/xrp-to-usd`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(stored);
    expect(plain.headers.get('last-modified')).not.toBeNull();

    // …is also the answer with a tracking query string: pair pages do not read the query.
    const tagged = await fetch(`${base}/xrp-to-usd?utm_source=newsletter`);
    expect(await tagged.text()).toBe(stored);

    // The calculator reads its query string, so it is always rendered now.
    const calculator = await get('/crypto-profit-calculator?tab=what-if&amount=250');
    expect(calculator.status).toBe(200);
    expect(calculator.headers.get('last-modified')).toBeNull();

    const btc = await get('/btc-to-usd?ref=x');
    expect(btc.status).toBe(200);
    expect(btc.html).toContain(`<link rel="canonical" href="${SITE}/btc-to-usd" />`);
    expect(textOf(rootOf(btc.html))).toContain(`1 BTC = ${formatRate('en', BTC_USD)} USD`);
  });

  it('answers with a stored page whose rate is over a minute old, and the next visitor with a fresh render', async () => {
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    const stored = `<!doctype html><html><head><title>OLD COPY</title><meta property="og:updated_time" content="${twoMinutesAgo}" /></head><body><div id="root">OLD COPY</div></body></html>`;
    mkdirSync(join(running.dataDir, 'static-pages'), { recursive: true });
    writeFileSync(join(running.dataDir, 'static-pages', 'ltc-to-usd.html'), stored);
    expect(await (await fetch(`${base}/ltc-to-usd`)).text()).toBe(stored);

    // Rendered again meanwhile: a converter page carrying an older rate would load its code at once to refresh it.
    await expect
      .poll(async () => titleOf(headOf(await (await fetch(`${base}/ltc-to-usd`)).text())), { timeout: 10_000 })
      .toMatch(/^LTC to USD Converter/);
    const fresh = await (await fetch(`${base}/ltc-to-usd`)).text();
    const updated = new Date(metaContent(headOf(fresh), 'property', 'og:updated_time') ?? 'missing').getTime();
    expect(Date.now() - updated).toBeLessThan(60_000);
    // The file stays the scheduled regeneration's.
    expect(readFileSync(join(running.dataDir, 'static-pages', 'ltc-to-usd.html'), 'utf8')).toBe(stored);
  });
});
