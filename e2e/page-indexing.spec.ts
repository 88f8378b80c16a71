import { expect, test } from '@playwright/test';
import { FAKE_INDEXNOW_URL, LIVE_PORT, PUBLIC_HOST } from './support/stack';

// After each successful rate load the page is submitted for indexing, except on localhost (the
// product spec; decision 006). The server queues sitemap pages and sends one batch a second here.

test.describe('on localhost', () => {
  test('a page view reports nothing', async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/indexnow/')) reports.push(request.url());
    });
    await page.goto('/eth-to-usd');
    await expect(page.getByTestId('conversion-result')).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.waitForTimeout(1000);
    expect(reports).toEqual([]);
  });
});

test.describe('on a public host name', () => {
  // Chromium resolves PUBLIC_HOST to 127.0.0.1 (playwright.config.ts), so the page runs on a
  // host name that is not localhost.
  test.use({ baseURL: `http://${PUBLIC_HOST}:${LIVE_PORT}` });

  test('the page is reported once its rate loads, and reaches IndexNow in the next batch', async ({ page, request }) => {
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/indexnow/visit'));
    await page.goto('/sol-to-usd');
    const response = await reported;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({ path: '/sol-to-usd' });
    expect(await response.json()).toMatchObject({ success: true, queued: true });

    await expect
      .poll(async () => {
        const batches = (await (await request.get(`${FAKE_INDEXNOW_URL}/__received`)).json()) as { urlList?: string[] }[];
        return batches.flatMap((batch) => batch.urlList ?? []);
      })
      .toContain(`http://${PUBLIC_HOST}/sol-to-usd`);
  });
});
