import { expect, type Page, test } from '@playwright/test';
import { converter, gotoUntouched, holdScripts } from './support/converter';

// A page's interactive parts are the server's HTML until their code loads at the visitor's first
// sign of use (components/deferred-part.tsx). Whatever the visitor does before that code is there
// must do what it would have done. Each test holds every script asked for after the page has
// hydrated, acts, checks that nothing has happened yet where that proves the code was not there,
// and then lets the code through. Rates: the fake CoinGecko's (BTC 100,000 USD, ETH 4,000 USD).

/**
 * A page rendered for this test: a query string is never served from the server's cache of recent
 * renders, whose copy may be old enough that the rate is due at once (which loads the code).
 */
/**
 * Opens `path` untouched, as a page the server rendered within the minute: a stored copy whose rate
 * is already due would load the converter's code at once (the server renders it anew once asked).
 */
async function gotoFresh(page: Page, path: string) {
  const url = `${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}`;
  await page.request.get(url);
  await page.waitForTimeout(500);
  await gotoUntouched(page, url);
}

const waiting = (page: Page, name: string) => page.locator(`[data-deferred="${name}"]:not([data-hydrated])`);

test.describe('input given before the code has loaded is not lost', () => {
  test('an amount typed into the converter is converted', async ({ page }) => {
    await gotoFresh(page, '/btc-to-usd');
    const release = await holdScripts(page);
    const c = converter(page);
    await c.amount.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2.5');
    await expect(c.amount).toHaveValue('2.5');
    await expect(waiting(page, 'converter')).toHaveCount(1);
    await expect(c.result).toHaveText('100,000.00 USD');
    release();
    await expect(c.result).toHaveText('250,000.00 USD');
    await expect(c.amount).toHaveValue('2.5');
    await expect(page).toHaveURL(/\/btc-to-usd\?t=\d+&amount=2\.5$/);
  });

  test('a tap on the swap button swaps the pair', async ({ page }) => {
    await gotoFresh(page, '/btc-to-usd');
    const release = await holdScripts(page);
    const c = converter(page);
    await c.swap.click();
    await expect(waiting(page, 'converter')).toHaveCount(1);
    await expect(page).toHaveURL(/\/btc-to-usd\?/);
    release();
    await expect(page).toHaveURL(/\/usd-to-btc(\?|$)/);
    await expect(c.result).toHaveText('0.00001 BTC');
  });

  test('an arrow key on the conversion tabs switches the type', async ({ page }) => {
    await gotoFresh(page, '/btc-to-usd');
    const release = await holdScripts(page);
    const c = converter(page);
    await c.fiatTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(waiting(page, 'converter')).toHaveCount(1);
    await expect(c.fiatTab).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(page).toHaveURL(/\/btc-to-eth(\?|$)/);
    await expect(c.cryptoTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.cryptoTab).toBeFocused();
    await expect(c.result).toHaveText('25.00 ETH');
  });

  test('a tap on the header’s theme button switches the theme, whose label is right before and after', async ({ page }) => {
    await gotoFresh(page, '/btc-to-usd');
    const release = await holdScripts(page);
    const html = page.locator('html');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(waiting(page, 'site-chrome')).not.toHaveCount(0);
    await expect(html).not.toHaveClass(/\bdark\b/);
    release();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
  });

  test('a tap on a calculator tab opens it', async ({ page }) => {
    await gotoFresh(page, '/crypto-profit-calculator');
    const release = await holdScripts(page);
    const whatIf = page.getByRole('tab', { name: 'What If Calculator' });
    await whatIf.click();
    await expect(waiting(page, 'calculator')).toHaveCount(1);
    await expect(whatIf).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(whatIf).toHaveAttribute('aria-selected', 'true');
  });

  test('an amount typed into the framed widget is converted', async ({ page }) => {
    await gotoFresh(page, '/widget/converter?from=eth&to=usd&amount=2');
    const release = await holdScripts(page);
    const amount = page.getByRole('textbox', { name: 'Amount' });
    const result = page.getByTestId('conversion-result');
    await expect(result).toHaveText('8,000.00 USD');
    await amount.fill('3');
    await expect(waiting(page, 'converter')).toHaveCount(1);
    release();
    await expect(result).toHaveText('12,000.00 USD');
    await expect(amount).toHaveValue('3');
  });

  test('a page left open loads the converter’s code when its rate is due, and keeps a live rate', async ({ page }) => {
    await page.clock.install();
    // Rendered now (an amount makes the server render it): a stored copy's rate may already be due.
    await gotoFresh(page, '/eth-to-usd?amount=1');
    await page.waitForLoadState('networkidle');
    await expect(waiting(page, 'converter')).toHaveCount(1);
    // A minute after the server fetched the rate, with no input: the code comes and the rate is asked anew.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/convert');
    await page.clock.runFor(61_000);
    await asked;
    await expect(waiting(page, 'converter')).toHaveCount(0);
  });
});
