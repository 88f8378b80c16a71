import { escapeHtml } from '@shared/seo/page-meta';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../client/src/entry-server';
import { type FakeCoinGecko, startFakeCoinGecko } from '../testing/fake-coingecko';
import { type PageTestServer, startPageTestServer } from '../testing/page-test-server';
import { readSitemap } from '../testing/read-sitemap';

/**
 * Every URL the sitemap lists, requested over HTTP from the whole site with real server
 * rendering (catalog and prices from the fake CoinGecko): each must be an indexable page of its
 * own, whose canonical link is the listed URL itself and whose title no other page has. Four
 * requests at a time; the run's length is printed (a few hundred renders).
 */
const SITE = 'https://converter.example';
const CONCURRENCY = 4;

let fake: FakeCoinGecko;
let site: PageTestServer;

beforeAll(async () => {
  fake = await startFakeCoinGecko();
  site = await startPageTestServer({ COINGECKO_BASE_URL: fake.url, SITE_URL: SITE }, { renderApp });
});

afterAll(async () => {
  await site.close();
  await fake.close();
});

type Visit = { loc: string; status: number; robots: string | undefined; canonical: string | undefined; title: string | undefined };

async function visit(loc: string): Promise<Visit> {
  const res = await fetch(site.baseUrl + loc.slice(SITE.length), { redirect: 'manual' });
  const html = await res.text();
  return {
    loc,
    status: res.status,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  };
}

/** Runs `task` over `items`, at most `limit` at once, keeping the order of the results. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

describe('every URL of the sitemap, requested over HTTP', () => {
  it('is a 200 page, "index, follow", its own canonical, with a title no other page has', { timeout: 600_000 }, async () => {
    const sitemap = await readSitemap(site.baseUrl, SITE);
    // Every English URL, and in each other locale its pages file (the same page types in that
    // language; the per-fiat files repeat English's pairs under the prefix).
    const walked = sitemap.files.filter((file) => !/\/sitemaps\/[a-z]{2}(-[a-z]+)?-/.test(file.loc) || /-pages\.xml$/.test(file.loc));
    const locs = walked.flatMap((file) => file.urls.map((url) => url.loc));
    expect(locs.length).toBeGreaterThan(600);

    const started = performance.now();
    const visits = await inPool(locs, CONCURRENCY, visit);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `sitemap walk: ${locs.length} URLs in ${seconds.toFixed(1)} s at ${CONCURRENCY} at a time (${((seconds * 1000) / locs.length).toFixed(0)} ms each)`,
    );

    // Collected first and compared whole, so one run names every page that fails and why.
    const wrong = visits
      .map((v) => {
        const problems = [
          v.status !== 200 && `status ${v.status}`,
          v.robots !== 'index, follow' && `robots ${v.robots}`,
          v.canonical !== escapeHtml(v.loc) && `canonical ${v.canonical}`,
          !v.title && 'no title',
        ].filter(Boolean);
        return problems.length ? `${v.loc}: ${problems.join(', ')}` : null;
      })
      .filter((line): line is string => line !== null);
    expect(wrong).toEqual([]);

    // Unique within each language (a brand or a ticker pair may read the same in two of them).
    const byTitle = new Map<string, string[]>();
    for (const v of visits) {
      const key = `${/^https?:\/\/[^/]+\/([a-z]{2}(?:-[a-z]+)?)(?:\/|$)/.exec(v.loc)?.[1] ?? 'en'} ${v.title}`;
      if (v.title) byTitle.set(key, [...(byTitle.get(key) ?? []), v.loc]);
    }
    const shared = [...byTitle].filter(([, pages]) => pages.length > 1).map(([title, pages]) => `${title}: ${pages.join(' ')}`);
    expect(shared).toEqual([]);
  });
});
