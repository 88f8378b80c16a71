import { expect, type Page, test } from '@playwright/test';
import { formatResult, formatUsd } from '../shared/format';
import { LOCALES } from '../shared/i18n/locales';
import { gotoHydrated } from './support/converter';

/**
 * Issue 18 as a visitor meets it: the pages in eleven other languages under a prefix, the
 * switcher that keeps the page, the one-line suggestion instead of a redirect, and the numbers,
 * dates and messages of each language.
 */

// The fake upstream's BTC close on 2022-01-01 and its live BTC price (calculator.spec.ts).
const BTC_2022_01_01 = 46306.445312;
const cents = (v: number) => Math.round(v * 100) / 100;

async function rateOf(page: Page, from: string, to: string) {
  const response = await page.request.get(`/api/convert?from=${from}&to=${to}&type=crypto-to-fiat`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rate: number }).rate;
}

test.describe('a Japanese converter page', () => {
  test('is served in Japanese, names every language version, and converts with Japanese numbers', async ({ page }) => {
    const response = await page.request.get('/ja/btc-to-usd');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]* lang="ja"/);
    // Reciprocal alternates: every locale and x-default, each pointing at its own prefix.
    for (const locale of LOCALES) {
      const href = locale === 'en' ? '/btc-to-usd' : `/${locale.toLowerCase()}/btc-to-usd`;
      expect(html, locale).toMatch(new RegExp(`<link rel="alternate" hreflang="${locale}" href="[^"]*${href}"`));
    }
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/btc-to-usd"/);
    expect(html).toMatch(/<meta name="robots" content="index, follow"/);

    await gotoHydrated(page, '/ja/btc-to-usd');
    await expect(page.getByRole('heading', { level: 1, name: '暗号資産換算・計算ツール' })).toBeVisible();
    const amount = page.getByRole('textbox', { name: '数量' });
    await amount.fill('2');
    const rate = await rateOf(page, 'bitcoin', 'usd');
    await expect(page.getByTestId('conversion-result')).toContainText(formatResult('ja', 2 * rate));
    await expect(page).toHaveURL(/\/ja\/btc-to-usd\?amount=2$/);
  });

  test('answers an unknown path with a Japanese 404 page', async ({ page }) => {
    const response = await page.goto('/ja/no-such-page-here');
    expect(response!.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: '404 ページが見つかりません' })).toBeVisible();
  });
});

test.describe('choosing a language', () => {
  test('the header switcher keeps the pair and the typed amount, and the choice is remembered', async ({ page }) => {
    await gotoHydrated(page, '/de/eth-to-eur');
    const amount = page.getByRole('textbox', { name: 'Betrag' });
    await amount.fill('2,5');
    await expect(page).toHaveURL(/\/de\/eth-to-eur\?amount=2\.5$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('dialog', { name: 'Sprache wählen' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/eth-to-eur\?amount=2\.5$/);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: '数量' })).toHaveValue('2.5');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja');

    // Back on an English page: never redirected, but offered the language chosen before.
    await gotoHydrated(page, '/btc-to-usd');
    await expect(page).toHaveURL(/\/btc-to-usd$/);
    const offer = page.getByRole('link', { name: 'このページは日本語でもご覧いただけます。' });
    await expect(offer).toHaveAttribute('href', '/ja/btc-to-usd');
  });

  test('the footer lists every language, each a link to this page in it', async ({ page }) => {
    await gotoHydrated(page, '/ko/crypto-profit-calculator');
    const list = page.getByRole('contentinfo').getByRole('navigation', { name: '언어 목록' });
    await expect(list.getByRole('link')).toHaveCount(LOCALES.length);
    await expect(list.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/crypto-profit-calculator');
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/crypto-profit-calculator');
    await expect(list.getByRole('link', { name: '한국어' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('a browser set to German on an English page', () => {
  test.use({ locale: 'de-DE' });

  test('stays on the English page and offers German in one line, until closed', async ({ page }) => {
    const response = await page.goto('/btc-to-usd');
    expect(response!.status()).toBe(200);
    expect(response!.url()).toMatch(/\/btc-to-usd$/);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    await expect(offer).toHaveAttribute('href', '/de/btc-to-usd');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveCount(0);
  });
});

test.describe('the calculator in other languages', () => {
  test('German: a decimal comma in the fee, the result in German digits, the link in plain digits', async ({ page }) => {
    await gotoHydrated(page, '/de/crypto-profit-calculator');
    await expect(page.getByLabel('Anfangsinvestition (USD)')).toHaveValue('1000');
    await page.getByLabel('Börsengebühr (%)').fill('0,1');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    const final = cents(((999 / BTC_2022_01_01) * 100_000) * 0.999);
    await expect(page.getByTestId('final-value')).toHaveText(formatUsd('de', final));
    await expect(page).toHaveURL(/\/de\/crypto-profit-calculator\/btc\?tab=profit-loss&amount=1000&buy=2022-01-01&sell=\d{4}-\d{2}-\d{2}&fee=0\.1/);

    // A shared link fills the fields the German way.
    await gotoHydrated(page, '/de/crypto-profit-calculator/btc?tab=profit-loss&amount=1500.5&buy=2022-01-01&fee=0.25');
    await expect(page.getByLabel('Anfangsinvestition (USD)')).toHaveValue('1500,5');
    await expect(page.getByLabel('Börsengebühr (%)')).toHaveValue('0,25');

    // A number in English form is explained with a German example.
    await page.getByLabel('Anfangsinvestition (USD)').fill('1,000.5');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '250,50' })).toBeVisible();
  });

  test('Korean: the profit/loss result and its sentence in Korean, the days in Korean form', async ({ page }) => {
    await gotoHydrated(page, '/ko/crypto-profit-calculator');
    await page.getByRole('button', { name: '계산하기' }).click();
    const final = cents((1000 / BTC_2022_01_01) * 100_000);
    await expect(page.getByTestId('final-value')).toHaveText(formatUsd('ko', final));
    await expect(page.getByTestId('profit-badge')).not.toContainText('Profit');
    await expect(page.locator('main')).toContainText('2022년 1월 1일');
  });
});
