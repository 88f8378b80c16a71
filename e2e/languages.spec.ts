import { expect, type Page, test } from '@playwright/test';
import { formatLongDate, formatResult, formatUsd } from '../shared/format';
import { LOCALES } from '../shared/i18n/locales';
import { gotoHydrated } from './support/converter';

/**
 * The languages (decision 017) as a visitor meets them: the pages in eleven other languages under a prefix, the
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

/** The languages walked in full: each one's converter, calculator and 404. */
const LANGUAGES = [
  {
    locale: 'ja',
    pair: '/ja/eth-to-jpy',
    from: 'ethereum',
    to: 'jpy',
    h1: '暗号資産換算・計算ツール',
    amount: '数量',
    guide: 'イーサリアム（ETH）とは？',
    calculate: '計算する',
    notFound: '404 ページが見つかりません',
  },
  {
    locale: 'ko',
    pair: '/ko/btc-to-krw',
    from: 'bitcoin',
    to: 'krw',
    h1: '암호화폐 계산기 및 변환기',
    amount: '수량',
    guide: '비트코인(BTC)이란 무엇입니까?',
    calculate: '계산하기',
    notFound: '404 페이지를 찾을 수 없습니다',
  },
  {
    locale: 'de',
    pair: '/de/btc-to-eur',
    from: 'bitcoin',
    to: 'eur',
    h1: 'Krypto-Umrechner und -Rechner',
    amount: 'Betrag',
    guide: 'Was ist Bitcoin (BTC)?',
    calculate: 'Berechnen',
    notFound: '404 – Seite nicht gefunden',
  },
] as const;

/** The alternates a page's HTML names: hreflang → path. */
function alternates(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

for (const l of LANGUAGES) {
  test.describe(`the site in ${l.locale}`, () => {
    test(`${l.pair} is rendered by the server in its language, with its guide and a reciprocal hreflang cluster`, async ({ request }) => {
      const response = await request.get(l.pair);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${l.locale}"`));
      expect(html).toContain(l.h1);
      expect(html).toContain(l.guide);
      // The BTC guide walks through BTC to USD; a page converting to another currency leaves it out.
      if (l.locale === 'de') expect(html).not.toContain('Umrechner für BTC in USD');
      expect(html).toMatch(/<meta name="robots" content="index, follow"/);
      // Every locale and x-default, and each of those pages names the very same cluster.
      const cluster = alternates(html);
      expect([...cluster.keys()].sort()).toEqual([...LOCALES, 'x-default'].sort());
      expect(cluster.get(l.locale)).toBe(l.pair);
      expect(cluster.get('x-default')).toBe(l.pair.replace(`/${l.locale}/`, '/'));
      for (const [hreflang, path] of cluster) {
        const other = await request.get(path);
        expect(other.status(), path).toBe(200);
        expect(alternates(await other.text()), `${hreflang} ${path}`).toEqual(cluster);
      }
    });

    test('the converter reads and writes numbers the language’s way', async ({ page }) => {
      await gotoHydrated(page, l.pair);
      await expect(page.getByRole('heading', { level: 1, name: l.h1 })).toBeVisible();
      const amount = page.getByRole('textbox', { name: l.amount });
      await amount.fill(l.locale === 'de' ? '1.234,5' : '1,234.5');
      const rate = await rateOf(page, l.from, l.to);
      await expect(page.getByTestId('conversion-result')).toContainText(formatResult(l.locale, 1234.5 * rate));
      await expect(page).toHaveURL(new RegExp(`${l.pair}\\?amount=1234\\.5$`));
    });

    test('the calculator calculates and words its result in the language', async ({ page }) => {
      await gotoHydrated(page, `/${l.locale}/crypto-profit-calculator`);
      await page.getByRole('button', { name: l.calculate }).click();
      const final = cents((1000 / BTC_2022_01_01) * 100_000);
      await expect(page.getByTestId('final-value')).toHaveText(formatUsd(l.locale, final));
      await expect(page.getByTestId('profit-badge')).not.toContainText('Profit');
      // The days in the result are the language's long dates.
      await expect(page.locator('main')).toContainText(formatLongDate(l.locale, '2022-01-01', 'UTC'));
    });

    test('an unknown path answers its 404 page in the language', async ({ page }) => {
      const response = await page.goto(`/${l.locale}/no-such-page-here`);
      expect(response!.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
      await expect(page.getByRole('heading', { level: 1, name: l.notFound })).toBeVisible();
    });
  });
}

test.describe('choosing a language', () => {
  test('the header switcher keeps the pair and the typed amount, and the choice is remembered', async ({ page }) => {
    await gotoHydrated(page, '/de/btc-to-eur');
    const amount = page.getByRole('textbox', { name: 'Betrag' });
    await amount.fill('2,5');
    await expect(page).toHaveURL(/\/de\/btc-to-eur\?amount=2\.5$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('dialog', { name: 'Sprache wählen' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/btc-to-eur\?amount=2\.5$/);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: '数量' })).toHaveValue('2.5');
    const rate = await rateOf(page, 'bitcoin', 'eur');
    await expect(page.getByTestId('conversion-result')).toContainText(formatResult('ja', 2.5 * rate));
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
    const final = cents((999 / BTC_2022_01_01) * 100_000 * 0.999);
    await expect(page.getByTestId('final-value')).toHaveText(formatUsd('de', final));
    await expect(page).toHaveURL(
      /\/de\/crypto-profit-calculator\/btc\?tab=profit-loss&amount=1000&buy=2022-01-01&sell=\d{4}-\d{2}-\d{2}&fee=0\.1/,
    );

    // A shared link fills the fields the German way.
    await gotoHydrated(page, '/de/crypto-profit-calculator/btc?tab=profit-loss&amount=1500.5&buy=2022-01-01&fee=0.25');
    await expect(page.getByLabel('Anfangsinvestition (USD)')).toHaveValue('1500,5');
    await expect(page.getByLabel('Börsengebühr (%)')).toHaveValue('0,25');

    // A number in English form is explained with a German example.
    await page.getByLabel('Anfangsinvestition (USD)').fill('1,000.5');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '250,50' })).toBeVisible();
  });
});
