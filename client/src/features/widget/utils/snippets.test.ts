import { widgetFramePath } from '@shared/widget';
import { describe, expect, it } from 'vitest';
import { escapeHtml, iframeSnippet, scriptSnippet } from './snippets';
import { CONFIG_DEFAULTS, type WidgetConfig } from './widget-config';

const ORIGIN = 'https://cryptocalc.test';
const config = (patch: Partial<WidgetConfig>): WidgetConfig => ({ ...CONFIG_DEFAULTS, ...patch });

describe('escapeHtml', () => {
  it('escapes what could end an attribute or start a tag', () => {
    expect(escapeHtml(`a&b"c'd<e>f`)).toBe('a&amp;b&quot;c&#39;d&lt;e&gt;f');
  });
});

describe('scriptSnippet', () => {
  it('is the loader and a bare element for the defaults', () => {
    expect(scriptSnippet(ORIGIN, CONFIG_DEFAULTS)).toBe(
      '<script src="https://cryptocalc.test/widget.js" async></script>\n<crypto-converter></crypto-converter>',
    );
  });

  it('writes only the attributes that differ from the defaults, in a fixed order', () => {
    expect(scriptSnippet(ORIGIN, config({ from: 'eth', to: 'eur', amount: '2', theme: 'dark' }))).toBe(
      '<script src="https://cryptocalc.test/widget.js" async></script>\n<crypto-converter from="eth" to="eur" amount="2" theme="dark"></crypto-converter>',
    );
    expect(scriptSnippet(ORIGIN, config({ locale: 'pt-BR', to: 'eur' }))).toContain(
      '<crypto-converter to="eur" locale="pt-BR"></crypto-converter>',
    );
  });

  it('writes compare as a bare boolean attribute, and the iframe a little taller for its line', () => {
    expect(scriptSnippet(ORIGIN, config({ compare: true, to: 'eur' }))).toContain('<crypto-converter to="eur" compare></crypto-converter>');
    expect(iframeSnippet(ORIGIN, config({ compare: true }))).toContain(
      '&amp;compare=1" title="Crypto converter" width="100%" height="400"',
    );
  });

  it('escapes the values it writes', () => {
    expect(scriptSnippet('https://a.test/"><x', config({ from: 'a"b' }))).toBe(
      '<script src="https://a.test/&quot;&gt;&lt;x/widget.js" async></script>\n<crypto-converter from="a&quot;b"></crypto-converter>',
    );
  });
});

describe('iframeSnippet', () => {
  it('frames widgetFramePath in the chosen locale, escaped, and links the pair page under it', () => {
    const chosen = config({ from: 'eth', to: 'eur', amount: '2', theme: 'dark', locale: 'de' });
    const path = widgetFramePath({ from: 'eth', to: 'eur', amount: '2', theme: 'dark', compare: false }, 'de');
    expect(path).toContain('&');
    expect(iframeSnippet(ORIGIN, chosen)).toBe(
      `<iframe src="${ORIGIN}${path.replaceAll('&', '&amp;')}" title="Krypto-Umrechner" width="100%" height="360" style="border:0" loading="lazy"></iframe>\n` +
        `<p><a href="${ORIGIN}/de/eth-to-eur">Kurse von CryptoCalc</a></p>`,
    );
  });

  it('uses English for the automatic language', () => {
    const snippet = iframeSnippet(ORIGIN, CONFIG_DEFAULTS);
    expect(snippet).toContain(`src="${ORIGIN}/widget/converter?from=btc&amp;to=usd&amp;amount=1&amp;theme=auto"`);
    expect(snippet).toContain('title="Crypto converter"');
    expect(snippet).toContain(`<a href="${ORIGIN}/btc-to-usd">Rates by CryptoCalc</a>`);
  });
});
