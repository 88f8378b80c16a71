import { intlLocale, type Locale } from '@shared/i18n/locales';

const formats = new Map<Locale, Intl.ListFormat>();

/**
 * Alternatives joined as the page's language joins them: "A or B", "A, B or C" (de "A, B oder C",
 * ja "A、B、またはC"). English keeps the site's own form, without a comma before "or" (en-GB's).
 */
function orFormat(locale: Locale): Intl.ListFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), { type: 'disjunction' });
    formats.set(locale, format);
  }
  return format;
}

export function orList(locale: Locale, items: readonly string[]): string {
  return orFormat(locale).format(items);
}

/**
 * The same list as pieces, for items that are elements (links): each item's index in order, and
 * the words between them as text.
 */
export function orListParts(locale: Locale, count: number): (number | string)[] {
  let next = 0;
  return orFormat(locale)
    .formatToParts(Array.from({ length: count }, (_, i) => String(i)))
    .map((part) => (part.type === 'element' ? next++ : part.value));
}
