import { describe, expect, it } from 'vitest';
import { offlinePageHtml, sortSavedPages, titleOf } from './offline-page';

describe('offline page', () => {
  it('says the page is not saved and links the saved pages, home first', () => {
    const html = offlinePageHtml('/eth-to-gbp', [
      { path: '/eth-to-eur', title: 'ETH to EUR | Convert Ethereum to Euro' },
      { path: '/', title: 'Crypto Calculator and Converter | Real-Time Rates' },
    ]);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('(<code>/eth-to-gbp</code>) has not been opened on this device yet');
    expect(html.indexOf('href="/"')).toBeLessThan(html.indexOf('href="/eth-to-eur"'));
    expect(html).toContain('<a href="/eth-to-eur">ETH to EUR | Convert Ethereum to Euro</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it('says so when nothing is saved yet', () => {
    expect(offlinePageHtml('/', [])).toContain('No page is saved on this device yet.');
  });

  it('escapes the address and titles it shows', () => {
    const html = offlinePageHtml('/"><img src=x>', [{ path: '/a', title: '<b>&</b>' }]);
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('reads a saved page’s title as text', () => {
    expect(titleOf('<head><title>BTC &amp; ETH &lt;live&gt;</title></head>')).toBe('BTC & ETH <live>');
    expect(titleOf('<p>no title</p>')).toBeNull();
  });

  it('sorts by title after the home page', () => {
    const sorted = sortSavedPages([
      { path: '/b', title: 'B' },
      { path: '/a', title: 'A' },
      { path: '/', title: 'Home' },
    ]);
    expect(sorted.map((p) => p.path)).toEqual(['/', '/a', '/b']);
  });
});
