import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';

/** The <dd> of the result field with this exact label. */
const field = (page: Page, label: string): Locator => page.locator(`dl dt:text-is("${label}") + dd`);

const checkButton = (page: Page) => page.getByRole('button', { name: 'Check SEO' });
const viewLink = (page: Page) => page.getByRole('link', { name: /View Static HTML/ });

/**
 * The server pre-renders the static pages at boot; until it has, the check says nothing is
 * stored. Re-check until /btc-to-usd/0.1 has a stored title and render time (at most ~15 s).
 */
async function waitForStoredPage(page: Page) {
  await expect(async () => {
    await checkButton(page).click();
    await expect(field(page, 'Path')).toHaveText('/btc-to-usd/0.1', { timeout: 3_000 });
    await expect(field(page, 'Title')).toContainText('BTC', { timeout: 1_000 });
    await expect(field(page, 'Last Updated')).not.toHaveText('Unknown', { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1_000] });
}

test.describe('SEO debugger', () => {
  test('shows the two inputs with their defaults and is not linked in the navigation', async ({ page }) => {
    const response = await page.goto('/debug-seo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'SEO Debugger' })).toBeVisible();
    await expect(page.getByLabel('Currency pair')).toHaveValue('btc-to-usd');
    await expect(page.getByLabel('Amount')).toHaveValue('0.1');
    await expect(page.getByLabel('Operator token (when the server requires one)')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Update All Static Pages' })).toBeEnabled();
    await expect(page.locator('header a[href="/debug-seo"]:not([hreflang]), footer a[href="/debug-seo"]:not([hreflang])')).toHaveCount(0);
  });

  test('checks /btc-to-usd/0.1 on load and shows what its static page says', async ({ page }) => {
    const check = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/debug/seo/btc-to-usd/0.1');
    await gotoHydrated(page, '/debug-seo');
    expect((await check).status()).toBe(200);
    await expect(field(page, 'Path')).toHaveText('/btc-to-usd/0.1');

    await waitForStoredPage(page);
    await expect(field(page, 'Status')).toHaveText('Static page found');
    await expect(field(page, 'Title')).not.toHaveText('No title found');
    await expect(field(page, 'OG Title')).not.toHaveText('No OG title found');
    await expect(field(page, 'Meta Description')).not.toHaveText('No meta description found');
    await expect(field(page, 'Last Updated').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('links to the stored HTML, opening it in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/debug-seo');
    await waitForStoredPage(page);
    const link = viewLink(page);
    await expect(link).toHaveAttribute('href', '/btc-to-usd/0.1?debug_seo=true');
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname + new URL(popup.url()).search).toBe('/btc-to-usd/0.1?debug_seo=true');
    await popup.close();
  });

  test('updates all static pages, says so, and checks again', async ({ page }) => {
    await gotoHydrated(page, '/debug-seo');
    await waitForStoredPage(page);
    const recheck = page.waitForRequest((req) => req.method() === 'GET' && new URL(req.url()).pathname === '/api/debug/seo/btc-to-usd/0.1');
    await page.getByRole('button', { name: 'Update All Static Pages' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Static pages updated successfully!' })).toContainText('Success', {
      timeout: 15_000,
    });
    await recheck;
    await expect(field(page, 'Status')).toHaveText('Static page found');
    await expect(field(page, 'Last Updated')).not.toHaveText('Unknown');
  });

  test('a path with no static page shows the placeholders and no link', async ({ page }) => {
    await gotoHydrated(page, '/debug-seo');
    await expect(field(page, 'Path')).toBeVisible();
    await page.getByLabel('Currency pair').fill('abc-to-xyz');
    await page.getByLabel('Amount').fill('1');
    await checkButton(page).click();
    await expect(field(page, 'Path')).toHaveText('/abc-to-xyz/1');
    await expect(field(page, 'Title')).toHaveText('No title found');
    await expect(field(page, 'OG Title')).toHaveText('No OG title found');
    await expect(field(page, 'Meta Description')).toHaveText('No meta description found');
    await expect(field(page, 'Last Updated')).toHaveText('Unknown');
    await expect(viewLink(page)).toHaveCount(0);
  });

  test.describe('when the server refuses the update', () => {
    // A proxied request, as through nginx: the live server has no operator token, so it refuses.
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });

    test('says what is needed, shows the server’s reason, and the check still works', async ({ page }) => {
      await gotoHydrated(page, '/debug-seo');
      await expect(field(page, 'Path')).toHaveText('/btc-to-usd/0.1');
      await expect(
        page.getByText('Set an operator token on the server and enter it here, or use this page on the server itself.'),
      ).toBeVisible();
      const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/sitemap/submit');
      await page.getByRole('button', { name: 'Update All Static Pages' }).click();
      expect((await refused).status()).toBe(403);
      const alert = page.getByRole('alert').filter({ hasText: 'OPERATOR_TOKEN' });
      await expect(alert).toContainText('Operator tools answer only requests from this server itself unless OPERATOR_TOKEN is set');
      await expect(page.getByRole('status').filter({ hasText: 'Static pages updated successfully!' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Update All Static Pages' })).toBeEnabled();
    });
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('fits without scrolling sideways', async ({ page }) => {
      await gotoHydrated(page, '/debug-seo');
      await expect(field(page, 'Path')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
