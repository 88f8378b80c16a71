import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BTC_FIXED_AMOUNTS, ETH_FIXED_AMOUNTS, FIXED_PAIR_ROUTES } from '@shared/routes';
import { COIN_CONTENT_TICKERS } from '@shared/schemas/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { describeStoredPage, staticPagePaths, StaticPageStore } from './static-pages';

const logger = createLogger('silent');
const T0 = Date.parse('2025-06-01T12:00:00.000Z');
const MAX_AGE = 20 * 60_000;

/** A page as the real renderer shapes it, with the og:updated_time the test chooses. */
function page(path: string, renderedAt: number, title = `Title of ${path}`): string {
  return [
    '<!doctype html><html><head>',
    `<title>${title}</title>`,
    `<meta name="description" content="About ${path}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:updated_time" content="${new Date(renderedAt).toISOString()}" />`,
    `</head><body><div id="root">${path}</div></body></html>`,
  ].join('\n');
}

/** A renderer stamping pages with `clock.renderedAt`, counting calls, failing for chosen paths. */
function fakeRenderer() {
  const state = { renderedAt: T0, version: 1, calls: new Map<string, number>(), failFor: new Set<string>() };
  const render = async (path: string) => {
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (state.failFor.has(path)) throw new Error(`render failed for ${path}`);
    return `${page(path, state.renderedAt)}\n<!-- version ${state.version} -->`;
  };
  return { state, render };
}

let dir: string;
let clock: { now: number };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-pages-'));
  clock = { now: T0 };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function store(render: (path: string) => Promise<string>, paths?: string[]) {
  return new StaticPageStore({ dir, render, logger, maxAgeMs: MAX_AGE, now: () => clock.now, ...(paths ? { paths } : {}) });
}

describe('staticPagePaths', () => {
  const paths = staticPagePaths();

  it('holds the fixed pair routes, a page per content coin and the BTC and ETH fixed amounts', () => {
    for (const route of FIXED_PAIR_ROUTES) expect(paths).toContain(route.path);
    expect(FIXED_PAIR_ROUTES).toHaveLength(10);
    expect(paths).toContain('/usd-to-btc');
    expect(paths).toContain('/usd-to-eth');
    // Each guide's page at its canonical URL: a renamed coin's at its current ticker.
    const renamed: Record<string, string> = { rndr: 'render', hlq: 'hype' };
    for (const ticker of COIN_CONTENT_TICKERS) expect(paths).toContain(`/${renamed[ticker] ?? ticker}-to-usd`);
    expect(paths).not.toContain('/rndr-to-usd');
    expect(paths).not.toContain('/hlq-to-usd');
    const btcAmounts = paths.filter((p) => p.startsWith('/btc-to-usd/'));
    const ethAmounts = paths.filter((p) => p.startsWith('/eth-to-usd/'));
    expect(btcAmounts).toHaveLength(12);
    expect(ethAmounts).toHaveLength(10);
    expect(btcAmounts).toEqual(BTC_FIXED_AMOUNTS.map((a) => `/btc-to-usd/${a}`));
    expect(ethAmounts).toEqual(ETH_FIXED_AMOUNTS.map((a) => `/eth-to-usd/${a}`));
    expect(paths).toContain('/btc-to-usd/0.00001');
    expect(paths).toContain('/btc-to-usd/0.0025');
    expect(paths).toContain('/eth-to-usd/0.5');
  });

  it('has no duplicates, only lower-case paths and nothing else', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toBe(path.toLowerCase());
      expect(path).toMatch(/^\/[a-z0-9]+-to-[a-z0-9]+(\/\d+(\.\d+)?)?$/);
    }
    const coinPages = new Set([...FIXED_PAIR_ROUTES.map((r) => r.path), ...COIN_CONTENT_TICKERS.map((t) => `/${t}-to-usd`)]);
    expect(paths).toHaveLength(coinPages.size + BTC_FIXED_AMOUNTS.length + ETH_FIXED_AMOUNTS.length);
  });
});

