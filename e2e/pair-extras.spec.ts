import { expect, type APIRequestContext, test } from '@playwright/test';
import { converter, gotoHydrated, openConverter } from './support/converter';

// The 24-hour change for the visitor's amount, several targets at once (remembered),
// amounts in sats. The fake CoinGecko: ETH −1.2 % and BTC +2.5 % over 24 hours, fiat fixed.

const format = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value);

async function rateOf(request: APIRequestContext, from: string, to: string, type = 'crypto-to-fiat') {
  const body = (await (await request.get(`/api/convert?from=${from}&to=${to}&type=${type}`)).json()) as { rate: number; change24h: number };
  return body;
}

test('the 24-hour change is given in money and % for the amount typed', async ({ page, request }) => {
  const quote = await rateOf(request, 'ethereum', 'eur');
  expect(quote.change24h).toBeCloseTo(-0.012, 10);
  const c = await openConverter(page, '/eth-to-eur');
  await c.amount.fill('0.5');
  const value = 0.5 * quote.rate;
  const lost = value - value / (1 + quote.change24h);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(Math.abs(lost));
  await expect(page.getByTestId('day-change')).toHaveText(`0.5 ETH: ▼ −${money} (−1.20%) since yesterday`);
});

test('extra currencies show the amount in each at its own rate, and are remembered', async ({ page, request }) => {
  const [gbp, jpy, btc] = await Promise.all([
    rateOf(request, 'ethereum', 'gbp'),
    rateOf(request, 'ethereum', 'jpy'),
    rateOf(request, 'ethereum', 'bitcoin', 'crypto-to-crypto'),
  ]);
  const c = await openConverter(page, '/eth-to-eur');
  await c.amount.fill('2');
  await page.getByRole('button', { name: 'Show in more currencies' }).click();
  const add = page.getByRole('combobox', { name: /^Add a currency/ });
  await expect(add).toBeFocused();
  await add.selectOption({ label: 'GBP — British Pound' });
  await add.selectOption('jpy');
  await add.selectOption('bitcoin');

  const extras = page.getByTestId('extra-targets');
  await expect(extras.getByRole('heading', { name: '2 ETH is also' })).toBeVisible();
  await expect(page.getByTestId('extra-target-gbp').getByTestId('extra-value')).toHaveText(format(2 * gbp.rate));
  await expect(page.getByTestId('extra-target-jpy').getByTestId('extra-value')).toHaveText(format(2 * jpy.rate));
  const sats = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(2 * btc.rate * 1e8);
  await expect(page.getByTestId('extra-target-bitcoin')).toContainText(`(${sats} sats)`);
  // The address shares the list; the next visit to any pair page remembers it.
  await expect(page).toHaveURL(/\/eth-to-eur\?also=gbp,jpy,btc&amount=2$/);

  await gotoHydrated(page, '/sol-to-usd');
  await expect(page.getByTestId('extra-target-gbp')).toBeVisible();
  await expect(page.getByTestId('extra-target-bitcoin')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Japanese Yen (JPY)' }).click();
  await expect(page.getByTestId('extra-target-jpy')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('extra-target-gbp')).toBeVisible();
  await expect(page.getByTestId('extra-target-jpy')).toHaveCount(0);
});

test('at most five extra currencies; the main pair is never offered again', async ({ page }) => {
  await gotoHydrated(page, '/eth-to-eur?also=usd,gbp,jpy,chf,cad,aud');
  const rows = page.getByTestId('extra-targets').getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('You can show up to 5 more currencies; remove one to add another.')).toBeVisible();
  await page.getByRole('button', { name: /^Remove US Dollar/ }).click();
  const add = page.getByRole('combobox', { name: /^Add a currency/ });
  await expect(add.locator('option[value="eur"]')).toHaveCount(0);
  await expect(add.locator('option[value="ethereum"]')).toHaveCount(0);
  await expect(add.locator('option[value="gbp"]')).toHaveCount(0);
});

