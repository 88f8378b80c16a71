import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';
import { OFFLINE_BASE_URL } from './support/stack';

// A price chart on every pair page, loaded when it scrolls near, drawn from the fake
// CoinGecko's /market_chart: hourly for 7 days (169 points), 5-minutely for 24 hours (289),
// hourly for 30 days (721, sent as 400), daily for a year (366). The live server is keyless,
// so "max" is the plan's 365 days. The last point is the fake's current ETH price in EUR:
// 4,000 USD × 0.9 = 3,600 EUR.

const CHART_CHUNK = /\/assets\/pair-chart-[\w-]+\.js$/;

function chart(page: Page) {
  const section = page.getByRole('region', { name: 'ETH to EUR price chart' });
  return {
    section,
    plot: section.getByTestId('price-plot'),
    readout: section.getByTestId('chart-readout'),
    range: (name: string) => section.getByRole('radio', { name }),
    tableToggle: section.getByRole('button', { name: /^(Show|Hide) data table$/ }),
    rows: section.getByRole('table').locator('tbody tr'),
  };
}

test('/eth-to-eur loads its chart only when scrolled to, and every range ends at the current price', async ({ page, request }) => {
  const html = await (await request.get('/eth-to-eur')).text();
  expect(html).toContain('ETH to EUR price chart');
  expect(html).not.toMatch(/pair-chart-[\w-]+\.js/);

  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await gotoHydrated(page, '/eth-to-eur');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toEqual([]);

  const c = chart(page);
  await c.section.scrollIntoViewIfNeeded();
  await expect(c.plot).toBeVisible();
  expect(scripts.filter((path) => CHART_CHUNK.test(path))).toHaveLength(1);

  await expect(c.range('7d')).toHaveAttribute('aria-checked', 'true');
  await expect(c.section.getByText('3,600.00 EUR', { exact: true })).toBeVisible();
  await c.tableToggle.click();
  await expect(c.tableToggle).toHaveAttribute('aria-expanded', 'true');

  for (const [range, points, rows] of [
    ['7d', 169, 29], // every 6 hours
    ['24h', 289, 25], // hourly
    ['30d', 400, 31], // daily
    ['1y', 366, 53], // weekly
    ['Max', 366, 53],
  ] as const) {
    await c.range(range).click();
    await expect(c.range(range)).toHaveAttribute('aria-checked', 'true');
    await expect(c.plot).toHaveAttribute('data-points', String(points));
    await expect(c.rows).toHaveCount(rows);
    await expect(c.rows.last()).toContainText('3,600.00');
  }
});

test('the chart is usable from the keyboard: ranges by arrow keys, prices read out point by point', async ({ page }) => {
  await gotoHydrated(page, '/eth-to-eur');
  const c = chart(page);
  await c.section.scrollIntoViewIfNeeded();
  await expect(c.plot).toHaveAttribute('data-points', '169');

  await c.range('7d').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(c.range('24h')).toBeFocused();
  await expect(c.plot).toHaveAttribute('data-points', '289');

  await page.keyboard.press('Tab');
  await expect(c.plot).toBeFocused();
  await expect(c.readout).toHaveText(/: 3,600\.00 EUR$/);
  await page.keyboard.press('Home');
  const first = await c.readout.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(c.readout).not.toHaveText(first ?? '');
  await expect(c.readout).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M: [\d,]+\.\d{2} EUR$/);
  await expect(c.section.getByTestId('chart-marker')).toBeVisible();
});

test('the home page and fixed-amount pages have no chart', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('region', { name: /price chart$/ })).toHaveCount(0);
  await gotoHydrated(page, '/eth-to-eur/2');
  await expect(page.getByRole('region', { name: /price chart$/ })).toHaveCount(0);
});

test('without an upstream the chart says it is not available, with a Retry button', async ({ page }) => {
  await gotoHydrated(page, `${OFFLINE_BASE_URL}/btc-to-usd`);
  const section = page.getByRole('region', { name: 'BTC to USD price chart' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('alert')).toHaveText('The price chart is not available right now. Please try again in a minute.');
  await expect(section.getByRole('button', { name: 'Retry' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the chart with its table open has no serious axe finding (${theme}) and logs no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/eth-to-eur');
    const c = chart(page);
    await c.section.scrollIntoViewIfNeeded();
    await expect(c.plot).toBeVisible();
    await c.tableToggle.click();
    await expect(c.rows.last()).toContainText('3,600.00');
    await c.plot.focus();
    await page.keyboard.press('Home');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode(true)
      .include('section[aria-labelledby]')
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