describe('StaticPageStore.regenerateAll', () => {
  const PATHS = ['/btc-to-usd', '/eth-to-usd', '/btc-to-usd/0.1', '/eth-to-usd/0.5'];

  it('writes one file per path, whole, and reports what it rendered', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    expect(await pages.regenerateAll()).toEqual({ regenerated: 4, failed: 0 });
    expect(readFileSync(join(dir, 'btc-to-usd.html'), 'utf8')).toContain('<div id="root">/btc-to-usd</div>');
    expect(readFileSync(join(dir, 'btc-to-usd', '0.1.html'), 'utf8')).toContain('<div id="root">/btc-to-usd/0.1</div>');
    expect(readFileSync(join(dir, 'eth-to-usd', '0.5.html'), 'utf8')).toBe(`${page('/eth-to-usd/0.5', T0)}\n<!-- version 1 -->`);
    expect(existsSync(join(dir, 'eth-to-usd.html'))).toBe(true);
    // No temporary files left behind.
    const all = readdirSync(dir, { recursive: true }).map(String);
    expect(all.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(all.filter((f) => f.endsWith('.html')).sort()).toEqual(
      ['btc-to-usd.html', join('btc-to-usd', '0.1.html'), 'eth-to-usd.html', join('eth-to-usd', '0.5.html')].sort(),
    );
    expect([...state.calls.values()]).toEqual([1, 1, 1, 1]);
  });

  it('counts a page that fails to render, keeps its previous file and goes on with the others', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    await pages.regenerateAll();
    const before = readFileSync(join(dir, 'eth-to-usd.html'), 'utf8');

    state.version = 2;
    state.renderedAt = T0 + 60_000;
    clock.now = T0 + 60_000;
    state.failFor.add('/eth-to-usd');
    expect(await pages.regenerateAll()).toEqual({ regenerated: 3, failed: 1 });
    expect(readFileSync(join(dir, 'eth-to-usd.html'), 'utf8')).toBe(before);
    expect(readFileSync(join(dir, 'eth-to-usd', '0.5.html'), 'utf8')).toContain('version 2');
    expect(readFileSync(join(dir, 'btc-to-usd.html'), 'utf8')).toContain('version 2');
    // The previous version is still what visitors get.
    expect((await pages.servable('/eth-to-usd'))?.html).toBe(before);
  });

  it('counts every page as failed when the renderer always throws, and writes nothing', async () => {
    const { state, render } = fakeRenderer();
    for (const path of PATHS) state.failFor.add(path);
    const pages = store(render, PATHS);
    expect(await pages.regenerateAll()).toEqual({ regenerated: 0, failed: 4 });
    expect(readdirSync(dir)).toEqual([]);
    expect(await pages.servable('/btc-to-usd')).toBeNull();
  });

  it('shares one run between concurrent callers, and starts a new one afterwards', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    const [a, b, c] = await Promise.all([pages.regenerateAll(), pages.regenerateAll(), pages.regenerateAll()]);
    expect(a).toEqual({ regenerated: 4, failed: 0 });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    for (const path of PATHS) expect(state.calls.get(path), path).toBe(1);

    await pages.regenerateAll();
    for (const path of PATHS) expect(state.calls.get(path), path).toBe(2);
  });

  it('renders every static path by default', async () => {
    const rendered: string[] = [];
    const pages = store(async (path) => {
      rendered.push(path);
      return page(path, T0);
    });
    expect([...pages.paths]).toEqual(staticPagePaths());
    const result = await pages.regenerateAll();
    expect(result).toEqual({ regenerated: staticPagePaths().length, failed: 0 });
    expect(rendered).toEqual(staticPagePaths());
    expect(existsSync(join(dir, 'usd-to-btc.html'))).toBe(true);
    expect(existsSync(join(dir, 'btc-to-usd', '0.00001.html'))).toBe(true);
  });
});

