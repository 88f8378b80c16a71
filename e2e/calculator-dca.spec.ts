import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';
import { csvFields } from './support/csv';
import { formatLongDate } from '../shared/format';

// The expected numbers are computed from the same API the page reads (the fake history serves
// the shared CSV when present, else a hand-typed table with few days), so the test holds both
// ways. Live prices: BTC 100,000 USD, 90,000 EUR (0.9 EUR per USD in the fake CoinGecko).

type Expected = { purchases: number; scheduled: number; invested: number; coins: number; lumpCoins: number; lumpDate: string };

const money = (v: number, currency: string) => v.toLocaleString('en-US', { style: 'currency', currency });
const coinsText = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 8 });

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Day `d` plus `n` days, as YYYY-MM-DD. */
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The DCA a visitor should see: prices (× the day's rate per USD for another base) from the API. */
async function expectedDca(request: APIRequestContext, opts: { from: string; to: string; step: number; amount: number; base: string }) {
  const range = await getJson<{ points: { date: string; price: number }[] }>(
    request,
    `/api/historical-range?currency=bitcoin&from=${opts.from}&to=${opts.to}`,
  );
  const usd = new Map(range.points.map((p) => [p.date, p.price]));
  let perUsd = new Map<string, number>();
  if (opts.base !== 'usd') {
    const fx = await getJson<{ points: { date: string; perUsd: number }[] }>(
      request,
      `/api/historical-fx?currency=${opts.base}&from=${opts.from}&to=${opts.to}`,
    );
    perUsd = new Map(fx.points.map((p) => [p.date, p.perUsd]));
  }
  const e: Expected = { purchases: 0, scheduled: 0, invested: 0, coins: 0, lumpCoins: 0, lumpDate: '' };
  let lumpPrice = 0;
  for (let d = opts.from; d <= opts.to; d = plusDays(d, opts.step)) {
    e.scheduled += 1;
    const price = usd.get(d);
    const rate = opts.base === 'usd' ? 1 : perUsd.get(d);
    if (price === undefined || rate === undefined) continue;
    const inBase = opts.base === 'usd' ? price : price * rate;
    e.purchases += 1;
    e.coins += opts.amount / inBase;
    if (!e.lumpDate) {
      e.lumpDate = d;
      lumpPrice = inBase;
    }
  }
  e.invested = opts.amount * e.purchases;
  e.lumpCoins = e.invested / lumpPrice;
  return e;
}

async function livePrice(request: APIRequestContext, base: string) {
  const q = base === 'usd' ? 'from=bitcoin&to=usd' : `from=bitcoin&to=${base}&conversion_type=crypto-to-fiat`;
  return (await getJson<{ rate: number }>(request, `/api/convert?${q}`)).rate;
}

async function expectResult(page: Page, e: Expected, current: number, currency: string, frequency: string) {
  const result = page.getByRole('region', { name: 'DCA result' });
  await expect(result).toBeVisible();
  const value = e.coins * current;
  const lumpValue = e.lumpCoins * current;
  await expect(result.getByTestId('dca-purchases')).toHaveText(String(e.purchases));
  await expect(result.getByTestId('dca-invested')).toHaveText(money(e.invested, currency));
  await expect(result.getByTestId('dca-coins')).toHaveText(`${coinsText(e.coins)} BTC`);
  await expect(result.getByTestId('dca-value-now')).toHaveText(money(value, currency));
  await expect(result.getByTestId('lump-coins')).toHaveText(coinsText(e.lumpCoins));
  await expect(result.getByTestId('lump-value-now')).toHaveText(money(lumpValue, currency));
  await expect(result.getByRole('columnheader', { name: `Lump sum on ${formatLongDate('en', e.lumpDate, 'UTC')}` })).toBeVisible();
  const diff = value - lumpValue;
  await expect(result.getByTestId('dca-verdict')).toHaveText(
    Math.abs(diff) < 0.005
      ? 'Both ended at the same value.'
      : `${diff > 0 ? `Buying ${frequency} did` : 'The lump sum did'} better by ${money(Math.abs(diff), currency)}.`,
  );
  const skipped = e.scheduled - e.purchases;
  if (skipped > 0) await expect(result.getByTestId('dca-skipped')).toContainText(`${skipped} of ${e.scheduled} scheduled purchases`);
  else await expect(result.getByTestId('dca-skipped')).toHaveCount(0);
  return result;
}

test.describe('DCA calculator', () => {
  test('DCA arithmetic: 100 USD of BTC weekly, compared with a lump sum', async ({ page, request }) => {
    const current = await livePrice(request, 'usd');
    expect(current).toBe(100_000);
    const e = await expectedDca(request, { from: '2020-03-01', to: '2020-03-29', step: 7, amount: 100, base: 'usd' });
    expect(e.purchases).toBeGreaterThan(0);

    await gotoHydrated(page, '/crypto-profit-calculator/btc');
    await page.getByRole('tab', { name: 'DCA' }).click();
    await expect(page.getByLabel('Amount per purchase (USD)')).toHaveValue('100');
    await expect(page.getByLabel('How often')).toHaveValue('weekly');
    await page.getByLabel('Start date').fill('2020-03-01');
    await page.getByLabel('End date').fill('2020-03-29');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expectResult(page, e, current, 'USD', 'weekly');
    await expect(page).toHaveURL(
      /\/crypto-profit-calculator\/btc\?tab=dca&dca_amount=100&every=weekly&dca_from=2020-03-01&dca_to=2020-03-29$/,
    );

    // The link restores the inputs and gives the same answer.
    await gotoHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(page.getByLabel('Start date')).toHaveValue('2020-03-01');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('dca-invested')).toHaveText(money(e.invested, 'USD'));
  });

  test('daily across two priced days: two purchases against one lump sum', async ({ page, request }) => {
    const current = await livePrice(request, 'usd');
    const e = await expectedDca(request, { from: '2020-03-15', to: '2020-03-16', step: 1, amount: 250, base: 'usd' });
    expect(e.purchases).toBe(2);
    await gotoHydrated(page, '/crypto-profit-calculator/btc?tab=dca&dca_amount=250&every=daily&dca_from=2020-03-15&dca_to=2020-03-16');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expectResult(page, e, current, 'USD', 'daily');
  });

  test('in EUR: each day’s USD price × that day’s EUR rate, valued at the live EUR price', async ({ page, request }) => {
    const current = await livePrice(request, 'eur');
    const e = await expectedDca(request, { from: '2020-03-15', to: '2020-03-16', step: 1, amount: 100, base: 'eur' });
    expect(e.purchases).toBe(2);
    await gotoHydrated(page, '/crypto-profit-calculator/btc?tab=dca&every=daily&dca_from=2020-03-15&dca_to=2020-03-16');
    await page.getByLabel('Base currency').selectOption('eur');
    await expect(page.getByLabel('Amount per purchase (EUR)')).toHaveValue('100');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = await expectResult(page, e, current, 'EUR', 'daily');
    await expect(result.getByTestId('fx-note')).toContainText(
      /^EUR prices use the reference rate of each purchase day \(.+\), .+ EUR per USD/,
    );
    await expect(page).toHaveURL(/&base=eur$/);
  });

  test('exports the calculation as CSV: one row per purchase with its price, source and EUR rate, numbers unrounded', async ({
    page,
    request,
  }) => {
    const e = await expectedDca(request, { from: '2020-03-10', to: '2020-03-16', step: 1, amount: 100, base: 'eur' });
    const range = await getJson<{ points: { date: string; price: number; source: string }[] }>(
      request,
      '/api/historical-range?currency=bitcoin&from=2020-03-10&to=2020-03-16',
    );
    await gotoHydrated(page, '/crypto-profit-calculator/btc?tab=dca&every=daily&dca_from=2020-03-10&dca_to=2020-03-16&base=eur');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByRole('region', { name: 'DCA result' });
    await expect(result.getByTestId('dca-purchases')).toHaveText(String(e.purchases));
    const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: /^Download CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dca-btc-eur-2020-03-\d\d-to-2020-03-\d\d\.csv$/);
    const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    const rows = lines.filter((line) => /^2020-03-\d\d,00:00,/.test(line)).map(csvFields);
    // As a spreadsheet opens it: one row per purchase, each with its price's source and the EUR leg.
    expect(rows).toHaveLength(e.purchases);
    for (const row of rows) {
      const day = range.points.find((p) => p.date === row[0])!;
      expect(Number(row[5]), row[0]).toBe(day.price);
      expect(row[6], row[0]).toBe(day.source);
      expect(Number(row[7]), row[0]).toBeGreaterThan(0);
      expect(row[9], row[0]).toMatch(/\w/);
      // Unrounded: the price in EUR is the USD price times that day's rate, to the last digit.
      expect(Number(row[3]), row[0]).toBe(day.price * Number(row[7]));
    }
    expect(lines).toContain(`Total invested (EUR),${e.invested},amount per purchase × purchases made`);

    // The print view is the same document: a table row per purchase, each naming its source.
    await result.getByRole('button', { name: 'Print view' }).click();
    const purchases = page.getByRole('group', { name: 'Purchases' }).getByRole('table');
    await expect(purchases.getByRole('row')).toHaveCount(e.purchases + 1);
    for (const row of rows)
      await expect(
        purchases.getByRole('row', {
          name: new RegExp(
            `^${new Date(`${row[0]}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} `,
          ),
        }),
      ).toContainText(row[6]!);
    await page.getByRole('button', { name: 'Back to the result' }).click();
    await expect(result.getByTestId('dca-purchases')).toBeVisible();
  });

  test('says what is wrong with the dates', async ({ page }) => {
    await gotoHydrated(page, '/crypto-profit-calculator/btc?tab=dca');
    await page.getByLabel('Start date').fill('2024-05-01');
    await page.getByLabel('End date').fill('2024-04-01');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toHaveText('The start date must be before the end date.');
    await page.getByLabel('Start date').fill('2031-01-01');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('alert')).toHaveText('The start date cannot be after today.');
    await expect(page.getByRole('region', { name: 'DCA result' })).toHaveCount(0);
  });
});
