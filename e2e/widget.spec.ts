import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { LIVE_PORT } from './support/stack';

// Another site embeds the converter (decision 019). The host page is served from a second origin
// (localhost, another port: another site than 127.0.0.1) with a strict CSP of its own.
const SITE = `http://127.0.0.1:${LIVE_PORT}`;

/** The host's own script: records every CSP violation the page reports, so the test can read them. */
const RECORDER =
  "window.violations=[];document.addEventListener('securitypolicyviolation',function(e){window.violations.push(e.violatedDirective+' '+e.blockedURI)});";

const SCRIPT_HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A host page</title><script src="/recorder.js"></script></head>
<body>
<h1>Some blog</h1>
<script src="${SITE}/widget.js" async></script>
<crypto-converter from="btc" to="usd" amount="1"></crypto-converter>
<crypto-converter from="eth" to="eur" amount="2" theme="dark" locale="de"></crypto-converter>
</body></html>`;

const IFRAME_HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A page without scripts</title></head>
<body>
<iframe src="${SITE}/widget/converter?from=btc&amp;to=usd&amp;amount=1&amp;theme=auto" title="Crypto converter" width="100%" height="360" style="border:0" loading="lazy"></iframe>
<p><a href="${SITE}/btc-to-usd">Rates by CryptoCalc</a></p>
<iframe src="${SITE}/widget/converter?from=sol&amp;to=usd&amp;amount=3&amp;theme=light" title="Crypto converter" width="100%" height="360" style="border:0" loading="lazy"></iframe>
</body></html>`;

// Strict: nothing but the host's own script, the loader and the frames. No inline styles, no
// connections, no images: the widget needs none of them from the host.
const SCRIPT_HOST_CSP = `default-src 'none'; script-src 'self' ${SITE}/widget.js; frame-src ${SITE}`;
const IFRAME_HOST_CSP = `default-src 'none'; frame-src ${SITE}`;

let host: Server;
let hostUrl: string;

test.beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.url === '/recorder.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(RECORDER);
    const [html, csp] = req.url === '/no-scripts' ? [IFRAME_HOST, IFRAME_HOST_CSP] : [SCRIPT_HOST, SCRIPT_HOST_CSP];
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp }).end(html);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

/** A frame's result in any locale: "209,200.00 USD" and "7.200,00 EUR" → 209200 and 7200. */
async function resultValue(frame: FrameLocator): Promise<number> {
  const digits = ((await frame.getByTestId('conversion-result').textContent()) ?? '').replace(/[^\d.,]/g, '');
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  // The last mark is the decimal one unless three digits follow it (a grouping mark).
  if (last === -1 || digits.length - last - 1 === 3) return Number(digits.replace(/[.,]/g, ''));
  return Number(`${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`);
}

async function liveRate(from: string, to: string): Promise<number> {
  const res = await fetch(`${SITE}/api/v1/convert?from=${from}&to=${to}`);
  return ((await res.json()) as { rate: number }).rate;
}

function widgetFrame(page: Page, index: number): FrameLocator {
  // Playwright's CSS locators pierce the loader's open shadow root.
  return page.locator('crypto-converter').nth(index).locator('iframe').contentFrame();
}

