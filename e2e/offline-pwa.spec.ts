import { expect, type Page, test } from '@playwright/test';
import { formatResult } from '../shared/format';
import { converter, gotoHydrated } from './support/converter';

// An installable site (decision 010) that opens and converts with the network cut after one
// visit. Every other spec blocks service workers (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: 'allow', timezoneId: 'UTC' });

/** Waits until the site's worker is active and answers this page's requests. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
}

test('after one visit, a pair page opens and converts with the network cut, and says how old its rate is', async ({
  page,
  context,
  baseURL,
}) => {
  const c = converter(page);
  await gotoHydrated(page, '/eth-to-eur');
  await expect(c.rate).toBeVisible();
  expect(await waitForWorker(page)).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  // A refresh goes through the worker now: the last rate this device sees online.
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/convert');
  await c.refresh.click();
  const answer = await answered;
  expect(answer.fromServiceWorker()).toBe(true);
  const { rate: rateSeen, asOf } = (await answer.json()) as { rate: number; asOf: string };
  expect(rateSeen).toBeGreaterThan(0);
  const rateText = (await c.rate.textContent())!;
  const convertUrl = new URL(answer.url());
  convertUrl.searchParams.delete('bypass_cache');

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/ETH to EUR/i);
  await expect(c.rate).toHaveText(rateText);

  // A newly typed amount converts with the rate seen online.
  await c.amount.fill('2.5');
  await expect(c.result).toHaveText(`${formatResult('en', 2.5 * rateSeen)} EUR`);
  // The rate itself is answered from the device: a later refetch keeps converting.
  const saved = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const body = (await res.json()) as { rate: number; asOf: string };
    return { status: res.status, rate: body.rate, asOf: body.asOf };
  }, convertUrl.pathname + convertUrl.search);
  expect({ status: saved.status, rate: saved.rate }).toEqual({ status: 200, rate: rateSeen });
  // The notice dates the answer the page converts with: the fake's prices are stamped 20 s behind
  // the clock, so it is the refresh's time or, from the page's first load, a minute or two before.
  const seenAt = (ms: number) => new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const possible = [0, 1, 2].map((minutes) => ` ago (${seenAt(Date.parse(asOf) - minutes * 60_000)}).`);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(
    /^You are offline\. Showing the last rate this device saw, from (less than a minute|\d+ (minute|hour|day)s?) ago \(/,
  );
  const noticeText = (await notice.textContent())!;
  expect(
    possible.some((ending) => noticeText.endsWith(ending)),
    `${noticeText} ends with one of ${possible.join(' | ')}`,
  ).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back online, the notice goes away.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('offline, a page never opened on this device says so and links the saved ones', async ({ page, context }) => {
  await gotoHydrated(page, '/eth-to-eur');
  await waitForWorker(page);

  await context.setOffline(true);
  const response = await page.goto('/btc-to-gbp');
  expect(response?.status()).toBe(503);
  await expect(page).toHaveTitle('You are offline | CryptoCalc');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page (/btc-to-gbp) has not been opened on this device yet')).toBeVisible();
  // The page being read when the worker installed, and the home page, were saved then.
  const savedPair = page.getByRole('link', { name: /ETH to EUR/i });
  await expect(page.getByRole('link', { name: 'Converter (home page)' })).toBeVisible();
  await savedPair.click();
  await expect(page).toHaveURL(/\/eth-to-eur$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(converter(page).rate).toBeVisible();
});

test('the site is installable: a valid manifest, real icons, a worker for the whole site', async ({ page, context, request }) => {
  await gotoHydrated(page, '/btc-to-usd');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'CryptoCalc: Crypto Calculator and Converter',
    short_name: 'CryptoCalc',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === 'any');
    expect(icon, `a ${size}px icon`).toBeDefined();
    const png = await (await request.get(icon!.src)).body();
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await waitForWorker(page)).toMatchObject({ scope: expect.stringMatching(/^http:\/\/[^/]+\/$/) });

  // Chromium's own verdict. Playwright's contexts are incognito-like, which Chromium lists as a
  // reason of its own; every other reason would be the site's.
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // Nothing the worker must never keep: operator and debug calls.
  await page.evaluate(() => fetch('/api/debug/seo/btc-usd/1'));
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cachedUrls.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cachedUrls.filter((u) => u.startsWith('/api/debug') || u.startsWith('/api/indexnow'))).toEqual([]);
});

test('coin guides are saved when read, not all at install; one never read says it could not load, offline', async ({ page, context }) => {
  const c = converter(page);
  await gotoHydrated(page, '/btc-to-usd');
  await waitForWorker(page);
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
      return paths;
    });
  // The app shell is precached, the guides are not.
  await expect.poll(async () => (await cachedPaths()).some((p) => /^\/assets\/framework-/.test(p))).toBe(true);
  expect((await cachedPaths()).filter((p) => p.startsWith('/assets/guides/'))).toEqual([]);

  // Picking Solana loads its guide (through the worker, which saves it).
  const pick = async (search: string, option: string) => {
    await c.fromTrigger.click();
    await c.fromSearch.fill(search);
    await c.fromList.getByRole('option', { name: option }).click();
  };
  const guideHeading = (coin: string) => page.getByRole('heading', { level: 2, name: `${coin} to USD Converter` });
  await pick('solana', 'SOL Solana');
  await expect(page).toHaveURL(/\/sol-to-usd$/);
  await expect(guideHeading('Solana (SOL)')).toBeVisible();
  await expect
    .poll(async () => (await cachedPaths()).filter((p) => p.startsWith('/assets/guides/')))
    .toEqual([expect.stringMatching(/^\/assets\/guides\/sol-/)]);

  // Offline: a guide never read cannot load, and says so with a way to try again…
  await context.setOffline(true);
  await pick('cardano', 'ADA Cardano');
  await expect(page).toHaveURL(/\/ada-to-usd$/);
  await expect(page.getByText('This part of the page could not be loaded. Check your connection, then try again.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);
  // …and the one read before opens from the device.
  await pick('solana', 'SOL Solana');
  await expect(guideHeading('Solana (SOL)')).toBeVisible();

  // Trying again while still offline fails the same calm way (no endless skeleton)…
  await pick('cardano', 'ADA Cardano');
  const unavailable = page.getByText('This part of the page could not be loaded. Check your connection, then try again.');
  await expect(unavailable).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
  await expect(tryAgain).toBeEnabled();
  const triedAgain = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname.startsWith('/assets/guides/ada-'));
  await tryAgain.click();
  await triedAgain;
  // The button is busy while it tries ("Trying again…"), then offers itself again.
  await expect(tryAgain).toBeEnabled();
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);
  // …and back online it loads: asked again when the browser reports the connection back (that
  // first try can still meet the worker offline for a moment), else by Try again.
  await context.setOffline(false);
  await expect(async () => {
    if (await tryAgain.isEnabled({ timeout: 500 }).catch(() => false)) await tryAgain.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(guideHeading('Cardano (ADA)')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});
