import { formatRate, formatResult } from '@shared/format';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import type { CardModel } from '../og/card-model';
import { type CardRenderer, createCardRenderer } from '../og/card-renderer';
import { OgCards } from '../og/og-cards';
import { svgWords } from '../og/svg-words';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';
import { textOf } from '../testing/html-inspect';
import { startPageTestServer } from '../testing/page-test-server';
import { startTestServer } from '../testing/test-server';
import { CARDS_PER_MINUTE } from './og-image';

/**
 * The social cards over HTTP, on the whole site as production wires it: the API, the card
 * router, and the server-rendered pages behind it (so a card path that fell through would get a
 * page). The renderer is the real one, wrapped to record what each render drew.
 */

type Drawn = { model: CardModel; words: string };

type CardServer = {
  base: string;
  fake: FakeCoinGecko;
  /** Every render, in order, with the words of its SVG. */
  drawn: Drawn[];
  close: () => Promise<void>;
};

/** The real renderer; each PNG it draws is also drawn as SVG with its text kept, and recorded. */
function recordingRenderer(drawn: Drawn[], fail: (model: CardModel) => boolean): CardRenderer {
  const real = createCardRenderer();
  return {
    svg: real.svg,
    async png(model) {
      drawn.push({ model, words: svgWords(await real.svg(model, { embedFont: false })) });
      if (fail(model)) throw new Error('injected render failure');
      return real.png(model);
    },
  };
}

async function startCardServer({
  env = {},
  moving = false,
  fail = () => false,
}: {
  env?: Record<string, string>;
  moving?: boolean;
  fail?: (model: CardModel) => boolean;
} = {}): Promise<CardServer> {
  const fake = await startFakeCoinGecko({ moving });
  const drawn: Drawn[] = [];
  const site = await startPageTestServer(
    {
      COINGECKO_BASE_URL: fake.url,
      UPSTREAM_TIMEOUT_MS: '2000',
      UPSTREAM_CALLS_PER_MINUTE: '1000',
      COIN_IMAGE_CDN_URL: 'http://127.0.0.1:9',
      ...env,
    },
    {
      renderApp,
      ogCards: ({ services, env: parsed, logger }) =>
        new OgCards({ ...services, logger, renderer: recordingRenderer(drawn, fail), freshSeconds: parsed.RATES_FRESH_SECONDS }),
    },
  );
  return {
    base: site.baseUrl,
    fake,
    drawn,
    async close() {
      await site.close();
      await fake.close();
    },
  };
}

