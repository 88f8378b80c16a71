import { expect, test } from '@playwright/test';
import { converter, holdScripts, openConverter } from './support/converter';

const CONVERTER_LINKS = ['BTC to USD', 'SOL to USD', 'ETH to USD', 'PI to USD', 'XRP to USD', 'ADA to USD', 'TRON to USD', 'BNB to USD'];

test.describe('desktop header', () => {
  test('the Crypto Converter menu lists 8 pairs and marks the current one', async ({ page }) => {
    await openConverter(page, '/eth-to-usd');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profit Calculator' })).toHaveAttribute('href', '/crypto-profit-calculator');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await nav.getByRole('button', { name: 'Crypto Converter' }).click();
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(CONVERTER_LINKS);
    await expect(menu.getByRole('menuitem', { name: 'ETH to USD' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

    // The links are ordinary page loads: a marker left on window does not survive.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await menu.getByRole('menuitem', { name: 'SOL to USD' }).click();
    await expect(page).toHaveURL('/sol-to-usd');
    await expect.poll(() => page.evaluate(() => '__samePage' in window)).toBe(false);
    await expect(converter(page).result).toHaveText('200.00 USD');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the header stays at the top while scrolling', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    const header = page.getByRole('banner');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
  });
});

test.describe('theme', () => {
  test('dark theme persists across a reload without a flash', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The class is already there when the HTML has been parsed, before the app's script runs.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // Even with the app bundle blocked, the inline script applies the stored theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, reveals the converter links, navigates and is closed afterwards', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();

    // The button toggles the panel and its own name.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Profit Calculator' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'BTC to USD' })).toBeHidden();

    const submenu = mobileNav.getByRole('button', { name: 'Crypto Converter' });
    await expect(submenu).toHaveAttribute('aria-expanded', 'false');
    await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    for (const name of CONVERTER_LINKS) await expect(mobileNav.getByRole('link', { name })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'BTC to USD' })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await mobileNav.getByRole('link', { name: 'ETH to USD' }).click();
    await expect(page).toHaveURL('/eth-to-usd');
    await expect.poll(() => page.evaluate(() => '__samePage' in window)).toBe(false); // a full page load
    await expect(converter(page).result).toHaveText('4,000.00 USD');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the converter fits and works on a narrow screen', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.fill('0.1');
    await expect(c.result).toHaveText('10,000.00 USD');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a result and its currency are never split inside a word on a phone', async ({ page }) => {
    // Short, medium and long results: one line, a smaller size, then the number wraps as a whole.
    for (const [path, text] of [
      ['/btc-to-usd', '100,000.00 USD'],
      ['/btc-to-jpy/1234.5678', '18,518,517,000.00 JPY'],
    ] as const) {
      const c = await openConverter(page, path);
      await expect(c.result).toHaveText(text);
      const symbol = c.result.getByText(text.split(' ')[1]!, { exact: true });
      // One line box: "USD" never becomes "U" + "SD".
      expect(await symbol.evaluate((el) => el.getClientRects().length)).toBe(1);
      const [resultBox, cardBox] = [await c.result.boundingBox(), await page.getByTestId('conversion-result').locator('..').boundingBox()];
      expect(resultBox!.x + resultBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    }
    // The common case stays on one line: number and symbol overlap vertically.
    await openConverter(page, '/btc-to-usd');
    const [number, symbol] = await Promise.all([
      page.getByTestId('conversion-result').getByText('100,000.00').boundingBox(),
      page.getByTestId('conversion-result').getByText('USD', { exact: true }).boundingBox(),
    ]);
    expect(symbol!.y).toBeLessThan(number!.y + number!.height);
  });
});

test('the alerts page moves nothing below its list when this browser’s answer replaces the skeleton', async ({ page }) => {
  // The page as the server sent it, its scripts held back: the list's skeleton and the box it sits in.
  const release = await holdScripts(page);
  await page.goto('/alerts', { waitUntil: 'commit' });
  // The skeleton's box itself (kept through hydration), not a locator that names the skeleton.
  const box = await page.locator('[aria-label="Loading your alerts"]').locator('..').elementHandle();
  const before = (await box?.boundingBox())?.height;
  expect(before).toBeGreaterThan(0);
  release();
  await expect(page.getByText(/There are no price alerts on this browser|This browser cannot receive notifications/)).toBeVisible();
  // Measured, not a whole-page layout-shift score: on a loaded machine the header's own hydration
  // can move it, which is not this list's doing.
  expect((await box?.boundingBox())?.height).toBe(before);
});
