import { intlLocale, type Locale } from '../i18n/locales';

type Named = { symbol: string; name: string; type?: 'fiat' | 'crypto' | undefined };

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A currency's name as a page in `locale` writes it (decision 017): fiat currencies by the locale's
 * own name where Intl knows it (de "US-Dollar", ja "米ドル"), coins by their own names, which are
 * proper names. English keeps the site's table (the product spec's wording).
 */
export function currencyName(locale: Locale, currency: Named): string {
  if (locale === 'en' || currency.type !== 'fiat') return currency.name;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'currency', fallback: 'none' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(currency.symbol.toUpperCase()) ?? currency.name;
  } catch {
    // Not a well-formed ISO 4217 code: the table's name.
    return currency.name;
  }
}
