import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_VENUES_URL } from './support/stack';
import { gotoHydrated } from './support/converter';

// The live server (decision 015) takes its prices from the fake venues and the fake CoinGecko; the
// result names them in one calm line that opens into every source's price, age and status.

const line = (page: Page) => page.getByTestId('sources-line');

async function control(body: Record<string, unknown>) {
  const response = await fetch(`${FAKE_VENUES_URL}/__control`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** A new consensus now (a visitor's refresh: at most one per 10 s, so retried until it lands). */
async function refreshBook(page: Page, expectText: RegExp) {
  await expect(async () => {
    const answer = await (await page.request.get('/api/convert?from=bitcoin&to=usd&bypass_cache=true')).json();
    expect(JSON.stringify(answer.sources)).toMatch(expectText);
  }).toPass({ timeout: 25_000, intervals: [1_000, 2_000, 5_000] });
}

test.describe('where the rate comes from', () => {
  // One test moves Kraken's price 5 % away; another reads every source at the same price: never both at once.
  test.describe.configure({ mode: 'serial' });

  test('one line under the result names the median of the sources; it opens into each source', async ({ page }) => {
    await gotoHydrated(page, '/btc-to-usd');
    await expect(line(page).locator('summary')).toHaveText(/^Median of 6 sources · spread 0\.00 % · \d+ (s|min) ago/);
    await expect(page.getByTestId('sources-details')).toBeHidden();
    await line(page).locator('summary').click();
    const bitcoin = page.getByRole('list', { name: 'Bitcoin (BTC) in US dollars' });
    await expect(bitcoin.getByRole('listitem')).toHaveCount(6);
    for (const name of ['Coinbase', 'Kraken', 'Bitstamp', 'Binance', 'OKX', 'CoinGecko']) {
      await expect(bitcoin.getByRole('listitem').filter({ hasText: name })).toContainText('$100,000.00');
    }
    await expect(line(page).getByRole('link', { name: 'How we calculate' })).toHaveAttribute('href', '/methodology');
    // By keyboard: the summary takes focus and Enter closes and opens the list.
    await line(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('sources-details')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(bitcoin).toBeVisible();
  });

  test('the pre-rendered page carries the line in its HTML', async ({ request }) => {
    const html = await (await request.get('/eth-to-usd')).text();
    expect(html).toMatch(/data-testid="sources-line"[\s\S]*?(Median of \d sources|One source: CoinGecko)/);
  });

  test('a venue 5 % away is named as left out, with the reason', async ({ page }) => {
    await control({ venue: 'kraken', factor: 1.05 });
    try {
      await refreshBook(page, /"name":"Kraken","price":105000,"used":false/);
      // A page rendered live (not one of the pre-rendered pages, which keep their render's line).
      await gotoHydrated(page, '/btc-to-sek');
      await expect(line(page).locator('summary')).toContainText('Median of 5 sources · spread 0.00 % · 1 left out');
      await line(page).locator('summary').click();
      const kraken = page.getByRole('list', { name: 'Bitcoin (BTC) in US dollars' }).getByRole('listitem').filter({ hasText: 'Kraken' });
      await expect(kraken).toContainText('$105,000.00');
      await expect(kraken).toContainText('left out: 5.0 % above the median');
    } finally {
      await control({ reset: true });
      await refreshBook(page, /"name":"Kraken","price":100000,"used":true/);
    }
  });

  test('at 375 px, light and dark: the open list fits the screen and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await gotoHydrated(page, '/btc-to-eur');
      await line(page).locator('summary').click();
      await expect(page.getByRole('list', { name: 'Euro (EUR) in US dollars' }).getByRole('listitem')).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const results = await new AxeBuilder({ page })
        .include('[data-testid="sources-line"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze();
      expect(results.violations.map((v) => `${theme}: ${v.id}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`sources-375-${theme}.png`) });
    }
  });
});
