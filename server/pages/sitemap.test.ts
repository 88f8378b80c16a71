import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { LOCALES } from '@shared/i18n/locales';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { BTC_FIXED_AMOUNTS, buildPairPath, ETH_FIXED_AMOUNTS, FIXED_PAIR_ROUTES } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { parseEnv } from '../env';
import { SNAPSHOT_DATE } from '../rates/providers/snapshot-prices';
import type { DataStatus } from '../rates/rates-service';
import { type FetchedSitemap, readSitemap } from '../testing/read-sitemap';
import { startTestServer, type TestServer } from '../testing/test-server';
import { Sitemap } from './sitemap';
import { LEGAL_DATE, MAX_URLS_PER_FILE, PRIVACY_DATE, w3cDateTime } from './sitemap-entries';

const SITE = 'https://converter.example';
const DEFAULT_FIATS = ['usd', 'eur', 'gbp', 'jpy', 'inr', 'cad', 'aud', 'brl', 'krw', 'try'];

/** The protocol's urlset schema, as the `sitemap` package ships it. */
const SITEMAP_XSD = readFileSync(fileURLToPath(new URL('../../node_modules/sitemap/schema/sitemap.xsd', import.meta.url)), 'utf8');
/**
 * The package ships no siteindex.xsd, so the index is checked against the protocol's
 * <sitemapindex> (sitemaps.org 0.9: up to 50,000 <sitemap>, each a <loc> and an optional
 * <lastmod>) built on the package's own loc and lastmod types. Including sitemap.xsd also
 * declares <urlset>, so the root element is checked separately.
 */
const INDEX_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.sitemaps.org/schemas/sitemap/0.9"
            xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" elementFormDefault="qualified">
  <xsd:include schemaLocation="sitemap.xsd"/>
  <xsd:element name="sitemapindex">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="sitemap" maxOccurs="50000">
          <xsd:complexType>
            <xsd:sequence>
              <xsd:element name="loc" type="tLoc"/>
              <xsd:element name="lastmod" type="tLastmod" minOccurs="0"/>
            </xsd:sequence>
          </xsd:complexType>
        </xsd:element>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`;

async function expectValid(xml: string, root: 'sitemapindex' | 'urlset', name: string) {
  expect(
    xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`),
    name,
  ).toBe(true);
  const result = await validateXML({
    xml: [{ fileName: 'sitemap-under-test.xml', contents: xml }],
    schema: [root === 'urlset' ? SITEMAP_XSD : INDEX_XSD],
    preload: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }],
    maxMemoryPages: 4096,
  });
  expect(
    result.errors.map((e) => e.rawMessage),
    name,
  ).toEqual([]);
  expect(result.valid, name).toBe(true);
}

const fileName = (loc: string) => /\/sitemaps\/([^/]+)\.xml$/.exec(loc)?.[1];
const pathOf = (loc: string) => loc.slice(SITE.length);
/** W3C datetime to the second in UTC, or a W3C date. */
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;

/** The index, and the files of English and of one other locale (the others are the same files under another prefix). */
async function validateAll(sitemap: FetchedSitemap) {
  await expectValid(sitemap.indexXml, 'sitemapindex', 'index');
  const sample = sitemap.files.filter(
    (file) => !/\/[a-z]{2}(-[a-z]+)?-[a-z]/.test(file.loc.replace(/^.*\/sitemaps/, '')) || file.loc.includes('/sitemaps/ja-'),
  );
  for (const file of sample) await expectValid(file.xml, 'urlset', file.loc);
}

/** English's files, then the same files for each other locale under its prefix (decision 017). */
function inEveryLocale(names: string[]): string[] {
  return [
    ...names,
    ...LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => names.map((name) => `${locale.toLowerCase()}-${name}`)),
  ];
}

function filesByName(sitemap: FetchedSitemap) {
  return new Map(
    sitemap.files.map((file) => [fileName(file.loc)!, file.urls.map((url) => ({ path: pathOf(url.loc), lastmod: url.lastmod }))]),
  );
}