async function getImage(base: string, path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

function expectCardPng(body: Buffer) {
  const png = PNG.sync.read(body);
  expect([png.width, png.height]).toEqual([1200, 630]);
}

/** The visible text of the page element with this data-testid (a <p>). */
async function pageText(base: string, path: string, testId: string): Promise<string> {
  const html = await (await fetch(`${base}${path}`)).text();
  const inner = new RegExp(`<p[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1];
  expect(inner, `${path} shows ${testId}`).toBeDefined();
  return textOf(inner!).trim();
}

async function rateOf(base: string, from: string, to: string): Promise<number> {
  return ((await (await fetch(`${base}/api/convert?from=${from}&to=${to}`)).json()) as { rate: number }).rate;
}

describe('social cards over HTTP', () => {
  let site: CardServer;
  beforeAll(async () => {
    site = await startCardServer();
  });
  afterAll(async () => {
    await site.close();
  });

  it("draws a pair's card as a 1200 × 630 PNG showing the page's rate", async () => {
    const { res, body } = await getImage(site.base, '/og/btc-to-usd.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectCardPng(body);

    // The figure the page shows, from the same quote: the card draws exactly that text.
    const rate = await rateOf(site.base, 'bitcoin', 'usd');
    const line = await pageText(site.base, '/btc-to-usd', 'exchange-rate');
    expect(line).toBe(`1 BTC = ${formatRate('en', rate)} USD`);
    const card = site.drawn.find((d) => d.model.kind === 'rate' && d.model.lead === '1 BTC');
    expect(card?.words).toContain(`Bitcoin to US Dollar ${line} as of`);
  });

  it("draws a fixed-amount card with the page's result", async () => {
    const { res, body } = await getImage(site.base, '/og/eth-to-usd/0.5.png');
    expect(res.status).toBe(200);
    expectCardPng(body);
    const rate = await rateOf(site.base, 'ethereum', 'usd');
    const summary = await pageText(site.base, '/eth-to-usd/0.5', 'fixed-amount-value');
    expect(summary).toBe(`0.5 ETH = ${formatResult('en', 0.5 * rate)} USD`);
    const card = site.drawn.find((d) => d.model.kind === 'rate' && d.model.lead === '0.5 ETH');
    expect(card?.words).toContain(`Ethereum to US Dollar ${summary} as of`);
    // Another pair, another image.
    expect(body.equals((await getImage(site.base, '/og/btc-to-usd.png')).body)).toBe(false);
  });

  it("draws a locale page's card at the address its head announces, with the locale's figures", async () => {
    const html = await (await fetch(`${site.base}/de/btc-to-usd`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(new URL(image!).pathname).toBe('/og/de/btc-to-usd.png');
    const { res, body } = await getImage(site.base, '/og/de/btc-to-usd.png');
    expect(res.status).toBe(200);
    expectCardPng(body);
    const rate = await rateOf(site.base, 'bitcoin', 'usd');
    const card = site.drawn.find((d) => d.model.kind === 'rate' && d.model.locale === 'de');
    expect(card?.model).toMatchObject({ lead: '1 BTC', value: formatRate('de', rate), unit: 'USD' });
    expect((await getImage(site.base, '/og/ja/site.png')).res.status).toBe(200);
    expect(site.drawn.some((d) => d.model.kind === 'site' && d.model.locale === 'ja')).toBe(true);
  });

  it('draws the site card for every other page, kept a day', async () => {
    const { res, body } = await getImage(site.base, '/og/site.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expectCardPng(body);
    expect(site.drawn.find((d) => d.model.kind === 'site')?.words).toMatch(/^Crypto Calculator and Converter Live rates/);
  });

  it('answers HEAD with the headers only, and a known ETag with 304', async () => {
    const get = await getImage(site.base, '/og/sol-to-usd.png');
    const head = await getImage(site.base, '/og/sol-to-usd.png', { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-type')).toBe('image/png');
    expect(head.res.headers.get('content-length')).toBe(String(get.body.length));
    expect(head.res.headers.get('etag')).toBe(get.res.headers.get('etag'));
    expect(head.body.length).toBe(0);
    // As a browser revalidates (fetch alone adds Cache-Control: no-cache to a conditional request).
    const revalidate = { 'If-None-Match': get.res.headers.get('etag')!, 'Cache-Control': 'max-age=0' };
    const again = await getImage(site.base, '/og/sol-to-usd.png', { headers: revalidate });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each([
    ['an unknown ticker', '/og/nosuchcoin-to-usd.png'],
    ['an unknown target', '/og/btc-to-nosuchfiat/0.5.png'],
    ['no pair', '/og/btc.png'],
    ['another extension', '/og/btc-to-usd.jpg'],
    ['an amount that is no number', '/og/btc-to-usd/abc.png'],
    ['too many segments', '/og/btc-to-usd/0.5/1.png'],
    ['no extension', '/og/site'],
  ])('answers %s with 404 JSON, never a page', async (_label, path) => {
    const res = await fetch(`${site.base}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toMatch(/card/);
  });

  it('serves a second request from the cache, and joins concurrent ones into one render', async () => {
    const rendersOf = (lead: string) => site.drawn.filter((d) => d.model.kind === 'rate' && d.model.lead === lead).length;
    const first = await getImage(site.base, '/og/ada-to-usd.png');
    const second = await getImage(site.base, '/og/ada-to-usd.png');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    // Counted, not timed: the renderer saw the card once.
    expect(rendersOf('1 ADA')).toBe(1);

    const together = await Promise.all(Array.from({ length: 6 }, () => getImage(site.base, '/og/xrp-to-eur/2.png')));
    expect(new Set(together.map((r) => r.res.headers.get('etag'))).size).toBe(1);
    expect(rendersOf('2 XRP')).toBe(1);
  });
});

