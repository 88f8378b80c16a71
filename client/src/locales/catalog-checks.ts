import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { parse as parseIcu, type Token } from '@messageformat/parser';
import type { Locale } from '@shared/i18n/locales';

/**
 * What makes a translated message safe to show (docs/decisions/017): the same placeholders and
 * numbered tags as its English, and plural forms for exactly the locale's categories. Used by
 * catalogs.test.ts and by `tsx scripts/check-catalog.ts <locale>` while translating.
 */

const po = formatter({ lineNumbers: false });

export function readCatalog(dir: string, locale: Locale): CatalogType {
  const content = readFileSync(join(dir, locale, 'messages.po'), 'utf8');
  return po.parse(content, { locale, sourceLocale: 'en', filename: `${locale}/messages.po` }) as CatalogType;
}

/** The argument names, plural cases and numbered tags a message uses. */
function shape(message: string, locale: Locale) {
  const args = new Set<string>();
  const plurals: { arg: string; keys: string[] }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        args.add(token.arg);
        if (token.type !== 'select') plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parseIcu(message, { cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories, strict: false }));
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();
  return { args: [...args].sort(), plurals, tags };
}

/** Every problem of a locale's catalog against English's; untranslated messages only when `requireAll`. */
export function catalogProblems(
  locale: Locale,
  catalog: CatalogType,
  english: CatalogType,
  { requireAll }: { requireAll: boolean },
): string[] {
  const problems: string[] = [];
  const missing = Object.keys(english).filter((id) => !(id in catalog));
  if (missing.length) problems.push(`missing from the catalog (run npm run i18n:extract): ${missing.join(', ')}`);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) continue;
    const source = english[id]?.translation || english[id]?.message || '';
    const translation = entry.translation ?? '';
    const label = source === id ? id : `${id} (${source})`;
    if (!translation) {
      if (requireAll) problems.push(`${label}: not translated`);
      continue;
    }
    try {
      const want = shape(source, 'en');
      const got = shape(translation, locale);
      if (want.args.join() !== got.args.join())
        problems.push(`${label}: placeholders {${got.args.join('}, {')}} instead of {${want.args.join('}, {')}}`);
      if (want.tags.join() !== got.tags.join()) problems.push(`${label}: tags ${got.tags.join(' ')} instead of ${want.tags.join(' ')}`);
      for (const plural of got.plurals) {
        const keys = plural.keys.filter((k) => !k.startsWith('='));
        const wrong = categories.some((c) => !keys.includes(c)) || keys.some((k) => !categories.includes(k));
        if (wrong)
          problems.push(`${label}: plural {${plural.arg}} has ${keys.join('/')}, but ${locale} needs exactly ${categories.join('/')}`);
      }
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
  }
  return problems;
}