describe('the sitemap index and its files, over HTTP (catalog from the fake CoinGecko)', () => {
  let server: TestServer;
  let sitemap: FetchedSitemap;
  let files: Map<string, { path: string; lastmod: string | undefined }[]>;
  let cryptos: Currency[];
  let fiats: Currency[];

  beforeAll(async () => {
    server = await startTestServer({ SITE_URL: SITE });
    // The coin list and a price book first, as after a minute of traffic.
    cryptos = (await server.get('/api/currencies/crypto')).body;
    fiats = (await server.get('/api/currencies/fiat')).body;
    expect((await server.get('/api/convert?from=bitcoin&to=usd')).body.source).toBe('live');
    sitemap = await readSitemap(server.baseUrl, SITE);
    files = filesByName(sitemap);
  });
  afterAll(() => server.close());

  it('answers XML that validates: the index against the sitemaps.org index, each file against sitemap.xsd', async () => {
    expect(sitemap.contentType).toContain('application/xml');
    for (const file of sitemap.files) expect(file.contentType, file.loc).toContain('application/xml');
    await validateAll(sitemap);
  }, 30_000);

  it('lists pages, amounts, one file per configured fiat, then fiat → coin and crypto pairs', () => {
    expect([...files.keys()]).toEqual(
      inEveryLocale(['pages', 'amounts', ...DEFAULT_FIATS.map((code) => `pairs-${code}`), 'fiat-to-crypto', 'crypto-pairs']),
    );
    for (const file of sitemap.files) expect(file.loc).toMatch(/^https:\/\/converter\.example\/sitemaps\/[a-z0-9-]+\.xml$/);
  });

  it('lists every URL once, on this site, under the per-file limit; the index gives each file its newest lastmod', () => {
    const all = [...files.values()].flat().map((url) => url.path);
    expect(new Set(all).size).toBe(all.length);
    for (const file of sitemap.files) {
      expect(file.urls.length, file.loc).toBeGreaterThan(0);
      expect(file.urls.length, file.loc).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
      for (const url of file.urls) expect(url.loc.startsWith(`${SITE}/`), url.loc).toBe(true);
      const newest = file.urls
        .map((url) => url.lastmod)
        .filter((d): d is string => d !== undefined)
        .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
      expect(file.lastmod, file.loc).toBe(newest);
    }
  });

  it('lists every catalog coin in every configured fiat, at the path the coin is served under', () => {
    const listed = new Set([...files.values()].flat().map((url) => url.path));
    expect(cryptos.length).toBeGreaterThan(50);
    for (const code of DEFAULT_FIATS) {
      const fiat = fiats.find((c) => c.id === code)!;
      for (const coin of cryptos)
        expect(listed.has(buildPairPath(routeTicker(coin), routeTicker(fiat))), `${coin.id} in ${code}`).toBe(true);
      // Only the coin guides and fixed routes (pages.xml) are missing from the fiat's own file.
      const own = files.get(`pairs-${code}`)!;
      const inPages = files.get('pages')!.filter((url) => url.path.endsWith(`-to-${code}`)).length;
      expect(own.length + inPages, code).toBe(cryptos.length);
    }
    // A coin whose symbol a bigger coin owns is listed under its URL ticker only.
    expect(listed.has('/tokamak-network-to-eur')).toBe(true);
    expect(listed.has('/fakecoin-classic-to-jpy')).toBe(true);
    expect(listed.has('/ton-to-eur')).toBe(true);
    expect(listed.has('/fakecoin-to-jpy')).toBe(false);
    expect(listed.has('/fkc-to-jpy')).toBe(true);
  });

  it('pages.xml: home, calculator, the informational pages, the fixed routes and each coin guide at its canonical path', () => {
    const pages = files.get('pages')!;
    const paths = pages.map((url) => url.path);
    for (const path of ['/', '/crypto-profit-calculator', '/about', '/methodology', '/contact', '/privacy', '/terms', '/disclaimer'])
      expect(paths).toContain(path);
    for (const route of FIXED_PAIR_ROUTES) expect(paths).toContain(route.path);
    // The developer pages are English only: listed here, in no other locale's file.
    for (const path of ['/developers', '/widget']) expect(paths).toContain(path);
    const localized = [...files.entries()].filter(([name]) => name !== 'pages').flatMap(([, urls]) => urls.map((url) => url.path));
    expect(localized.filter((path) => /\/(developers|widget)$/.test(path))).toEqual([]);
    expect(files.get('de-pages')!.map((url) => url.path)).toContain('/de/about');
    // Guides by alias (rndr, hlq, matic…) are listed where the page says its canonical is.
    expect(paths).toContain('/render-to-usd');
    expect(paths).toContain('/hype-to-usd');
    expect(paths).not.toContain('/rndr-to-usd');
    expect(paths).not.toContain('/hlq-to-usd');
    expect(paths.some((p) => /indexnow-test|debug-seo/.test(p))).toBe(false);
    // home and calculator, six informational pages, 51 guides, the two fixed routes no guide covers, the two developer pages
    expect(pages).toHaveLength(2 + 6 + 51 + 2 + 2);
  });

  it('amounts.xml: the curated BTC and ETH amounts only', () => {
    expect(files.get('amounts')!.map((url) => url.path)).toEqual([
      ...BTC_FIXED_AMOUNTS.map((a) => `/btc-to-usd/${a}`),
      ...ETH_FIXED_AMOUNTS.map((a) => `/eth-to-usd/${a}`),
    ]);
  });

  it('fiat-to-crypto.xml: USD and EUR into each of the top 20 coins; crypto-pairs.xml: each top coin in BTC, ETH and USDT', () => {
    const top = [...cryptos]
      .filter((c) => c.rank !== undefined)
      .sort((a, b) => a.rank! - b.rank!)
      .slice(0, 20);
    expect(top.map((c) => c.id)).toContain('tether');
    const fiatToCoin = files.get('fiat-to-crypto')!.map((url) => url.path);
    const expected = ['usd', 'eur'].flatMap((fiat) => top.map((coin) => buildPairPath(fiat, routeTicker(coin))));
    // /usd-to-btc and /usd-to-eth are fixed routes, listed in pages.xml.
    expect(fiatToCoin).toEqual(expected.filter((p) => p !== '/usd-to-btc' && p !== '/usd-to-eth'));
    const cryptoPairs = files.get('crypto-pairs')!.map((url) => url.path);
    expect(cryptoPairs).toHaveLength(20 * 3 - 3);
    for (const quote of ['btc', 'eth', 'usdt']) {
      for (const coin of top) if (routeTicker(coin) !== quote) expect(cryptoPairs).toContain(buildPairPath(routeTicker(coin), quote));
      expect(cryptoPairs).not.toContain(`/${quote}-to-${quote}`);
    }
  });

  it('dates rate pages by the current prices, legal pages by their last change, and leaves undated what has no date', () => {
    const all = [...files.values()].flat();
    const byPath = new Map(all.map((url) => [url.path, url.lastmod]));
    expect(byPath.get('/privacy')).toBe(PRIVACY_DATE);
    expect(byPath.get('/terms')).toBe(LEGAL_DATE);
    expect(byPath.get('/disclaimer')).toBe(LEGAL_DATE);
    for (const path of ['/crypto-profit-calculator', '/about', '/methodology', '/contact']) expect(byPath.get(path), path).toBeUndefined();
    const rated = all.filter((url) => url.path === '/' || url.path.includes('-to-'));
    const dates = new Set(rated.map((url) => url.lastmod));
    expect(dates.size).toBe(1);
    const [asOf] = dates;
    expect(asOf).toMatch(W3C);
    // The live book from the fake (stamped seconds ago), not the snapshot's date.
    expect(Date.now() - Date.parse(asOf!)).toBeLessThan(5 * 60_000);
    expect(Date.parse(asOf!)).toBeLessThanOrEqual(Date.now());
  });

  it('answers an unknown sitemap file with 404', async () => {
    expect((await fetch(`${server.baseUrl}/sitemaps/pairs-xyz.xml`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/sitemaps/pages`)).status).toBe(404);
  });
});

describe('the sitemap with the bundled snapshot only', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('dates every rate page by the snapshot, not today', async () => {
    server = await startTestServer({ SITE_URL: SITE, RATES_PROVIDER: 'snapshot' });
    const sitemap = await readSitemap(server.baseUrl, SITE);
    await validateAll(sitemap);
    const files = filesByName(sitemap);
    const snapshot = w3cDateTime(new Date(SNAPSHOT_DATE));
    expect(snapshot).toBe('2025-06-01T00:00:00Z');
    for (const [name, urls] of files) {
      for (const url of urls) if (url.path.includes('-to-')) expect(url.lastmod, url.path).toBe(snapshot);
      // A pages file is dated by its newest page: the privacy policy, revised after the snapshot.
      const expected = /(^|-)pages$/.test(name) ? `${PRIVACY_DATE}` : snapshot;
      expect(sitemap.files.find((f) => fileName(f.loc) === name)!.lastmod, name).toBe(expected);
    }
    expect(files.get('pages')!.find((url) => url.path === '/')!.lastmod).toBe(snapshot);
  }, 30_000);
});

describe('SITEMAP_FIATS', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('lists a file per configured fiat the catalog has, skipping unknown codes', async () => {
    server = await startTestServer({ SITE_URL: SITE, SITEMAP_FIATS: ' CHF, xyz ,usd,chf' });
    const files = filesByName(await readSitemap(server.baseUrl, SITE));
    expect([...files.keys()]).toEqual(inEveryLocale(['pages', 'amounts', 'pairs-chf', 'pairs-usd', 'fiat-to-crypto', 'crypto-pairs']));
    // EUR is not configured, so no EUR → coin pages either.
    expect(files.get('fiat-to-crypto')!.every((url) => url.path.startsWith('/usd-to-'))).toBe(true);
  });

  it('refuses codes that are not three letters, naming the variable', () => {
    expect(() => parseEnv({ SITEMAP_FIATS: 'usd,euro' })).toThrow(/SITEMAP_FIATS/);
    expect(parseEnv({}).SITEMAP_FIATS).toEqual(DEFAULT_FIATS);
  });
});

/** The bundled lists as a catalog, and the snapshot's date as the prices' time. */
const bundledCatalog = { cryptos: async () => [...KNOWN_COINS], fiats: async () => [...KNOWN_FIATS] };
const snapshotRates = {
  dataStatus: (): DataStatus => ({ source: 'snapshot', asOf: new Date(SNAPSHOT_DATE), upstream: 'not-configured', lastFailure: null }),
};

describe('files over the URL limit', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('are split into numbered files, each under the limit, listing the same URLs', async () => {
    const limit = 20;
    const split = new Sitemap({ catalog: bundledCatalog, rates: snapshotRates, fiatCodes: ['usd', 'eur'], maxUrlsPerFile: limit });
    const whole = new Sitemap({ catalog: bundledCatalog, rates: snapshotRates, fiatCodes: ['usd', 'eur'] });
    server = await startTestServer({ SITE_URL: SITE }, { app: { sitemap: split } });
    const sitemap = await readSitemap(server.baseUrl, SITE);
    await validateAll(sitemap);
    const names = sitemap.files.map((file) => fileName(file.loc)!);
    const wholeFiles = await whole.files();
    for (const file of wholeFiles) {
      const parts = names.filter(
        (name) => name === file.name || (name.startsWith(`${file.name}-`) && /^\d+$/.test(name.slice(file.name.length + 1))),
      );
      const expectedParts = Math.ceil(file.urls.length / limit);
      expect(parts, file.name).toEqual(
        expectedParts === 1 ? [file.name] : Array.from({ length: expectedParts }, (_, i) => `${file.name}-${i + 1}`),
      );
    }
    expect(names).toContain('pairs-eur-3');
    for (const file of sitemap.files) expect(file.urls.length).toBeLessThanOrEqual(limit);
    expect(sitemap.files.flatMap((file) => file.urls.map((url) => pathOf(url.loc)))).toEqual(await whole.paths());
    // Validates a few hundred files against the XSD: seconds on a busy 2-core machine.
  }, 30_000);
});

describe('Sitemap', () => {
  it('dates rate pages by the prices of the moment, and answers which pages it lists without them', async () => {
    const lists = { cryptos: [...KNOWN_COINS], fiats: [...KNOWN_FIATS] };
    let asOf = new Date(SNAPSHOT_DATE);
    let asked = 0;
    const rates = { dataStatus: () => (asked++, { ...snapshotRates.dataStatus(), asOf }) };
    const sitemap = new Sitemap({
      catalog: { cryptos: async () => lists.cryptos, fiats: async () => lists.fiats },
      rates,
      fiatCodes: ['usd', 'eur'],
    });
    expect(await sitemap.has('/sol-to-eur')).toBe(true);
    expect(await sitemap.has('/sol-to-gbp')).toBe(false);
    expect(asked).toBe(0);
    const lastmodOf = async (path: string) => (await sitemap.files()).flatMap((f) => f.urls).find((u) => u.path === path)?.lastmod;
    expect(await lastmodOf('/sol-to-eur')).toBe('2025-06-01T00:00:00Z');
    asOf = new Date('2025-06-02T08:30:15.250Z');
    expect(await lastmodOf('/sol-to-eur')).toBe('2025-06-02T08:30:15Z');
    expect(await lastmodOf('/terms')).toBe(LEGAL_DATE);
  });
});

describe('the schema check itself', () => {
  it('rejects a lastmod that is no W3C datetime, a missing loc, and a urlset posing as the index', async () => {
    const check = async (xml: string, schema: string) =>
      (
        await validateXML({
          xml: [{ fileName: 'bad.xml', contents: xml }],
          schema: [schema],
          preload: [{ fileName: 'sitemap.xsd', contents: SITEMAP_XSD }],
        })
      ).valid;
    const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    expect(
      await check(`<urlset ${ns}><url><loc>https://converter.example/</loc><lastmod>today</lastmod></url></urlset>`, SITEMAP_XSD),
    ).toBe(false);
    expect(await check(`<sitemapindex ${ns}><sitemap><lastmod>2025-05-09</lastmod></sitemap></sitemapindex>`, INDEX_XSD)).toBe(false);
    expect(
      await check(
        `<sitemapindex ${ns}><sitemap><loc>https://converter.example/sitemaps/a.xml</loc><lastmod>2025-05-09</lastmod></sitemap></sitemapindex>`,
        INDEX_XSD,
      ),
    ).toBe(true);
    await expect(
      expectValid(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${ns}><url><loc>https://converter.example/</loc></url></urlset>`,
        'sitemapindex',
        'posing',
      ),
    ).rejects.toThrow();
  });
});
