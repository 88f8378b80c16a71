import { expect, test } from '@playwright/test';
import { openConverter } from './support/converter';
import { OFFLINE_BASE_URL } from './support/stack';

// This server cannot reach CoinGecko, as with no network: it serves the bundled snapshot
// (ETH 2,530 USD, BTC 104,600 USD) and says the rates are approximate.

test.describe('without a network (snapshot rates)', () => {
  // A time zone west of UTC: the snapshot's date must not slip to the day before.
  test.use({ baseURL: OFFLINE_BASE_URL, timezoneId: 'America/New_York' });

  test('ETH → USD shows the snapshot rate with the approximate-rates notice', async ({ page }) => {
    const c = await openConverter(page, '/eth-to-usd');
    await expect(c.result).toHaveText('2,530.00 USD');
    await expect(c.rate).toHaveText('1 ETH = 2,530.00 USD');

    const notice = page.getByRole('status').filter({ hasText: 'Approximate rates' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("We're using approximated values while waiting.");
    await expect(notice).toContainText('saved snapshot of June 1, 2025.');
    await expect(page.getByText('Last refreshed: June 1, 2025')).toBeVisible();
    // Snapshot data is not attributed to the live provider.
    await expect(page.getByRole('link', { name: 'Data provided by CoinGecko' })).toHaveCount(0);

    await c.amount.fill('2');
    await expect(c.result).toHaveText('5,060.00 USD');
    await expect(notice).toBeVisible();
  });

  test('BTC → USD and its popular table use the snapshot price', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await expect(c.result).toHaveText('104,600.00 USD');
    await expect(page.getByRole('status').filter({ hasText: 'Approximate rates' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Popular Bitcoin to USD Conversions' }).getByRole('table');
    await expect(page.getByText('Values updated as of June 1, 2025')).toBeVisible();
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['0.1 BTC', '$10,460.00']);
  });
});

// The default baseURL: the live server, answered by the fake CoinGecko.
test('the live server shows no approximate-rates notice', async ({ page }) => {
  const c = await openConverter(page, '/eth-to-usd');
  await expect(c.result).toHaveText('4,000.00 USD');
  await expect(page.getByText('Approximate rates')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Data provided by CoinGecko' })).toBeVisible();
});
