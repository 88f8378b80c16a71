import { expect, test } from '@playwright/test';
import { converter, gotoHydrated, openConverter } from './support/converter';

test.describe('routes', () => {
  test('the home page is the BTC → USD converter', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const c = converter(page);
    await expect(c.heading).toBeVisible();
    await expect(c.fromTrigger).toHaveAccessibleName('From BTC Bitcoin');
    await expect(c.toTrigger).toHaveAccessibleName('To USD US Dollar');
    await expect(c.result).toHaveText('100,000.00 USD');
  });

  for (const path of ['/this/does/not/exist', '/nothing']) {
    test(`unknown path ${path} shows the 404 page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page).toHaveTitle('404 Page Not Found');
      await expect(converter(page).heading).toHaveCount(0);
      // The way back leads to the converter.
      await page.getByRole('link', { name: 'Go to the converter' }).click();
      await expect(page).toHaveURL('/');
      await expect(converter(page).heading).toBeVisible();
    });
  }

  test('pair routes are case-insensitive', async ({ page }) => {
    const response = await page.goto('/BTC-to-USD');
    expect(response?.status()).toBe(200);
    const c = converter(page);
    await expect(c.fromTrigger).toHaveAccessibleName('From BTC Bitcoin');
    await expect(c.toTrigger).toHaveAccessibleName('To USD US Dollar');
    await expect(c.result).toHaveText('100,000.00 USD');

    await gotoHydrated(page, '/Eth-To-Eur');
    await expect(c.fromTrigger).toHaveAccessibleName('From ETH Ethereum');
    await expect(c.toTrigger).toHaveAccessibleName('To EUR Euro');
    await expect(c.result).toHaveText('3,600.00 EUR');
  });

  test('a fixed-amount route presets the amount', async ({ page }) => {
    const c = await openConverter(page, '/eth-to-usd/0.5');
    await expect(c.amount).toHaveValue('0.5');
    await expect(c.result).toHaveText('2,000.00 USD');
    await expect(page.getByTestId('fixed-amount-value')).toHaveText('0.5 ETH = 2,000.00 USD');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0.5 ETH to USD');
    await expect(c.rate).toHaveText('1 ETH = 4,000.00 USD');
    await expect(page).toHaveTitle('0.5 ETH to USD: 2,000.00 USD | Live Conversion');
    await expect(page.getByRole('link', { name: 'Related Tool: ETH to USD converter' })).toHaveAttribute('href', '/eth-to-usd');

    // The preset is only a starting value: the field stays editable.
    await c.amount.fill('0.25');
    await expect(c.result).toHaveText('1,000.00 USD');
  });

  test('an unknown ticker explains itself and shows Bitcoin → US Dollar', async ({ page }) => {
    const c = await openConverter(page, '/zzz-to-usd');
    await expect(page.getByRole('status').filter({ hasText: 'We could not find' })).toHaveText(
      'We could not find “ZZZ”, so this shows Bitcoin to US Dollar instead. Pick any currency below.',
    );
    await expect(c.fromTrigger).toHaveAccessibleName('From BTC Bitcoin');
    await expect(c.toTrigger).toHaveAccessibleName('To USD US Dollar');
    await expect(c.result).toHaveText('100,000.00 USD');

    // Two unknown tickers are both named.
    await gotoHydrated(page, '/zzz-to-qqq');
    await expect(page.getByText(/^We could not find/)).toHaveText(
      'We could not find “ZZZ” or “QQQ”, so this shows Bitcoin to US Dollar instead. Pick any currency below.',
    );
    await expect(c.result).toHaveText('100,000.00 USD');
  });

  test('a pair naming no currency stays a 404 page after hydration and offers the nearest pairs', async ({ page }) => {
    expect((await page.request.get('/btcc-to-usd')).status()).toBe(404);
    const c = await openConverter(page, '/btcc-to-usd');
    // The browser's head keeps saying "not found" once the converter has its default pair's rate.
    await expect(c.result).toHaveText('100,000.00 USD');
    await expect(page).toHaveTitle('Currency Not Found | Crypto Calculator and Converter');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('heading', { name: 'Did you mean…' })).toBeVisible();
    await page.getByRole('link', { name: 'Bitcoin (BTC) to US Dollar (USD)' }).click();
    await expect(page).toHaveURL(/\/btc-to-usd$/);
    await expect(page).toHaveTitle(/^BTC to USD Converter/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });
});

test.describe('popular Bitcoin to USD conversions', () => {
  const expected: [string, string][] = [
    ['0.1 BTC', '$10,000.00'],
    ['0.05 BTC', '$5,000.00'],
    ['0.01 BTC', '$1,000.00'],
    ['0.005 BTC', '$500.00'],
    ['0.003 BTC', '$300.00'],
    ['0.002 BTC', '$200.00'],
    ['0.0025 BTC', '$250.00'],
    ['0.001 BTC', '$100.00'],
    ['0.0005 BTC', '$50.00'],
    ['0.0002 BTC', '$20.00'],
    ['0.0001 BTC', '$10.00'],
    ['0.00001 BTC', '$1.00'],
  ];

  test('lists 12 amounts at the current rate on /btc-to-usd', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    const section = page.getByRole('region', { name: 'Popular Bitcoin to USD Conversions' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Popular Bitcoin to USD Conversions');
    await expect(section.getByText(/^Values updated as of [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const table = section.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Bitcoin (BTC)', 'US Dollar (USD)']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(12);
    for (const [i, [btc, usd]] of expected.entries()) {
      await expect(rows.nth(i).getByRole('cell')).toHaveText([btc, usd]);
    }
  });

  test('a table link opens that fixed amount', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    await page.getByRole('region', { name: 'Popular Bitcoin to USD Conversions' }).getByRole('link', { name: '0.0025 BTC' }).click();
    await expect(page).toHaveURL('/btc-to-usd/0.0025');
    const c = converter(page);
    await expect(c.amount).toHaveValue('0.0025');
    await expect(c.result).toHaveText('250.00 USD');
  });

  test('is shown only on BTC → USD', async ({ page }) => {
    const c = await openConverter(page, '/eth-to-usd');
    await expect(c.result).toHaveText('4,000.00 USD');
    await expect(page.getByRole('heading', { name: 'Popular Bitcoin to USD Conversions' })).toHaveCount(0);
  });
});

test.describe('head tags', () => {
  test('follow client-side navigation: title, description with the live rate, canonical', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1 BTC = 100,000\.00 USD/);
    await c.swap.click();
    await expect(page).toHaveURL('/usd-to-btc');
    await expect(page).toHaveTitle('USD to BTC Converter | USD/BTC Calculator | Live Rates');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1 USD = 0\.00001000 BTC/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/usd-to-btc$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/usd-to-btc$/);
  });
});

test('a page the app opens itself whose code is gone (a deploy since) loads afresh from the server, not a blank page', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await gotoHydrated(page, '/btc-to-usd');
  // The methodology page's chunk, as a page opened before a deploy names it: gone.
  // (Once: the page loaded afresh names the chunk that replaced it, here the same one.)
  await page.route('**/assets/static-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }), { times: 1 });
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByTestId('sources-line').getByRole('link', { name: 'How we calculate' }).click();
  await expect(page).toHaveURL('/methodology');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Calculate Prices');
  // Loaded afresh: the server's page, not the app's state from before.
  await expect.poll(() => page.evaluate(() => '__samePage' in window)).toBe(false);
  expect(pageErrors).toEqual([]);
});
