import { LOCALES, localizedPath } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { localeOf, offlinePageHtml, sortSavedPages, titleOf } from './offline-page';

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

  it('speaks German at a German address', () => {
    const html = offlinePageHtml('/de/eth-to-gbp', [
      { path: '/de/eth-to-eur', title: 'ETH in EUR | Ethereum in Euro umrechnen' },
      { path: '/de', title: 'Krypto-Rechner' },
      { path: '/btc-to-usd', title: 'BTC to USD' },
    ]);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Sie sind offline | CryptoCalc</title>');
    expect(html).toContain('<h1>Sie sind offline</h1>');
    expect(html).toContain('Diese Seite (<code>/de/eth-to-gbp</code>) wurde auf diesem Gerät noch nicht geöffnet');
    expect(html).toContain('<a href="/de/eth-to-gbp">Versuchen Sie es erneut</a>, sobald Sie wieder online sind.');
    expect(html).toContain('<h2>Auf diesem Gerät gespeichert</h2>');
    // The German home first, labelled in German; an English page last, marked as English.
    expect(html).toContain('<ul><li><a href="/de">Umrechner (Startseite)</a></li><li><a href="/de/eth-to-eur">');
    expect(html).toContain('<li><a href="/btc-to-usd" lang="en">BTC to USD</a></li></ul>');
    expect(html).not.toContain('You are offline');
    expect(offlinePageHtml('/de/', [])).toContain('Auf diesem Gerät ist noch keine Seite gespeichert.');
  });

  it('has every locale’s words, and English at an address with no locale prefix', () => {
    const english = offlinePageHtml('/eth-to-gbp', []);
    for (const locale of LOCALES) {
      const html = offlinePageHtml(localizedPath('/eth-to-gbp?amount=2', locale), [{ path: localizedPath('/', locale), title: 'Home' }]);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(/<title>[^<|]+ \| CryptoCalc<\/title>/);
      expect(html).toContain(`<a href="${localizedPath('/eth-to-gbp?amount=2', locale)}">`);
      expect(html).not.toContain('>Home<');
      if (locale !== 'en') expect(html.replace(/<code>[^<]*<\/code>/, '')).not.toContain(english.match(/<h1>(.*)<\/h1>/)?.[1]);
    }
    // Only the exact lower-case prefix is a locale: /DE/… and /en/… are English's paths.
    expect(offlinePageHtml('/DE/eth-to-gbp', [])).toContain('<html lang="en">');
    expect(localeOf('/pt-br/btc-to-usd?x=/de/')).toBe('pt-BR');
    expect(localeOf('/zh-hans')).toBe('zh-Hans');
    expect(localeOf('/ja?amount=1')).toBe('ja');
  });

  it('lists the page’s own locale first', () => {
    const sorted = sortSavedPages(
      [
        { path: '/', title: 'Home' },
        { path: '/fr/b', title: 'B' },
        { path: '/a', title: 'A' },
        { path: '/fr', title: 'Accueil' },
        { path: '/fr/a', title: 'C' },
      ],
      'fr',
    );
    expect(sorted.map((p) => p.path)).toEqual(['/fr', '/fr/b', '/fr/a', '/a', '/']);
  });
});