describe('StaticPageStore.servable', () => {
  const PATHS = ['/btc-to-usd', '/btc-to-usd/0.1'];

  it('is null for a path that is not a static page, even one that would escape the folder', async () => {
    const { render } = fakeRenderer();
    const pages = store(render, PATHS);
    await pages.regenerateAll();
    for (const path of ['/about', '/sol-to-usd', '/BTC-to-USD', '/btc-to-usd/0.2', '/../btc-to-usd', '/btc-to-usd/../../etc']) {
      expect(await pages.servable(path), path).toBeNull();
      expect(await pages.stored(path), path).toBeNull();
    }
  });

  it('is null for a known path that has not been rendered yet', async () => {
    const { render } = fakeRenderer();
    const pages = store(render, PATHS);
    expect(await pages.servable('/btc-to-usd')).toBeNull();
  });

  it('serves a page while it is fresh, and not once it is older than maxAgeMs', async () => {
    const { render } = fakeRenderer();
    const pages = store(render, PATHS);
    await pages.regenerateAll();

    const fresh = await pages.servable('/btc-to-usd');
    expect(fresh).toMatchObject({ path: '/btc-to-usd', lastUpdated: new Date(T0) });
    expect(fresh?.html).toContain('<div id="root">/btc-to-usd</div>');

    clock.now = T0 + MAX_AGE;
    expect(await pages.servable('/btc-to-usd')).not.toBeNull();
    clock.now = T0 + MAX_AGE + 1;
    expect(await pages.servable('/btc-to-usd')).toBeNull();
    expect(await pages.servable('/btc-to-usd/0.1')).toBeNull();
  });

  it('goes by the time the page says it was rendered, not by when it was written', async () => {
    const { state, render } = fakeRenderer();
    state.renderedAt = T0 - MAX_AGE - 1;
    const pages = store(render, PATHS);
    await pages.regenerateAll();
    expect(await pages.servable('/btc-to-usd')).toBeNull();
    // …but it is stored, for the debug tools.
    expect((await pages.stored('/btc-to-usd'))?.lastUpdated).toEqual(new Date(T0 - MAX_AGE - 1));
  });

  it('never serves a page that lacks og:updated_time', async () => {
    const pages = store(async (path) => `<html><head><title>${path}</title></head></html>`, PATHS);
    expect(await pages.regenerateAll()).toEqual({ regenerated: 2, failed: 0 });
    expect(await pages.servable('/btc-to-usd')).toBeNull();
    expect(await pages.stored('/btc-to-usd')).toMatchObject({ path: '/btc-to-usd', lastUpdated: null });
  });

  it('reads the pages from disk after a restart', async () => {
    const { render } = fakeRenderer();
    await store(render, PATHS).regenerateAll();

    const calls: string[] = [];
    const restarted = store(async (path) => {
      calls.push(path);
      return page(path, clock.now);
    }, PATHS);
    const served = await restarted.servable('/btc-to-usd/0.1');
    expect(served?.html).toBe(readFileSync(join(dir, 'btc-to-usd', '0.1.html'), 'utf8'));
    expect(served?.lastUpdated).toEqual(new Date(T0));
    expect(calls).toEqual([]);
    clock.now = T0 + MAX_AGE + 1;
    expect(await restarted.servable('/btc-to-usd')).toBeNull();
  });
});

describe('StaticPageStore.revalidate', () => {
  const MINUTE = 60_000;
  const PATHS = ['/btc-to-usd', '/eth-to-usd'];

  it('renders a copy older than asked again, in memory only, and serves that one next', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    await pages.regenerateAll();
    const onDisk = readFileSync(join(dir, 'btc-to-usd.html'), 'utf8');

    // Under a minute old: nothing to do.
    clock.now = T0 + MINUTE;
    pages.revalidate('/btc-to-usd', MINUTE);
    await pages.idle();
    expect(state.calls.get('/btc-to-usd')).toBe(1);

    clock.now = T0 + MINUTE + 1;
    state.renderedAt = clock.now;
    state.version = 2;
    pages.revalidate('/btc-to-usd', MINUTE);
    pages.revalidate('/btc-to-usd', MINUTE);
    await pages.idle();
    expect(state.calls.get('/btc-to-usd')).toBe(2);
    const served = await pages.servable('/btc-to-usd');
    expect(served).toMatchObject({ lastUpdated: new Date(T0 + MINUTE + 1), rerendered: true });
    expect(served?.html).toContain('version 2');
    // The file stays the scheduled regeneration's (the debug tools read it).
    expect(readFileSync(join(dir, 'btc-to-usd.html'), 'utf8')).toBe(onDisk);
  });

  it('keeps the copy it has when the render fails, and never throws', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    await pages.regenerateAll();
    state.failFor.add('/btc-to-usd');
    clock.now = T0 + 2 * MINUTE;
    pages.revalidate('/btc-to-usd', MINUTE);
    await pages.idle();
    expect((await pages.servable('/btc-to-usd'))?.lastUpdated).toEqual(new Date(T0));
  });

  it('does nothing for a path it has not served, or after stop()', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, PATHS);
    clock.now = T0 + 2 * MINUTE;
    pages.revalidate('/btc-to-usd', MINUTE);
    await pages.regenerateAll();
    pages.stop();
    pages.revalidate('/btc-to-usd', MINUTE);
    await pages.idle();
    expect(state.calls.get('/btc-to-usd')).toBe(1);
  });
});

