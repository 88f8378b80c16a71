import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { converter, gotoHydrated } from './support/converter';
import { FAKE_VENUES_URL } from './support/stack';

// Under the result, one line says what the amount would fetch on the best exchange after its fee
// (decision 024); it opens a table of every exchange, best first. The live server reads the fake
// venues' order books: Coinbase, Kraken and Bitstamp list BTC-USD, Binance and OKX quote in USDT.

const line = (page: Page) => page.getByTestId('exchange-quote-line');
const compare = (page: Page) => line(page).getByRole('button');
const table = (page: Page) => page.getByTestId('exchange-quotes').getByRole('table');

async function control(body: Record<string, unknown>) {
  const response = await fetch(`${FAKE_VENUES_URL}/__control`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** The number a cell or line shows ("0.099515 BTC" → 0.099515). */
const figure = (text: string) => Number(/([\d,]+\.?\d*)\s*(BTC|USD)/.exec(text)![1]!.replaceAll(',', ''));

test.describe('what the amount would fetch on each exchange', () => {
  // One test thins Bitstamp's book: the others must not read it meanwhile. Every converter page
  // the other specs open asks for a quote too, so a venue may have spent its minute's budget for
  // books: such a venue is named as not asked, which these tests accept where it can happen.
  test.describe.configure({ mode: 'serial' });

  test('one line under the result; the comparison loads its code when opened and ranks every exchange', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, '/usd-to-btc');
    const c = converter(page);
    await c.amount.fill('10000');
    await expect(line(page)).toHaveText(
      /^On an exchange: about 0\.099\d+ BTC at best \((Bitstamp|Kraken|Coinbase), after its 0\.[46]0 % fee\) · compare 5 exchanges$/,
    );
    const loadedBefore = scripts.length;
    await expect(compare(page)).toHaveAttribute('aria-expanded', 'false');
    await compare(page).click();
    await expect(compare(page)).toHaveAttribute('aria-expanded', 'true');
    // The table's code came with the click, not with the page.
    expect(scripts.slice(loadedBefore).some((url) => /quote-table/.test(url))).toBe(true);
    expect(scripts.slice(0, loadedBefore).some((url) => /quote-table/.test(url))).toBe(false);

    await expect(table(page)).toHaveAccessibleName('What 10,000 USD would fetch on each exchange, best first');
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const quoted = table(page).locator('tbody tr[data-status="ok"]');
    expect(await quoted.count()).toBeGreaterThanOrEqual(1);
    // Any exchange without a figure says why: no market, or its book budget spent by the other specs' pages.
    for (const row of await table(page).locator('tbody tr:not([data-status="ok"])').all()) {
      await expect(row).toContainText(/no market for this pair|not asked: its call budget for this minute is spent/);
    }
    const received = await Promise.all(
      (await quoted.all()).map(async (row) => figure((await row.locator('td').first().textContent()) ?? '')),
    );
    expect(received).toEqual([...received].sort((a, b) => b - a));
    // The best row is the line's exchange, its figure the line's.
    const best = await rows.first().getAttribute('data-venue');
    await expect(line(page)).toContainText(`(${best}, after its`);
    expect(figure((await line(page).textContent()) ?? '')).toBe(received[0]);
    // Bitstamp and Kraken take 0.40 %, Coinbase 0.60 %: 0.1 BTC's worth less the fee, in BTC.
    await expect(rows.first()).toContainText(/fee 0\.(40 % \(0\.000399|60 % \(0\.000599)\d* BTC\) · slippage 0\.\d\d %/);
    await expect(rows.first()).toContainText(/100,0\d\d\.\d\d USD/); // the average price of one BTC in USD
    await expect(rows.first()).toContainText(/−0\.\d\d %/);
    const coinbase = table(page).locator('tbody tr[data-venue="Coinbase"]');
    if ((await coinbase.getAttribute('data-status')) === 'ok') await expect(coinbase).toContainText('fee 0.60 %');
    for (const venue of ['Binance', 'OKX']) {
      await expect(table(page).getByRole('row', { name: new RegExp(venue) })).toContainText(
        'no market for this pair, directly or through USD, USDT or EUR',
      );
    }
    const notes = page.getByTestId('exchange-quotes');
    await expect(notes).toContainText('Deposit, withdrawal and network fees and the spreads of instant-buy services are not included.');
    await expect(notes.getByRole('link', { name: 'fee schedule, checked 2025' }).first()).toHaveAttribute('href', /^https:\/\//);
    const kraken = table(page).locator('tbody tr[data-venue="Kraken"]');
    if ((await kraken.getAttribute('data-status')) === 'ok') {
      await expect(notes).toContainText('Kraken: 0.40 %, Kraken Pro, lowest tier (from 0 USD of 30-day volume) · read from its API today');
    } else {
      await expect(kraken).toContainText('not asked: its call budget for this minute is spent');
    }
  });

  test('it follows the amount and a swap, once they settle', async ({ page }) => {
    await gotoHydrated(page, '/usd-to-btc');
    const c = converter(page);
    await c.amount.fill('5000');
    await expect(line(page)).toHaveText(/^On an exchange: about 0\.049\d+ BTC at best/);
    await c.swap.click();
    await expect(page).toHaveURL(/\/btc-to-usd/);
    // 5,000 BTC is far more than the fake books hold: no figure, and the table says how much each covers.
    await expect(line(page)).toHaveText(/^On an exchange: the order books we read do not cover this whole amount · compare 5 exchanges$/);
    await c.amount.fill('0.5');
    await expect(line(page)).toHaveText(/^On an exchange: about 49,\d{3}(\.\d\d)? USD at best \(\w+, after its 0\.\d\d % fee\)/);
  });

  test('a book that covers only part of the amount says how much; nothing is made up for the rest', async ({ page }) => {
    test.setTimeout(100_000);
    await control({ venue: 'bitstamp', book: 'thin' });
    try {
      // The server reuses a book for 5 s, and the venue's budget may need its minute: ask until the thin book is read.
      await expect(async () => {
        const answer = await (await page.request.get('/api/quote?from=usd&to=bitcoin&amount=10000')).json();
        expect(answer.venues.find((v: { venue: string }) => v.venue === 'bitstamp').status).toBe('insufficient-depth');
      }).toPass({ timeout: 70_000, intervals: [1_000, 2_000, 5_000] });
      await gotoHydrated(page, '/usd-to-btc?amount=10000');
      await compare(page).click();
      const bitstamp = table(page).locator('tbody tr[data-venue="Bitstamp"]');
      await expect(bitstamp).toHaveAttribute('data-status', 'insufficient-depth');
      await expect(bitstamp).toContainText(/its order book, as fetched, covers only [\d,.]+ of 10,000 USD/);
      await expect(line(page)).not.toContainText('(Bitstamp,');
    } finally {
      await control({ reset: true });
    }
  });

  test('Japanese: the line and the table in the page’s language and number format', async ({ page }) => {
    await gotoHydrated(page, '/ja/usd-to-btc?amount=10000');
    await expect(line(page)).toContainText('0.099');
    await expect(line(page)).not.toContainText('On an exchange');
    await compare(page).click();
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await expect(table(page).locator('thead')).not.toContainText('You receive');
    await expect(table(page)).toContainText('10,000 USD');
    await page.screenshot({ path: test.info().outputPath('quotes-ja.png'), fullPage: false });
  });

  test('at 375 px, light and dark: the open table fits the screen and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await gotoHydrated(page, '/usd-to-btc?amount=10000');
      await compare(page).click();
      await expect(table(page).locator('tbody tr')).toHaveCount(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const results = await new AxeBuilder({ page })
        .include('[data-testid="exchange-quote"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze();
      expect(results.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await page.getByTestId('exchange-quote').screenshot({ path: test.info().outputPath(`quotes-375-${theme}.png`) });
    }
  });
});
