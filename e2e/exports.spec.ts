import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';
import { csvFields } from './support/csv';

// Exports (decision 020): the converter's past-day result exports a CSV (plain, unrounded decimals) and opens a
// print view in the visitor's language, built from the one document the page's answer makes.
// 2020-03-15 is a Sunday: the euro leg uses Friday's reference rate. ETH that day is hand-typed
// in the fake CoinGecko (123.306023), so no shared data is needed.

const DAY = '2020-03-15';

type OnDate = { rate: number; legs: { currency: string; usdPrice: number; perUsd?: number; rateDate?: string; source: string }[] };

async function onDate(page: Page): Promise<OnDate> {
  const res = await page.request.get(`/api/convert-on-date?from=ethereum&to=eur&date=${DAY}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as OnDate;
}

test('a past-day conversion downloads as CSV: each side’s price or rate with its day and source, the rate and the result, unrounded', async ({
  page,
}) => {
  const answer = await onDate(page);
  const [eth, eur] = answer.legs as [OnDate['legs'][0], OnDate['legs'][0]];
  await gotoHydrated(page, `/eth-to-eur/2?date=${DAY}`);
  const result = page.getByRole('region', { name: 'Conversion on March 15, 2020' });
  await expect(result.getByTestId('conversion-result')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`eth-to-eur-${DAY}.csv`);
  const rows = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .map(csvFields);
  const row = (label: string) => rows.find((r) => r[0] === label) ?? [];
  expect(rows[0]).toEqual([`Conversion of ETH to EUR at the prices of ${DAY}`]);
  expect(row('USD value of 1 ETH').slice(1, 5)).toEqual([String(eth.usdPrice), DAY, '00:00', eth.source]);
  // The euro's rate as the central bank published it, on the Friday before.
  expect(row('EUR per USD').slice(1, 5)).toEqual([String(eur.perUsd), '2020-03-13', '', eur.source]);
  expect(row('Rate (EUR per ETH)')[1]).toBe(String(answer.rate));
  expect(row('Result (EUR)')[1]).toBe(String(2 * answer.rate));
  expect(row('Page')[1]).toBe(page.url());
});

test('the print view: the same figures in German digits, only itself on paper and dark text on white from a dark page; Back returns to the result', async ({
  page,
}) => {
  const answer = await onDate(page);
  const eth = answer.legs[0]!;
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, `/de/eth-to-eur/2?date=${DAY}`);
  const address = page.url();
  const result = page.getByRole('region', { name: /15\. März 2020/ });
  await expect(result.getByTestId('conversion-result')).toBeVisible();
  const opener = result.getByRole('button', { name: 'Druckansicht' });
  await opener.click();

  const title = page.getByRole('heading', { level: 1, name: /ETH.*EUR.*2020-03-15/ });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.locator('#root')).toBeHidden();
  const table = page.getByRole('table');
  const german = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 15 });
  await expect(table).toContainText(german.format(eth.usdPrice)); // 123,306023
  await expect(table).toContainText(german.format(2 * answer.rate));
  await expect(table).toContainText('13.03.2020');
  await expect(table).toContainText(eth.source);
  // The view passes axe in the dark theme it was opened from.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .include('[data-print-view-root]')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // On paper: no buttons, dark text on white although the screen is dark.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(table).toBeVisible();
  const colors = await page.locator('[data-print-view-root]').evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, getComputedStyle(el.querySelector('td')!).color];
  });
  expect(colors).toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)']);
  await page.emulateMedia({ media: 'screen' });

  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.getByRole('button', { name: 'Drucken' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');

  // The phone's back gesture (the browser's back button) closes the view, not the page.
  await page.goBack();
  await expect(title).toHaveCount(0);
  expect(page.url()).toBe(address);
  await expect(result.getByTestId('conversion-result')).toBeVisible();
  await opener.click();
  await page.getByRole('button', { name: 'Zurück zum Ergebnis' }).click();
  await expect(title).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(page.url()).toBe(address);
});