describe('StaticPageStore.stored', () => {
  it('reads the file as it is on disk now', async () => {
    const { state, render } = fakeRenderer();
    const pages = store(render, ['/btc-to-usd']);
    expect(await pages.stored('/btc-to-usd')).toBeNull();
    await pages.regenerateAll();

    // Another process (or a previous run) replaced the file: stored() sees it.
    const replaced = page('/btc-to-usd', T0 + 5000, 'Replaced');
    writeFileSync(join(dir, 'btc-to-usd.html'), replaced);
    const stored = await pages.stored('/btc-to-usd');
    expect(stored).toEqual({ path: '/btc-to-usd', html: replaced, lastUpdated: new Date(T0 + 5000) });
    expect(state.calls.get('/btc-to-usd')).toBe(1);

    rmSync(join(dir, 'btc-to-usd.html'));
    expect(await pages.stored('/btc-to-usd')).toBeNull();
  });
});

describe('describeStoredPage', () => {
  it('reads the title, og:title, description and update time, HTML entities unescaped', () => {
    const html = [
      '<title>Tom &amp; Jerry&#39;s &lt;BTC&gt; &quot;page&quot;</title>',
      '<meta name="description" content="1 BTC = 104,600.00 USD &amp; more: &amp;lt; stays text" />',
      '<meta property="og:title" content="OG &amp; title" />',
      '<meta property="og:updated_time" content="2025-06-01T12:00:00.000Z" />',
    ].join('\n');
    const result = describeStoredPage('/btc-to-usd', { path: '/btc-to-usd', html, lastUpdated: new Date('2025-06-01T12:00:00.000Z') });
    expect(result).toEqual({
      path: '/btc-to-usd',
      exists: true,
      title: 'Tom & Jerry\'s <BTC> "page"',
      ogTitle: 'OG & title',
      metaDescription: '1 BTC = 104,600.00 USD & more: &lt; stays text',
      lastUpdated: '2025-06-01T12:00:00.000Z',
    });
  });

  it('gives nulls for a page that does not exist', () => {
    expect(describeStoredPage('/btc-to-usd/0.1', null)).toEqual({
      path: '/btc-to-usd/0.1',
      exists: false,
      title: null,
      ogTitle: null,
      metaDescription: null,
      lastUpdated: null,
    });
  });

  it('gives nulls for the tags a stored page lacks', () => {
    const result = describeStoredPage('/eth-to-usd', {
      path: '/eth-to-usd',
      html: '<html><head><title>Only a title</title></head></html>',
      lastUpdated: null,
    });
    expect(result).toEqual({
      path: '/eth-to-usd',
      exists: true,
      title: 'Only a title',
      ogTitle: null,
      metaDescription: null,
      lastUpdated: null,
    });
  });

  it('describes a page the store wrote', async () => {
    const { render } = fakeRenderer();
    const pages = store(render, ['/btc-to-usd/0.1']);
    await pages.regenerateAll();
    expect(describeStoredPage('/btc-to-usd/0.1', await pages.stored('/btc-to-usd/0.1'))).toEqual({
      path: '/btc-to-usd/0.1',
      exists: true,
      title: 'Title of /btc-to-usd/0.1',
      ogTitle: 'Title of /btc-to-usd/0.1',
      metaDescription: 'About /btc-to-usd/0.1',
      lastUpdated: new Date(T0).toISOString(),
    });
  });
});