test('a page on another origin shows two live converters from the three-line snippet, under a strict CSP', async ({ page }) => {
  await page.goto(`${hostUrl}/`);
  const first = widgetFrame(page, 0);
  const second = widgetFrame(page, 1);

  // Both convert, each its own pair, the second in German.
  await expect(first.getByTestId('exchange-rate')).toContainText('1 BTC =');
  await expect(second.getByTestId('exchange-rate')).toContainText('1 ETH =');
  await expect(second.getByRole('textbox', { name: 'Betrag' })).toHaveValue('2');
  const btcUsd = await liveRate('bitcoin', 'usd');
  await expect.poll(() => resultValue(first)).toBeCloseTo(btcUsd, 0);

  // A visitor types an amount inside the first widget: it converts there, the second is untouched.
  await first.getByRole('textbox', { name: 'Amount' }).fill('3');
  await expect.poll(() => resultValue(first)).toBeCloseTo(3 * btcUsd, 0);
  const ethEur = await liveRate('ethereum', 'eur');
  await expect.poll(() => resultValue(second)).toBeCloseTo(2 * ethEur, 0);

  // The attribution: plain visible text outside the frames, linking to the pair's page.
  const links = page.locator('crypto-converter a');
  await expect(links.nth(0)).toHaveText('Rates by CryptoCalc');
  await expect(links.nth(0)).toHaveAttribute('href', `${SITE}/btc-to-usd`);
  await expect(links.nth(1)).toHaveText('Kurse von CryptoCalc');
  await expect(links.nth(1)).toHaveAttribute('href', `${SITE}/de/eth-to-eur`);

  // The second asked for the dark theme; the frames fit their content (no inner scrollbar).
  await expect(second.locator('html')).toHaveClass(/\bdark\b/);
  const frameBox = await page.locator('crypto-converter').nth(0).locator('iframe').boundingBox();
  const contentHeight = await first
    .locator('body')
    .evaluate((body) => Math.ceil(body.ownerDocument.documentElement.getBoundingClientRect().height));
  expect(Math.abs(frameBox!.height - contentHeight)).toBeLessThanOrEqual(1);

  // Attributes update live, without reloading the frame.
  const src = await page.locator('crypto-converter').nth(0).locator('iframe').getAttribute('src');
  await page
    .locator('crypto-converter')
    .nth(0)
    .evaluate((el) => {
      el.setAttribute('to', 'eur');
      el.setAttribute('amount', '0.5');
    });
  await expect(first.getByTestId('exchange-rate')).toContainText('EUR');
  await expect(first.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.5');
  const btcEur = await liveRate('bitcoin', 'eur');
  await expect.poll(() => resultValue(first)).toBeCloseTo(0.5 * btcEur, 0);
  expect(await page.locator('crypto-converter').nth(0).locator('iframe').getAttribute('src')).toBe(src);
  await expect(links.nth(0)).toHaveAttribute('href', `${SITE}/btc-to-eur`);

  // No exchange comparison unless the host asks for it; the compare attribute adds its line in place.
  await expect(first.getByTestId('exchange-quote-line')).toHaveCount(0);
  await page
    .locator('crypto-converter')
    .nth(0)
    .evaluate((el) => el.setAttribute('compare', ''));
  await expect(first.getByTestId('exchange-quote-line')).toContainText(/^On an exchange: /);
  expect(await page.locator('crypto-converter').nth(0).locator('iframe').getAttribute('src')).toBe(src);

  // A new language renders the frame again, in a new frame: the host page's history gains no entry.
  const history = await page.evaluate(() => window.history.length);
  await page
    .locator('crypto-converter')
    .nth(0)
    .evaluate((el) => el.setAttribute('locale', 'ja'));
  await expect(first.getByRole('textbox', { name: '数量' })).toHaveValue('0.5');
  await expect(links.nth(0)).toHaveAttribute('href', `${SITE}/ja/btc-to-eur`);
  expect(await page.evaluate(() => window.history.length)).toBe(history);

  // The host's policy was never asked for more than it grants.
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('pages that strip scripts embed it with a plain iframe: two frames, each converting', async ({ page }) => {
  await page.goto(`${hostUrl}/no-scripts`);
  const frames = page.locator('iframe');
  const btc = frames.nth(0).contentFrame();
  const sol = frames.nth(1).contentFrame();
  await expect(btc.getByTestId('exchange-rate')).toContainText('1 BTC =');
  await expect(sol.getByTestId('exchange-rate')).toContainText('1 SOL =');
  const solUsd = await liveRate('solana', 'usd');
  await expect.poll(() => resultValue(sol)).toBeCloseTo(3 * solUsd, 1);
  await sol.getByRole('textbox', { name: 'Amount' }).fill('10');
  await expect.poll(() => resultValue(sol)).toBeCloseTo(10 * solUsd, 1);
  await expect(page.getByRole('link', { name: 'Rates by CryptoCalc' })).toBeVisible();
});

test('the configurator previews the real widget and writes the snippet for what is chosen', async ({ page }) => {
  await page.goto('/widget');
  const preview = page.locator('crypto-converter');
  const frame = preview.locator('iframe').contentFrame();
  // The preview works from the first paint (the loader upgrades the server's element).
  await expect(frame.getByTestId('exchange-rate')).toContainText('1 BTC =');

  // The pointer reaching the form loads the configurator's code; then the preview follows the fields.
  await page.getByLabel('From', { exact: true }).hover();
  await expect(page.locator('#widget-configurator')).toHaveAttribute('data-interactive', 'true');
  await page.getByLabel('From', { exact: true }).selectOption('eth');
  await expect(preview).toHaveAttribute('from', 'eth');
  await expect(frame.getByTestId('exchange-rate')).toContainText('1 ETH =');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(frame.locator('html')).toHaveClass(/\bdark\b/);

  const code = page.locator('pre code').first();
  await expect(code).toContainText(`<script src="${SITE}/widget.js" async></script>`);
  await expect(code).toContainText('<crypto-converter from="eth" theme="dark"></crypto-converter>');
});
