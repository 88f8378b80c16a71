import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, gotoPageText, gotoUntouched, holdScripts } from './support/converter';
import { COIN_CONTENT_TICKERS } from '../shared/schemas/content';
import { BTC_FIXED_AMOUNTS, ETH_FIXED_AMOUNTS } from '../shared/routes';

/** The coin guide card: the region named "{Coin} ({TICKER}) to USD Converter". */
function coinCard(page: Page) {
  return page.getByRole('region', { name: / to USD Converter$/ });
}

test.describe('coin guides', () => {
  // Two workers share the 51 pages.
  const half = Math.ceil(COIN_CONTENT_TICKERS.length / 2);
  for (const [i, tickers] of [COIN_CONTENT_TICKERS.slice(0, half), COIN_CONTENT_TICKERS.slice(half)].entries()) {
    test(`every coin page shows its guide with four FAQs (part ${i + 1})`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const ticker of tickers) {
        await gotoHydrated(page, `/${ticker}-to-usd`);
        const card = coinCard(page);
        await expect(card.getByRole('heading', { level: 2 }), ticker).toHaveText(/^.+ \([A-Z0-9]+\) to USD Converter$/);
        await expect(card.getByRole('heading', { name: /^Converting .+ to USD$/ }), ticker).toBeVisible();
        await expect(card.getByRole('heading', { name: 'Frequently Asked Questions' }), ticker).toBeVisible();
        await expect(card.locator('[data-radix-collection-item]'), ticker).toHaveCount(4);
      }
    });
  }

  test('a key pressed on an FAQ question before its code has loaded is not lost', async ({ page }) => {
    // The text's code held back a moment, so the key surely arrives before the FAQ is hydrated.
    const releaseCode = await holdScripts(page, '**/assets/content-sections-*.js');
    await gotoUntouched(page, '/ltc-to-usd');
    const triggers = coinCard(page).locator('[data-radix-collection-item]');
    await expect(triggers).toHaveCount(4);
    await triggers.nth(0).focus();
    await page.keyboard.press('End');
    await expect(page.locator('[data-deferred="page-text"][data-hydrated]')).toHaveCount(0);
    releaseCode();
    await expect(triggers.nth(3)).toBeFocused();
  });

  test('the FAQ is single-open, collapsible and keyboard-operable (Home, End, arrows, wrapping)', async ({ page }) => {
    await gotoHydrated(page, '/trx-to-usd');
    await gotoPageText(page);
    const triggers = coinCard(page).locator('[data-radix-collection-item]');
    await expect(triggers).toHaveCount(4);
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.nth(0)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(3).click();
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(3).click();
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });

  test("the guide keeps the server's text and loads its code only at the first sign of use (dark theme too)", async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/content-sections-')) chunks.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Dark: the theme is read after hydration, which must not make React drop the waiting text.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoUntouched(page, '/trx-to-usd');
    await page.waitForLoadState('networkidle');
    const card = coinCard(page);
    expect(chunks).toEqual([]);
    await expect(card.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
    await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);

    // The first tap, even before the code is there, opens the question (held, then pressed).
    const trigger = card.locator('[data-radix-collection-item]').first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(chunks).toHaveLength(1);
    await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // Offline for a moment, or a chunk gone after a deploy: the page must not fail for it.
  for (const [what, files] of [
    ['code', '**/assets/content-sections-*.js'],
    ['text', '**/assets/guides/ltc-*.js'],
  ] as const) {
    test(`a guide whose ${what} cannot be fetched keeps the server's text, and works once it can`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await gotoUntouched(page, '/ltc-to-usd');
      await page.route(files, (route) => route.abort('internetdisconnected'));
      const card = coinCard(page);
      const trigger = card.getByRole('button', { name: 'What is Litecoin (LTC)?' });
      await trigger.click();
      // The code is asked for and refused: the guide stays as the server wrote it, links and all.
      await expect(page.locator('[data-deferred="converter"][data-hydrated]')).toHaveCount(1);
      await expect(card.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(card.getByRole('link').first()).toBeVisible();
      await expect(page.locator('[data-deferred="page-text"]:not([data-hydrated])')).not.toHaveCount(0);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // Back online: the next tap tries again at once, and opens the question (the refused tap was
      // dropped, or it would close it again).
      await page.unroute(files);
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-deferred]:not([data-hydrated])')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a pair without a guide shows the generic block', async ({ page }) => {
    await gotoHydrated(page, '/sol-to-eur');
    await expect(page.getByRole('heading', { name: 'SOL to EUR Converter' })).toBeVisible();
    await expect(coinCard(page)).toHaveCount(0);
  });

  test('Pi warns that its values are estimates; XRP shows its illustrative table', async ({ page }) => {
    await gotoHydrated(page, '/pi-to-usd');
    await expect(coinCard(page).getByRole('note')).toContainText(/estimate/i);
    await gotoHydrated(page, '/xrp-to-usd');
    await expect(coinCard(page).getByRole('table')).toBeVisible();
  });
});

