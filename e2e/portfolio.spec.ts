import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { gotoHydrated } from './support/converter';

// The portfolio (decision 025): transactions kept in this browser, imported from exchanges'
// exports and matched into realized gains. The two files are worked by hand in
// client/src/features/portfolio/worker/portfolio-compute.test.ts: every trade is against USD with
// its fee in USD, so the figures need no history price.
//   FIFO: 9,730 − (4,010 + 2,520) = 3,200 and 2,985 − 3,007.50 = −22.50 → +$3,177.50
//   HIFO: 9,730 − (6,015 + 2,520) = 1,195 and 2,985 − 2,005 = 980 → +$2,175.00
// The Coinbase file also sells 0.5 ETH that was never bought: flagged, not counted.

const FIXTURES = join(import.meta.dirname, 'fixtures', 'portfolio');
const PASSPHRASE = 'correct horse battery staple';

async function importFile(page: Page, name: string, added: number) {
  await page.getByLabel('Import a CSV export').setInputFiles(join(FIXTURES, name));
  await page.getByRole('button', { name: `Add ${added} transactions` }).click();
  await expect(page.getByText(`Added ${added} transactions.`)).toBeVisible();
}

const gain = (page: Page) => page.getByLabel('Realized gain or loss');

async function importBoth(page: Page) {
  await gotoHydrated(page, '/portfolio');
  await expect(page.getByTestId('portfolio-empty')).toBeVisible();
  await importFile(page, 'kraken-ledgers.csv', 3);
  await importFile(page, 'coinbase-transactions.csv', 3);
}

test.describe('portfolio', () => {
  test('is kept out of search results, in every language', async ({ page }) => {
    for (const path of ['/portfolio', '/ja/portfolio']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    }
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your portfolio');
  });

  test('a Kraken ledger and a Coinbase file: FIFO and HIFO gains to the cent, the sale without a purchase flagged', async ({ page }) => {
    await importBoth(page);
    await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2024');
    await expect(page.getByLabel('Cost basis method')).toHaveValue('fifo');
    await expect(gain(page)).toHaveText('+$3,177.50');

    await page.getByLabel('Cost basis method').selectOption('hifo');
    await expect(gain(page)).toHaveText('+$2,175.00');
    // What is left: 0.05 BTC of the 4,010 lot, at 2,005.
    await expect(page.getByRole('table', { name: 'Holdings now' }).getByRole('row', { name: /^BTC/ })).toContainText('$2,005.00');

    await expect(page.getByTestId('disposal-flag')).toHaveText('No matching purchase for 0.5');
    await expect(page.getByTestId('year-flagged')).toContainText('$1,240.00 of proceeds had no matching purchase');

    // The choice is kept for the year, across a reload.
    await page.reload();
    await expect(gain(page)).toHaveText('+$2,175.00');

    // The UK rules pool all three buys (0.25 BTC for 12,545): 9,730 − 7,527 + 2,985 − 2,509, in
    // the tax year from 6 April 2024.
    await page.getByLabel('Cost basis method').selectOption('uk');
    await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2024/25');
    await expect(gain(page)).toHaveText('+$2,679.00');
    await page.getByLabel('Cost basis method').selectOption('hifo');
    await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2024');

    // The disposals CSV names the flag and never gives the unmatched ETH a cost of zero.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Disposals CSV' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('No matching acquisition');
    expect(text).toMatch(/HIFO/);
  });

  test('a buy added by hand without a price takes the day’s price from our history, with its source', async ({ page }) => {
    await gotoHydrated(page, '/portfolio');
    await page.getByRole('button', { name: 'Add a transaction' }).click();
    await page.getByLabel('Date and time').fill('2022-01-01T12:00');
    await page.getByLabel('Coin', { exact: true }).fill('BTC');
    await page.getByLabel('Amount', { exact: true }).fill('0.5');
    await page.getByRole('button', { name: 'Save' }).click();
    // The fake history's BTC on 2022-01-01: 46,306.445312 USD; 0.5 of it is 23,153.222656.
    await expect(page.getByText(/^Filled from .+’s price for 2022-01-01$/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: /^Edit buy of 0\.5 BTC on Jan 1, 2022/ })).toBeVisible();
    await expect(page.getByText('23,153.222656 USD')).toBeVisible();
  });

  test('importing a file again adds nothing twice', async ({ page }) => {
    await gotoHydrated(page, '/portfolio');
    await importFile(page, 'kraken-ledgers.csv', 3);
    await page.getByLabel('Import a CSV export').setInputFiles(join(FIXTURES, 'kraken-ledgers.csv'));
    await page.getByRole('button', { name: 'Add 3 transactions' }).click();
    await expect(page.getByText('Added 0 transactions. 3 were already there.')).toBeVisible();
  });

  test('the encrypted backup restores into a fresh browser profile', async ({ page, browser }) => {
    await importBoth(page);
    await page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await page.getByLabel('Repeat the passphrase').fill(PASSPHRASE);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download encrypted backup' }).click();
    const backup = await (await download).path();

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await gotoHydrated(other, '/portfolio');
      await expect(other.getByTestId('portfolio-empty')).toBeVisible();
      await other.getByLabel('Restore a backup or JSON export').setInputFiles(backup);
      await other.getByLabel('Passphrase of this backup').fill('not the passphrase');
      await other.getByRole('button', { name: 'Open backup' }).click();
      await expect(other.getByText('Wrong passphrase, or the file was changed.')).toBeVisible();
      await other.getByLabel('Passphrase of this backup').fill(PASSPHRASE);
      await other.getByRole('button', { name: 'Open backup' }).click();
      await other.getByRole('button', { name: 'Replace' }).click();
      await expect(other.getByText('Restored 6 transactions.')).toBeVisible();
      await expect(other.getByLabel('Realized gain or loss')).toHaveText('+$3,177.50');
    } finally {
      await fresh.close();
    }
  });

  test('axe: no serious finding at 375 px, light and dark, with a report on the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await importBoth(page);
    await expect(gain(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'portfolio (light)');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(gain(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'portfolio (dark)');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // An import's preview table scrolls inside its card, never the page.
    await page.getByLabel('Import a CSV export').setInputFiles(join(FIXTURES, 'coinbase-transactions.csv'));
    await expect(page.getByRole('button', { name: 'Add 3 transactions' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'portfolio import preview (dark)');
  });
});
