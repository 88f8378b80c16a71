import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';

// Quick-amount tables in both directions on every pair page, values = amount × rate.

test('/eth-to-eur shows ETH → EUR and EUR → ETH tables at the rate on screen, without JavaScript too', async ({ page, request }) => {
  const quote = (await (await request.get('/api/convert?from=ethereum&to=eur&type=crypto-to-fiat')).json()) as { rate: number };
  const format = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value);

  const html = await (await request.get('/eth-to-eur')).text();
  expect(html).toContain('ETH to EUR at a glance');
  expect(html).toContain('EUR to ETH at a glance');

  await gotoHydrated(page, '/eth-to-eur');
  const forward = page.getByRole('region', { name: 'ETH to EUR at a glance' });
  const reverse = page.getByRole('region', { name: 'EUR to ETH at a glance' });
  await expect(forward.getByRole('row')).toHaveCount(9);
  await expect(forward.getByRole('row', { name: /^1 ETH / })).toContainText(`${format(quote.rate)} EUR`);
  await expect(forward.getByRole('link', { name: '0.5 ETH' })).toHaveAttribute('href', '/eth-to-eur/0.5');
  // Round fiat amounts the other way.
  await expect(reverse.getByRole('row')).toHaveCount(8);
  await expect(reverse.getByRole('row', { name: /^1,000 EUR / })).toContainText(`${format(1000 / quote.rate)} ETH`);
  await expect(reverse.getByRole('link', { name: '10,000 EUR' })).toHaveAttribute('href', '/eur-to-eth/10000');
});

test('/btc-to-usd keeps the spec table and adds only the USD → BTC direction', async ({ page }) => {
  await gotoHydrated(page, '/btc-to-usd');
  await expect(page.getByRole('heading', { name: 'Popular Bitcoin to USD Conversions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'USD to BTC at a glance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'BTC to USD at a glance' })).toHaveCount(0);
});

test('the copy button puts the result on the clipboard as a plain number', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/btc-to-usd/0.5');
  await expect(page.getByTestId('conversion-result')).toHaveText('50,000.00 USD');
  await page.getByRole('button', { name: 'Copy the result as a number' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('50000.00 is on your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('50000.00');
});
