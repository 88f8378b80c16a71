// Serves a variant's client build with server-rendered pages and hydrates them in Chromium:
// any console error or page error (a hydration mismatch included) fails the locale.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
const { chromium } = await import(new URL('../../../node_modules/playwright-core/index.mjs', import.meta.url).href);

const variantDir = process.argv[2];
const locales = (process.argv[3] ?? 'en,de,fr,ru,ja,zh-Hans').split(',');
const client = join(variantDir, 'dist/client');
const template = readFileSync(join(client, 'index.html'), 'utf8');
const { render } = await import(pathToFileURL(join(variantDir, 'dist/server/entry-server.js')).href);

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const file = join(client, url.pathname);
  if (url.pathname.startsWith('/assets/') && existsSync(file)) {
    res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' });
    return res.end(readFileSync(file));
  }
  const m = /^\/([A-Za-z-]+)\/btc-to-usd$/.exec(url.pathname);
  const locale = m ? m[1] : 'en';
  const [app, after = ''] = (await render(locale)).split('<!--catalog-->');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(template.replace('<html lang="en">', `<html lang="${locale}">`).replace('<!--app-->', app).replace('</body>', `${after}</body>`));
});
await new Promise((r) => server.listen(0, r));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let failed = false;
for (const locale of locales) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text().slice(0, 300)));
  page.on('pageerror', (err) => errors.push(String(err).slice(0, 300)));
  const path = locale === 'en' ? '/btc-to-usd' : `/${locale}/btc-to-usd`;
  await page.goto(`http://localhost:${port}${path}`);
  await page
    .waitForFunction(
      () =>
        document.getElementById('root')?._reactRootContainer !== undefined ||
        Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer')),
      null,
      { timeout: 5000 },
    )
    .catch(() => errors.push('never hydrated'));
  await page.waitForTimeout(300);
  const h1 = await page.textContent('h1');
  console.log(`${locale}: ${errors.length ? `FAIL ${errors.join(' | ')}` : 'hydrated, no errors'} — h1 "${h1}"`);
  if (errors.length) failed = true;
  await page.close();
}
await browser.close();
server.close();
process.exitCode = failed ? 1 : 0;