test('a BTC result and a BTC amount are also shown in sats', async ({ page, request }) => {
  const usdBtc = await rateOf(request, 'usd', 'bitcoin');
  const c = await openConverter(page, '/usd-to-btc');
  await c.amount.fill('25');
  const sats = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(25 * usdBtc.rate * 1e8);
  await expect(page.getByTestId('result-sats')).toHaveText(`${sats} sats`);
  await openConverter(page, '/btc-to-usd');
  await converter(page).amount.fill('0.001');
  await expect(page.getByText('0.001 BTC (100,000 sats) =')).toBeVisible();
});

test('2 ETH on 2021-11-10 into EUR, GBP and JPY at once: that day’s price × that day’s FX, sources named, link shared', async ({
  page,
  request,
  context,
}) => {
  const day = '2021-11-10';
  const eth = (await (await request.get(`/api/historical-price?currency=ethereum&date=${day}`)).json()) as { price: number };
  const dateRate = async (to: string) => {
    const res = await request.get(`/api/convert-on-date?from=ethereum&to=${to}&date=${day}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { rate: number }).rate;
  };
  for (const to of ['eur', 'gbp', 'jpy']) {
    const fx = (await (await request.get(`/api/historical-fx?currency=${to}&from=${day}`)).json()) as { points: { perUsd: number }[] };
    expect(await dateRate(to)).toBeCloseTo(eth.price * fx.points[0]!.perUsd, 6);
  }

  await gotoHydrated(page, `/eth-to-eur/2?date=${day}&also=gbp,jpy`);
  // The page's headline answers the shared question too: the day's value, not today's.
  await expect(page.getByTestId('fixed-amount-value')).toHaveText(`2 ETH = ${format(2 * (await dateRate('eur')))} EUR`);
  await expect(page.getByTestId('fixed-amount-date')).toHaveText(/^Prices of November 10, 2021 \(.*ECB via Frankfurter.*\)\.$/);
  const result = page.getByRole('region', { name: 'Conversion on November 10, 2021' });
  await expect(result.getByText('2 ETH on November 10, 2021 =')).toBeVisible();
  await expect(result.getByTestId('conversion-result')).toHaveText(`${format(2 * (await dateRate('eur')))} EUR`);
  await expect(result.getByTestId('date-sources')).toContainText('ECB via Frankfurter');
  await expect(result.getByTestId('date-sources')).toContainText('ETH: $');
  await expect(page.getByTestId('extra-target-gbp').getByTestId('extra-value')).toHaveText(format(2 * (await dateRate('gbp'))));
  await expect(page.getByTestId('extra-target-jpy').getByTestId('extra-value')).toHaveText(format(2 * (await dateRate('jpy'))));
  // No 24-hour change or refresh for a past day.
  await expect(page.getByTestId('day-change')).toHaveCount(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link to this conversion' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:5310/eth-to-eur/2?date=${day}&also=gbp,jpy`);

  await page.getByRole('button', { name: 'Back to today’s rate' }).click();
  await expect(page).toHaveURL(/\/eth-to-eur\/2\?also=gbp,jpy$/);
  await expect(page.getByTestId('day-change')).toBeVisible();
  await expect(page.getByTestId('fixed-amount-date')).toHaveCount(0);
  await expect(page.getByText(/^Prices as of /)).toBeVisible();
});

test('choosing a date in the field puts it in the address; an impossible day is explained', async ({ page }) => {
  await openConverter(page, '/btc-to-usd');
  await page.getByRole('button', { name: 'Convert at a past date' }).click();
  const field = page.getByLabel('Date (optional)');
  await field.fill('2020-03-15');
  await expect(page).toHaveURL(/\/btc-to-usd\?date=2020-03-15$/);
  await expect(page.getByRole('region', { name: 'Conversion on March 15, 2020' }).getByTestId('conversion-result')).toBeVisible();
  await field.fill('2009-01-01');
  await expect(page.getByText('Choose a day from 2010-07-17 to today.')).toBeVisible();
});

test('a day without a price says so, with a way back', async ({ page }) => {
  await gotoHydrated(page, '/sol-to-usd?date=2015-01-01');
  const region = page.getByRole('region', { name: 'Conversion on January 1, 2015' });
  await expect(region.getByText('We could not convert at the prices of January 1, 2015.')).toBeVisible();
  await region.getByRole('button', { name: 'Back to today’s rate' }).click();
  await expect(page.getByTestId('conversion-result')).toBeVisible();
});
