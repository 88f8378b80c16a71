import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';

test.describe('IndexNow tester', () => {
  test('is hidden from search engines and not linked in the navigation', async ({ page }) => {
    await gotoHydrated(page, '/indexnow-test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'IndexNow Tester' })).toBeVisible();
    await expect(
      page.locator('header a[href="/indexnow-test"]:not([hreflang]), footer a[href="/indexnow-test"]:not([hreflang])'),
    ).toHaveCount(0);
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

  test.describe('when the server refuses', () => {
    // A proxied request, as through nginx: the live server has no operator token, so it refuses
    // the operator POSTs with its own 403 sentence.
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });

    test('says what the tool needs and shows the server’s refusal in plain words', async ({ page }) => {
      await gotoHydrated(page, '/indexnow-test');
      await expect(page.getByLabel('Operator token (when the server requires one)')).toHaveAccessibleDescription(
        'Set an operator token on the server and enter it here, or use this page on the server itself.',
      );
      await page.getByLabel('Page path').fill('/btc-to-usd/0.01');
      const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/indexnow/submit');
      await page.getByRole('button', { name: 'Submit URL' }).click();
      expect((await refused).status()).toBe(403);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Error: Operator tools answer only requests from this server itself unless OPERATOR_TOKEN is set');
      await expect(alert).toContainText('x-operator-token');
      await expect(page.getByRole('button', { name: 'Submit URL' })).toBeEnabled();
    });
  });
});
