import { expect, test } from '@playwright/test';
import { converter, openConverter } from './support/converter';

// The fake CoinGecko lists two TON coins: Toncoin (#18, $26.2B, $10 a coin, pinned by the alias
// table) and Tokamak Network (#21, $45.6M, $1.25 a coin).
const chooser = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: 'is the ticker of several coins' });

test.describe('a ticker shared by several coins', () => {
  test('/ton-to-usd shows the biggest TON and offers the other, which converts at its own price', async ({ page }) => {
    const c = await openConverter(page, '/ton-to-usd');
    await expect(c.fromTrigger).toHaveAccessibleName('From TON Toncoin');
    await expect(c.result).toHaveText('10.00 USD');
    await expect(chooser(page)).toBeVisible();
    await expect(chooser(page)).toHaveText(
      'TON is the ticker of several coins. Showing Toncoin (#18, $26.2B market cap). Did you mean: Tokamak Network (#21, $45.6M)?',
    );
    const other = chooser(page).getByRole('link', { name: 'Tokamak Network' });
    await expect(other).toHaveAttribute('href', '/tokamak-network-to-usd');

    await c.amount.fill('3');
    await other.click();
    await expect(page).toHaveURL('/tokamak-network-to-usd?amount=3');
    await expect(c.fromTrigger).toHaveAccessibleName('From TON Tokamak Network');
    // The typed amount stays; the rate is Tokamak Network's.
    await expect(c.amount).toHaveValue('3');
    await expect(c.result).toHaveText('3.75 USD');
    await expect(c.rate).toHaveText('1 TON = 1.250 USD');
    // The id names one coin: nothing left to choose between.
    await expect(chooser(page)).toHaveCount(0);
  });

  test('the chooser keeps the other side of the pair', async ({ page }) => {
    await openConverter(page, '/eur-to-ton');
    await expect(chooser(page).getByRole('link', { name: 'Tokamak Network' })).toHaveAttribute('href', '/eur-to-tokamak-network');
  });

  test('the chooser is in the page as first sent, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ton-to-usd');
    await expect(chooser(page)).toContainText('Showing Toncoin (#18, $26.2B market cap)');
    await expect(chooser(page).getByRole('link', { name: 'Tokamak Network' })).toHaveAttribute('href', '/tokamak-network-to-usd');
    await context.close();
  });

  test('the picker tells the two TONs apart by rank and market cap, and picking the smaller uses its id route', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fromTrigger.click();
    await c.fromSearch.fill('ton');
    const toncoin = c.fromList.getByRole('option', { name: /Toncoin/ });
    const tokamak = c.fromList.getByRole('option', { name: /Tokamak Network/ });
    await expect(toncoin).toContainText('#18 · $26.2B');
    await expect(toncoin).toHaveAccessibleName(/rank 18, market cap \$26\.2B/);
    await expect(tokamak).toContainText('#21 · $45.6M');
    await expect(tokamak).toHaveAccessibleName(/rank 21, market cap \$45\.6M/);
    // A coin whose symbol is its own shows no rank.
    await c.fromSearch.fill('bitcoin');
    await expect(c.fromList.getByRole('option', { name: 'BTC Bitcoin' })).not.toContainText('#1');

    await c.fromSearch.fill('tokamak');
    await c.fromList.getByRole('option', { name: /Tokamak Network/ }).click();
    await expect(page).toHaveURL('/tokamak-network-to-usd');
    await expect(converter(page).result).toHaveText('1.25 USD');
  });
});