describe('social cards when drawing fails or rates move', () => {
  let site: CardServer | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  it('answers the site card, a valid 1200 × 630 PNG with 200, when a card fails to draw', async () => {
    site = await startCardServer({ fail: (model) => model.kind === 'rate' });
    const { res, body } = await getImage(site.base, '/og/btc-to-usd.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // Kept one window only, so the real card replaces it soon.
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expectCardPng(body);
    expect(site.drawn.map((d) => d.model.kind)).toEqual(['rate', 'site']);
    expect(body.equals((await getImage(site.base, '/og/site.png')).body)).toBe(true);
  });

  it('draws a new card when the next rate window brings a new rate', async () => {
    site = await startCardServer({ moving: true, env: { RATES_FRESH_SECONDS: '1' } });
    const first = await getImage(site.base, '/og/btc-to-usd.png');
    let next = first;
    for (let i = 0; i < 20 && next.body.equals(first.body); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      next = await getImage(site.base, '/og/btc-to-usd.png');
    }
    expect(next.body.equals(first.body)).toBe(false);
    expect(next.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    const values = site.drawn.map((d) => (d.model.kind === 'rate' ? d.model.value : null));
    expect(new Set(values).size).toBeGreaterThan(1);
  }, 15_000);
});

describe('social cards in the app as index.ts builds it', () => {
  it('draws with the default renderer, and counts card requests against their own per-IP limit', async () => {
    const server = await startTestServer({}, { app: { limits: { apiReadsPerMinute: 1000, pageViewsPerMinute: 2 } } });
    try {
      for (const path of ['/og/btc-to-usd.png', '/og/site.png']) {
        const { res, body } = await getImage(server.baseUrl, path);
        expect(res.status).toBe(200);
        expectCardPng(body);
      }
      const refused = await server.get('/og/btc-to-usd.png');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ error: expect.stringMatching(/rate limited/) });
    } finally {
      await server.close();
    }
  });

  it(`draws at most ${CARDS_PER_MINUTE} new cards a minute for one address; its cached cards and other addresses are still answered`, async () => {
    // Behind a proxy on loopback, as in production: X-Forwarded-For names the client.
    const server = await startTestServer(
      {},
      { app: { trustProxy: 'loopback', limits: { apiReadsPerMinute: 1000, pageViewsPerMinute: 1000 } } },
    );
    const from = (address: string): RequestInit => ({ headers: { 'X-Forwarded-For': address } });
    try {
      const crawler = from('203.0.113.7');
      for (let n = 1; n <= CARDS_PER_MINUTE; n++) {
        const { res } = await getImage(server.baseUrl, `/og/btc-to-usd/${n}.png`, crawler);
        expect(res.status, `card ${n}`).toBe(200);
      }
      const refused = await fetch(`${server.baseUrl}/og/btc-to-usd/${CARDS_PER_MINUTE + 1}.png`, crawler);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/rate limited/) });
      // Cards already drawn cost nothing to answer: a crawler fetching a shared card still gets it.
      for (const path of ['/og/btc-to-usd/1.png', `/og/btc-to-usd/${CARDS_PER_MINUTE}.png`]) {
        const { res, body } = await getImage(server.baseUrl, path, crawler);
        expect(res.status, path).toBe(200);
        expectCardPng(body);
      }
      // Another address has its own count.
      const other = await getImage(server.baseUrl, `/og/btc-to-usd/${CARDS_PER_MINUTE + 1}.png`, from('198.51.100.4'));
      expect(other.res.status).toBe(200);
      expectCardPng(other.body);
    } finally {
      await server.close();
    }
  }, 60_000);
});
