import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';

test.describe('IndexNow tester', () => {
  test('is hidden from search engines and not linked in the navigation', async ({ page }) => {
    await gotoHydrated(page, '/indexnow-test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'IndexNow Tester' })).toBeVisible();
    await expect(page.locator('header a[href="/indexnow-test"], footer a[href="/indexnow-test"]')).toHaveCount(0);
  });

  test('submits a URL, the current page and the BTC amount pages, with the spec’s messages', async ({ page }) => {
    await gotoHydrated(page, '/indexnow-test');
    const submitUrl = page.getByRole('button', { name: 'Submit URL' });
    await expect(page.getByLabel('Page path')).toHaveAttribute('placeholder', '/btc-to-usd/0.01');
    await expect(submitUrl).toBeDisabled();
    await page.getByLabel('Page path').fill('/btc-to-usd/0.01');
    await submitUrl.click();
    await expect(page.getByRole('status').filter({ hasText: 'URL submitted successfully!' })).toContainText('Success');

    await page.getByRole('button', { name: 'Submit Current Page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Current page submitted successfully!' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit All BTC Fixed Amount Pages' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All BTC amount pages submitted successfully!' })).toBeVisible();
  });

  test('shows the server’s reason when a URL is refused', async ({ page }) => {
    await gotoHydrated(page, '/indexnow-test');
    await page.getByLabel('Page path').fill('https://evil.example/page');
    await page.getByRole('button', { name: 'Submit URL' }).click();
    await expect(page.getByRole('alert')).toContainText("Error: Only this site's URLs can be submitted");
  });
});