test.describe('home, BTC and ETH guides', () => {
  test('the home page has the description block, the article and the BTC guide', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Crypto Converter Calculator Tool' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to Use Our BTC to USD Converter Tool' })).toBeVisible();
    for (const feature of [/real-time rates/i, /multi-currency/i, /fast calculations/i, /historical data/i]) {
      await expect(page.getByRole('listitem').filter({ hasText: feature }).first()).toBeVisible();
    }
  });

  test('the ETH guide has three tabs, About Ethereum first, and the history table', async ({ page }) => {
    await gotoHydrated(page, '/eth-to-usd');
    const guide = page.getByRole('tablist', { name: 'Ethereum guide' });
    await expect(guide.getByRole('tab')).toHaveText(['About Ethereum', 'ETH Conversion', 'ETH Investing']);
    await expect(guide.getByRole('tab', { name: 'About Ethereum' })).toHaveAttribute('aria-selected', 'true');
    await guide.getByRole('tab', { name: 'ETH Investing' }).click();
    await expect(guide.getByRole('tab', { name: 'ETH Investing' })).toHaveAttribute('aria-selected', 'true');
    const history = page.getByRole('table').filter({ hasText: 'Notable event' });
    await expect(history.getByRole('row')).toHaveCount(7);
    await expect(page.locator('a[href="/eth-to-usd/0.1"]').first()).toBeVisible();
  });
});

test.describe('fixed-amount pages', () => {
  test('every listed ETH and BTC amount shows that amount and amount × rate', async ({ page }) => {
    test.setTimeout(90_000);
    const cases = [
      ...ETH_FIXED_AMOUNTS.map((a) => ({ ticker: 'eth', amount: a, rate: 4_000 })),
      ...BTC_FIXED_AMOUNTS.map((a) => ({ ticker: 'btc', amount: a, rate: 100_000 })),
    ];
    for (const { ticker, amount, rate } of cases) {
      await gotoHydrated(page, `/${ticker}-to-usd/${amount}`);
      const value = (amount * rate).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 });
      await expect(page.getByTestId('fixed-amount-value'), `${ticker} ${amount}`).toHaveText(
        `${amount.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${ticker.toUpperCase()} = ${value} USD`,
      );
      await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue(String(amount));
    }
  });

  test('1 ETH and 0.5 ETH have their extra blocks; an unknown coin goes home', async ({ page }) => {
    const regionsWhenLoaded = async (path: string) => {
      await gotoHydrated(page, path);
      await expect(page.getByTestId('fixed-amount-value')).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);
      return page.getByRole('region').count();
    };
    const articlesOnOne = await regionsWhenLoaded('/eth-to-usd/1');
    const articlesOnPointTwo = await regionsWhenLoaded('/eth-to-usd/0.2');
    expect(articlesOnOne).toBeGreaterThan(articlesOnPointTwo);
    await gotoHydrated(page, '/zzz-to-usd/5');
    await expect(page).toHaveURL('/');
  });
});

test.describe('about, contact and legal pages', () => {
  test('About has its four sections, the last linking to Contact', async ({ page }) => {
    await gotoHydrated(page, '/about');
    for (const heading of ['Our Mission', 'What We Offer', 'Our Data', 'Contact Us']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.locator('a[href="/contact"]').first()).toBeVisible();
  });

  test('About\'s "Our Data" leads to the methodology, which the footer lists next to About', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const ourData = page.getByRole('heading', { name: 'Our Data' }).locator('..');
    await expect(ourData).toContainText('Coinbase, Kraken, Bitstamp, Binance and OKX');
    await ourData.getByRole('link', { name: 'How we calculate prices' }).click();
    await expect(page).toHaveURL('/methodology');
    await expect(page).toHaveTitle('How We Calculate Prices | Crypto Calculator and Converter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Calculate Prices');
    for (const heading of [
      'Where the Prices Come From',
      'Tether Is Not the US Dollar',
      'From Several Prices to One',
      'Fiat Currencies',
      'When a Source Fails',
      'Where to See It',
      'What This Method Does Not Do',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const footer = page.getByRole('navigation', { name: 'Footer' }).getByRole('listitem');
    await expect(footer.first()).toHaveText('About');
    await expect(footer.nth(1).getByRole('link')).toHaveAttribute('href', '/methodology');
  });

  // The privacy policy is dated by its price-alerts revision (decision 020); the other two keep the product spec's date.
  for (const [name, date] of [
    ['privacy', 'November 24, 2026'],
    ['terms', 'May 09, 2025'],
    ['disclaimer', 'May 09, 2025'],
  ] as const) {
    test(`/${name} is dated ${date}`, async ({ page }) => {
      const response = await page.goto(`/${name}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(`Last updated: ${date}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the contact form requires every field, sends for a second, thanks, and resets', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(page.getByText('Thank you for your message!')).toHaveCount(0);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Rates');
    await page.getByLabel('Message').fill('Hello there');
    await send.click();
    await expect(page.getByText('Thank you for your message!')).toHaveCount(0);
    await page.getByLabel('Email').fill('ada@example.com');
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});
