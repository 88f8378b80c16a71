import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatResult } from '../shared/format';
import { converter, gotoHydrated, openConverter } from './support/converter';

/**
 * Numbers people type and read. The amount field reads "." and "," the way the
 * page's language writes numbers (decision 017; parse-amount.ts); tiny values are never in exponent form and
 * 5+ zeros after the point are drawn as 0.0₉2, with the full value as tooltip and for screen
 * readers (ReadableNumber).
 */

/** How the page writes a result: en-US, 2 to 8 fraction digits (the product spec). */
const result = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value);

async function rateOf(request: APIRequestContext, from: string, to: string, type = 'crypto-to-fiat') {
  const response = await request.get(`/api/convert?from=${from}&to=${to}&type=${type}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rate: number }).rate;
}

/** The full text of a tiny value: 4 significant digits after its zeros, and the same number. */
function tinyText(value: number) {
  const text = formatResult('en', value);
  expect(text).toMatch(/^0\.0{5,}[1-9]\d{0,3}$/);
  expect(Math.abs(Number(text) - value) / value).toBeLessThan(1e-3);
  return text;
}

/** How many zeros follow the point: the subscript the page draws. */
const zerosOf = (text: string) => String(/^0\.(0+)/.exec(text)![1]!.length);

async function hintOf(page: Page) {
  const id = await converter(page).amount.getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

test.describe('a German page (/de/…): the amount is written and read the German way', () => {
  /** The amount field and the result on a page in any language (their labels are translated). */
  const field = (page: Page) => page.locator('input[inputmode="decimal"]').first();
  const german = (value: number) => formatResult('de', value);

  test('types 1.234,5 on /de/eth-to-eur and gets 1234,5 × the rate', async ({ page, request }) => {
    const rate = await rateOf(request, 'ethereum', 'eur');
    await gotoHydrated(page, '/de/eth-to-eur');
    const amount = field(page);
    const shown = page.getByTestId('conversion-result');
    await expect(page.getByTestId('exchange-rate')).toBeVisible();

    await amount.click(); // selects the amount, so typing replaces it
    await amount.pressSequentially('1.234,5');
    await expect(amount).toHaveValue('1.234,5');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(shown).toHaveText(`${german(1234.5 * rate)} EUR`);

    // Pasted, and the many Germans who type a point after a 0.
    await amount.fill('0,5');
    await expect(shown).toHaveText(`${german(0.5 * rate)} EUR`);
    await amount.fill('0.25');
    await expect(shown).toHaveText(`${german(0.25 * rate)} EUR`);
    await amount.fill('12.345.678,9');
    await expect(shown).toHaveText(`${german(12_345_678.9 * rate)} EUR`);

    // A point between other digits is a group mark here: said so, and the last good amount kept.
    await amount.fill('2.5');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(shown).toHaveText(`${german(12_345_678.9 * rate)} EUR`);
  });

  test('the server already writes the amount from the address with a decimal comma', async ({ page, request }) => {
    const html = await (await request.get('/de/eth-to-eur/0.5')).text();
    expect(html).toMatch(/<input[^>]*value="0,5"/);
    await gotoHydrated(page, '/de/eth-to-eur/0.5');
    await expect(field(page)).toHaveValue('0,5');
  });

  test('an English page reads the English way, whatever the browser speaks', async ({ browser, request }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const rate = await rateOf(request, 'ethereum', 'eur');
    const c = await openConverter(page, '/eth-to-eur');
    await c.amount.fill('1,234.5');
    await expect(c.result).toHaveText(`${result(1234.5 * rate)} EUR`);
    await context.close();
  });
});

test.describe('an English (US) browser', () => {
  test.use({ locale: 'en-US' });

  test('types 1,234.56 and gets 1234.56 × the rate', async ({ page, request }) => {
    const rate = await rateOf(request, 'ethereum', 'eur');
    const c = await openConverter(page, '/eth-to-eur');
    await c.amount.click();
    await c.amount.pressSequentially('1,234.56');
    await expect(c.amount).toHaveValue('1,234.56');
    await expect(c.result).toHaveText(`${result(1234.56 * rate)} EUR`);

    await c.amount.fill('1,23');
    await expect(await hintOf(page)).toHaveText('Use "," only between groups of three digits, and "." for decimals, for example 1,234.56.');
    await expect(c.result).toHaveText(`${result(1234.56 * rate)} EUR`);
  });
});

test.describe('tiny values (SHIB in BTC)', () => {
  test('the converter result of 1 SHIB in BTC has no exponent, only its digits', async ({ page, request }) => {
    const rate = await rateOf(request, 'shiba-inu', 'bitcoin', 'crypto-to-crypto');
    expect(rate).toBeLessThan(1e-8);
    const c = await openConverter(page, '/shib-to-btc');
    const panel = page.getByRole('region', { name: 'Conversion result' });
    await expect(panel).not.toContainText(/\de[+-]?\d/);
    await expect(panel).not.toContainText(/\b0\.00 BTC/);
    // Screen readers and the tooltip get the full value; the page draws 0.0₉2.
    const full = tinyText(rate);
    await expect(c.result).toContainText(full);
    await expect(c.result.locator(`[title="${full}"] sub`)).toHaveText(zerosOf(full));
  });

  test('the quick table and the fixed-amount page draw 5+ zeros as a subscript, with the full value', async ({ page, request }) => {
    const rate = await rateOf(request, 'shiba-inu', 'bitcoin', 'crypto-to-crypto');
    await gotoHydrated(page, '/shib-to-btc');
    const reverse = page.getByRole('region', { name: 'BTC to SHIB at a glance' });
    const link = reverse.getByRole('link').first();
    const name = (await link.getAttribute('href'))!.split('/').at(-1)!;
    // The link is named by the full amount (e.g. "0.000000001 BTC"), and the amount is drawn 0.0₈1.
    await expect(link).toHaveAccessibleName(`${name} BTC`);
    await expect(link.locator('sub')).toHaveText(zerosOf(name));
    await expect(link.locator(`[title="${name}"]`)).toHaveCount(1);
    await expect(reverse).not.toContainText(/\de[+-]?\d/);

    await gotoHydrated(page, '/shib-to-btc/1000');
    const value = page.getByTestId('fixed-amount-value');
    const full = tinyText(1000 * rate);
    await expect(value.locator(`[title="${full}"]`)).toHaveCount(1);
    await expect(value.locator('sub')).toHaveText(zerosOf(full));
    await expect(value).not.toContainText(/\de[+-]?\d/);
    // The heading stays plain text.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1,000 SHIB to BTC');
  });
});
