import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedPage } from './prepared-page';

// A page-like text: repetitive markup with enough variety that the quality levels differ.
const html = `<!doctype html><html><head><title>BTC to USD</title></head><body>${Array.from(
  { length: 3000 },
  (_, i) => `<tr><td class="amount">${i} BTC</td><td class="value">${(i * 91_234.56).toFixed(2)} USD</td></tr>`,
).join('')}</body></html>`;

describe('a prepared page', () => {
  it('keeps one Brotli and one gzip body of the same HTML, made on first use', () => {
    const page = new PreparedPage(html, 200);
    const br = page.brotli();
    expect(page.brotli()).toBe(br);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip()).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(page.gzip().length);
  });

  it('a page kept for minutes gets the smallest Brotli body once it is made in the background', async () => {
    const stored = new PreparedPage(html, 200, new Date(), true);
    const quick = stored.brotli();
    await expect.poll(() => stored.brotli() !== quick, { timeout: 5_000 }).toBe(true);
    const best = stored.brotli();
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString('utf8')).toBe(html);
    // A live render keeps its quick body.
    const live = new PreparedPage(html, 200);
    const body = live.brotli();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.brotli()).toBe(body);
  });
});
