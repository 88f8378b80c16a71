import { expect, test } from '@playwright/test';
import { openConverter } from './support/converter';

// Rates come from the fake CoinGecko: BTC 100,000 USD, ETH 4,000 USD, EUR 0.9 per USD.

test.describe('converting an amount', () => {
  test('shows the default BTC → USD result and rates', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await expect(c.heading).toBeVisible();
    await expect(c.amount).toHaveValue('1');
    await expect(c.amount).toHaveAttribute('placeholder', '1');
    await expect(c.fromTrigger).toHaveAccessibleName('From BTC Bitcoin');
    await expect(c.toTrigger).toHaveAccessibleName('To USD US Dollar');
    await expect(c.result).toHaveText('100,000.00 USD');
    await expect(c.rate).toHaveText('1 BTC = 100,000.00 USD');
    await expect(c.inverse).toHaveText('1 USD = 0.00001000 BTC');
    await expect(page.getByText(/^Rates update every 1 minute\. Last refreshed: \S/)).toBeVisible();
  });

  test('typing an amount shows amount × rate', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.click(); // focusing selects the text, so typing replaces it
    await page.keyboard.type('2.5');
    await expect(c.amount).toHaveValue('2.5');
    await expect(c.result).toHaveText('250,000.00 USD');
    await expect(page.getByText('2.5 BTC (250,000,000 sats) =')).toBeVisible();
    // The rate lines do not depend on the amount.
    await expect(c.rate).toHaveText('1 BTC = 100,000.00 USD');

    await c.amount.fill('0.00012345');
    await expect(c.result).toHaveText('12.345 USD');
  });

  test('converts into another fiat currency (BTC → EUR)', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-eur');
    await expect(c.result).toHaveText('90,000.00 EUR');
    await c.amount.fill('3');
    await expect(c.result).toHaveText('270,000.00 EUR');
  });

  test('says why anything but digits, one decimal point and thousands commas is not an amount, with a hint', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    const hint = page.getByText('Use digits, with "." for decimals and "," between thousands, for example 1,234.56.');
    await expect(hint).toBeHidden();

    // The field shows what was typed; the hint says why it is not an amount, and the result
    // keeps the last good amount.
    await c.amount.click();
    await page.keyboard.press('End');
    await page.keyboard.type('a');
    await expect(c.amount).toHaveValue('1a');
    await expect(hint).toBeVisible();
    await expect(c.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(c.result).toHaveText('100,000.00 USD');

    // Correcting it clears the hint; a second point brings it back, and so does a minus.
    await page.keyboard.press('Backspace');
    await page.keyboard.type('.5');
    await expect(c.amount).toHaveValue('1.5');
    await expect(hint).toBeHidden();
    await expect(c.amount).not.toHaveAttribute('aria-invalid');
    await expect(c.result).toHaveText('150,000.00 USD');
    await page.keyboard.type('.');
    await expect(c.amount).toHaveValue('1.5.');
    await expect(hint).toBeVisible();
    await expect(c.result).toHaveText('150,000.00 USD');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('-');
    await expect(c.amount).toHaveValue('1.5-');
    await expect(hint).toBeVisible();
    await expect(c.result).toHaveText('150,000.00 USD');
  });

  test('a cleared field shows 0 and a 0 result', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(c.amount).toHaveValue('0');
    await expect(c.result).toHaveText('0.00 USD');
    // Typing after the 0 replaces the leading zero.
    await page.keyboard.press('End');
    await page.keyboard.type('7');
    await expect(c.amount).toHaveValue('7');
    await expect(c.result).toHaveText('700,000.00 USD');
  });

  test('swap turns BTC → USD into USD → BTC and keeps the amount', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.fill('50000');
    await expect(c.result).toHaveText('5,000,000,000.00 USD');
    await c.swap.click();
    // The typed amount travels in the address (?amount=), so another language's page keeps it too.
    await expect(page).toHaveURL('/usd-to-btc?amount=50000');
    await expect(c.fromTrigger).toHaveAccessibleName('From USD US Dollar');
    await expect(c.toTrigger).toHaveAccessibleName('To BTC Bitcoin');
    await expect(c.amount).toHaveValue('50000');
    await expect(c.result).toHaveText('0.50 BTC');
    await expect(c.rate).toHaveText('1 USD = 0.00001000 BTC');
    await expect(c.inverse).toHaveText('1 BTC = 100,000.00000000 USD');

    await c.swap.click();
    await expect(page).toHaveURL('/btc-to-usd?amount=50000');
    await expect(c.result).toHaveText('5,000,000,000.00 USD');
  });

  // The product spec: the inverse rate has exactly 8 decimals, five leading zeros or not; only a value
  // those decimals would show as 0.00000000 is compacted, its full value read to screen readers.
  test('shows the inverse rate with exactly 8 decimals, compacting only what 8 cannot show', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-cny'); // 700,000 CNY per BTC
    await expect(c.inverse).toHaveText('1 CNY = 0.00000143 BTC');
    await expect(c.inverse.locator('sub')).toHaveCount(0);

    await page.goto('/btc-to-shib'); // 1 SHIB = 2e-10 BTC: 0.00000000 with 8 decimals
    await expect(c.inverse.locator('sub')).toHaveText('9');
    await expect(c.inverse.locator('.sr-only')).toHaveText('0.0000000002');
    await expect(c.inverse.locator('[aria-hidden="true"]')).toHaveText('0.092');
  });
});

