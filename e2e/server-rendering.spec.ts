import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/converter';

/** What a crawler sees: the first response's HTML, no JavaScript run. */
async function rawHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}

const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('server-rendered HTML (no JavaScript)', () => {
  test('/btc-to-usd carries its head and the converter with the rate at render time', async ({ page }) => {
    const html = await rawHtml(page, '/btc-to-usd');
    expect(head(html, /<title>([^<]*)<\/title>/)).toContain('BTC to USD');
    expect(head(html, /<meta name="description" content="([^"]*)"/)).toContain('1 BTC = 100,000.00 USD');
    expect(head(html, /<link rel="canonical" href="([^"]*)"/)).toMatch(/\/btc-to-usd$/);
    expect(html).toContain('<meta property="og:updated_time"');
    const text = textOf(html);
    expect(text).toContain('Crypto Calculator and Converter Tool');
    expect(text).toContain('1 BTC = 100,000.00 USD');
    expect(text).toContain('Popular Bitcoin to USD Conversions');
    expect(text).toContain('Bitcoin (BTC) to USD Converter');
    expect(text).toContain('How to Use Our BTC to USD Converter Tool');
  });

  test('/eth-to-usd/0.5 shows the fixed amount converted, and its article', async ({ page }) => {
    const html = await rawHtml(page, '/eth-to-usd/0.5');
    expect(head(html, /<title>([^<]*)<\/title>/)).toMatch(/0\.5 ETH/);
    const text = textOf(html);
    expect(text).toContain('0.5 ETH = 2,000.00 USD');
    expect(text).toContain('About 0.5 ETH');
  });

  test('/sol-to-usd shows the Solana guide', async ({ page }) => {
    const text = textOf(await rawHtml(page, '/sol-to-usd'));
    expect(text).toContain('Solana (SOL) to USD Converter');
    expect(text).toContain('Frequently Asked Questions');
  });

  test('/about carries its own title and text', async ({ page }) => {
    const html = await rawHtml(page, '/about');
    expect(head(html, /<title>([^<]*)<\/title>/)).toMatch(/About/);
    expect(head(html, /<link rel="canonical" href="([^"]*)"/)).toMatch(/\/about$/);
    expect(textOf(html)).toMatch(/About/);
  });

  test('/methodology carries its own title, canonical and h1', async ({ page }) => {
    const html = await rawHtml(page, '/methodology');
    expect(head(html, /<title>([^<]*)<\/title>/)).toBe('How We Calculate Prices | Crypto Calculator and Converter');
    expect(head(html, /<link rel="canonical" href="([^"]*)"/)).toMatch(/\/methodology$/);
    expect(textOf(head(html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? '').trim()).toBe('How We Calculate Prices');
    expect(textOf(html)).toContain('Median of 6 sources');
  });

  test('a script in the path comes back escaped, in the head and in the page', async ({ page }) => {
    const response = await page.request.get('/x%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E-to-usd');
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"><script>');
  });
});

test.describe('hydration', () => {
  /** Collects every console error and uncaught error; React reports mismatches through both. */
  function collectErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      // Coin logos are on another host, unreachable here; that is not the page's fault.
      // The not-found page's own 404 status is reported as a failed resource; that is intended.
      const expected = /net::ERR_|status of 404/.test(message.text());
      if (message.type() === 'error' && !expected) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  // Another time zone than the server's, so local-time rendering would show up as a mismatch.
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  for (const path of [
    '/',
    '/btc-to-usd',
    '/eth-to-usd',
    '/eth-to-usd/0.5',
    '/eth-to-eur/2?date=2021-11-10&also=gbp,jpy',
    '/sol-to-usd',
    '/ltc-to-usd',
    '/ja/eth-to-usd',
    '/de/btc-to-eur',
    '/btc-to-usd/1',
    '/usd-to-btc',
    '/doge-to-eur',
    '/about',
    '/methodology',
    '/contact',
    '/crypto-profit-calculator/eth',
    '/nope',
    '/debug-seo',
  ]) {
    // Every deferred part too (the page text hydrates from text its data only names).
    test(`${path} hydrates without a warning`, async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, path);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the check is not vacuous: a page whose HTML differs from the app is reported', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Skip to content', 'Skip to the page');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect.poll(() => errors.join('\n')).toMatch(/Hydration|#418|#425/);
  });
});
