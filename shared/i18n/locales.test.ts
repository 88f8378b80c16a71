import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { DEFAULT_LOCALE, intlLocale, LOCALES, localePrefix, localizedPath, preferredLocale, splitLocale } from './locales';

const PATHS = [
  '/',
  '/btc-to-usd',
  '/eth-to-usd/0.5',
  '/usd-to-btc',
  '/crypto-profit-calculator',
  '/crypto-profit-calculator/eth',
  '/about',
  '/no-such-page',
];

describe('locales', () => {
  it('has English and at least ten others, each with its own lower-case prefix', () => {
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(LOCALES.length).toBeGreaterThanOrEqual(11);
    const prefixes = LOCALES.map(localePrefix);
    expect(prefixes[0]).toBe('');
    expect(new Set(prefixes).size).toBe(LOCALES.length);
    for (const prefix of prefixes.slice(1)) expect(prefix).toMatch(/^\/[a-z]{2}(?:-[a-z]+)?$/);
    expect(localePrefix('pt-BR')).toBe('/pt-br');
    expect(localePrefix('zh-Hans')).toBe('/zh-hans');
  });

  it('every locale’s path splits back to the locale and the same route', () => {
    for (const locale of LOCALES) {
      for (const path of PATHS) {
        const localized = localizedPath(path, locale);
        expect(splitLocale(localized)).toEqual({ locale, path });
        expect(matchRoute(splitLocale(localized).path)).toEqual(matchRoute(path));
      }
    }
    expect(localizedPath('/', 'ja')).toBe('/ja');
    expect(splitLocale('/ja/')).toEqual({ locale: 'ja', path: '/' });
  });

  it('keeps English at the root: no /en/ prefix, other spellings are no locale, tickers are not locales', () => {
    expect(splitLocale('/en/btc-to-usd')).toEqual({ locale: 'en', path: '/en/btc-to-usd' });
    expect(splitLocale('/DE/btc-to-usd')).toEqual({ locale: 'en', path: '/DE/btc-to-usd' });
    expect(splitLocale('/pt_br/about')).toEqual({ locale: 'en', path: '/pt_br/about' });
    // SPACE ID's ticker is ID: a pair segment is never a locale.
    expect(splitLocale('/id-to-usd')).toEqual({ locale: 'en', path: '/id-to-usd' });
    expect(splitLocale('/id/id-to-usd')).toEqual({ locale: 'id', path: '/id-to-usd' });
  });

  it('formats English as en-US and every other locale by its own tag', () => {
    expect(intlLocale('en')).toBe('en-US');
    for (const locale of LOCALES.slice(1)) expect(Intl.NumberFormat.supportedLocalesOf([intlLocale(locale)])).toEqual([intlLocale(locale)]);
  });

  it("picks the visitor's language among the served ones: exact tag, then the language, Simplified Chinese only", () => {
    const all = LOCALES;
    expect(preferredLocale(['de-AT', 'en'], all)).toBe('de');
    expect(preferredLocale(['pt-PT'], all)).toBe('pt-BR');
    expect(preferredLocale(['pt-BR'], all)).toBe('pt-BR');
    expect(preferredLocale(['zh-CN'], all)).toBe('zh-Hans');
    expect(preferredLocale(['zh'], all)).toBe('zh-Hans');
    expect(preferredLocale(['zh-TW', 'ja'], all)).toBe('ja');
    expect(preferredLocale(['zh-Hant-HK'], all)).toBeNull();
    expect(preferredLocale(['it-IT', 'fr-CH'], all)).toBe('fr');
    expect(preferredLocale(['en-GB', 'de'], all)).toBe('en');
    expect(preferredLocale(['nl', 'sv'], all)).toBeNull();
    // Only what is published is offered.
    expect(preferredLocale(['de'], ['en', 'ja'])).toBeNull();
  });
});