test.describe('conversion type tabs', () => {
  test('switching to Crypto to Crypto and back changes URL, tab and result', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await expect(c.fiatTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.cryptoTab).toHaveAttribute('aria-selected', 'false');

    await c.cryptoTab.click();
    await expect(page).toHaveURL('/btc-to-eth');
    await expect(c.cryptoTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.fiatTab).toHaveAttribute('aria-selected', 'false');
    await expect(c.toTrigger).toHaveAccessibleName('To ETH Ethereum');
    await expect(c.result).toHaveText('25.00 ETH');
    await expect(c.rate).toHaveText('1 BTC = 25.00 ETH');

    await c.fiatTab.click();
    await expect(page).toHaveURL('/btc-to-usd');
    await expect(c.fiatTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.toTrigger).toHaveAccessibleName('To USD US Dollar');
    await expect(c.result).toHaveText('100,000.00 USD');
  });

  test('from ETH, Crypto to Crypto targets BTC (/eth-to-btc, 0.04 BTC)', async ({ page }) => {
    const c = await openConverter(page, '/eth-to-usd');
    await expect(c.result).toHaveText('4,000.00 USD');
    await c.cryptoTab.click();
    await expect(page).toHaveURL('/eth-to-btc');
    await expect(c.cryptoTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.fromTrigger).toHaveAccessibleName('From ETH Ethereum');
    await expect(c.toTrigger).toHaveAccessibleName('To BTC Bitcoin');
    await expect(c.result).toHaveText('0.04 BTC');
    await expect(c.rate).toHaveText('1 ETH = 0.04000 BTC');
  });

  test('arrow keys on the tab list switch the conversion type', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fiatTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/btc-to-eth');
    await expect(c.cryptoTab).toBeFocused();
    await expect(c.cryptoTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.result).toHaveText('25.00 ETH');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL('/btc-to-usd');
    await expect(c.fiatTab).toHaveAttribute('aria-selected', 'true');
    await expect(c.result).toHaveText('100,000.00 USD');
  });

  test('the amount survives a tab switch', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.fill('2');
    await c.cryptoTab.click();
    await expect(page).toHaveURL('/btc-to-eth?amount=2');
    await expect(c.amount).toHaveValue('2');
    await expect(c.result).toHaveText('50.00 ETH');
  });
});

test.describe('refresh button', () => {
  test('shows a tooltip, then a cooldown with its own tooltip, and a toast', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    const tooltip = page.getByRole('tooltip');
    await expect(c.refresh).toHaveText('Refresh');
    await expect(c.refresh).toBeEnabled();

    await c.refresh.hover();
    // Radix shows the tooltip after its 700 ms delay.
    await expect(tooltip).toHaveText('Refresh currency rates');

    await c.refresh.click();
    // Real time runs here: "Wait 10s" lasts a second, so accept any step of the countdown.
    await expect(c.refresh).toHaveText(/^Wait (10|[1-9])s$/);
    await expect(c.refresh).toBeDisabled();
    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText('Rates refreshed', { exact: true })).toBeVisible();
    await expect(toasts.getByText(/^Prices as of /)).toBeVisible();
    await expect(c.result).toHaveText('100,000.00 USD');

    // The toast can be dismissed with its close button.
    await toasts.getByRole('button', { name: 'Close notification' }).click();
    await expect(toasts.getByText('Rates refreshed', { exact: true })).toBeHidden();

    // During the cooldown the disabled button's wrapper still shows a tooltip.
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await c.refresh.hover({ force: true });
    await expect(tooltip).toHaveText('Please wait 10 seconds between refreshes');

    // Still cooling down (the exact countdown is checked with a fake clock below).
    await expect(c.refresh).toHaveText(/^Wait [1-9]s$/);
    await expect(c.refresh).toBeDisabled();
  });

  test('counts down and allows another refresh after 10 seconds', async ({ page }) => {
    // The page loads with time flowing, then the clock stops so only runFor advances it.
    const start = Date.now();
    await page.clock.install({ time: start });
    const c = await openConverter(page, '/btc-to-usd');
    await page.clock.pauseAt(start + 20_000);
    await c.refresh.click();
    await expect(c.refresh).toHaveText('Wait 10s');
    await page.clock.runFor(1_000);
    await expect(c.refresh).toHaveText('Wait 9s');
    await page.clock.runFor(4_000);
    await expect(c.refresh).toHaveText('Wait 5s');
    await expect(c.refresh).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(c.refresh).toHaveText('Refresh');
    await expect(c.refresh).toBeEnabled();

    // A second refresh starts a new cooldown.
    await c.refresh.click();
    await expect(c.refresh).toHaveText('Wait 10s');
  });
});

test.describe('rate freshness', () => {
  test('a visible page refetches its rate every minute, keeping the result on screen', async ({ page }) => {
    await page.clock.install();
    const c = await openConverter(page, '/btc-to-usd');
    // A stored static page may carry a rate older than a minute, which is refetched at once on
    // load: count only what the page asks for after that.
    await page.waitForLoadState('networkidle');
    let rateRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/convert?')) rateRequests++;
    });
    await page.clock.runFor(30_000);
    expect(rateRequests).toBe(0);
    await page.clock.runFor(31_000);
    await expect.poll(() => rateRequests).toBe(1);
    await expect(c.result).toHaveText('100,000.00 USD');
    await expect(page.getByRole('status', { name: 'Loading rate' })).toHaveCount(0);
    await expect(page.getByText(/^Rates update every 1 minute\. Last refreshed: /)).toBeVisible();
  });
});
