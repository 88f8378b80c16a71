/**
 * While translating a locale's messages: `tsx scripts/check-catalog.ts de` lists every message
 * still untranslated and every translation that loses a placeholder, a tag or a plural form
 * (catalog-checks.ts, which catalogs.test.ts runs too). Exit 1 while anything is listed.
 */
import { join } from 'node:path';
import { LOCALES, type Locale } from '../shared/i18n/locales';
import { catalogProblems, readCatalog } from '../client/src/locales/catalog-checks';

const locale = process.argv[2] as Locale | undefined;
if (!locale || !LOCALES.includes(locale) || locale === 'en')
  throw new Error(`usage: tsx scripts/check-catalog.ts <${LOCALES.slice(1).join('|')}>`);
const dir = join(import.meta.dirname, '../client/src/locales');
const english = readCatalog(dir, 'en');
const problems = catalogProblems(locale, readCatalog(dir, locale), english, { requireAll: true });
const total = Object.keys(english).length;
for (const problem of problems) console.log(problem);
console.log(
  `${locale}: ${problems.length === 0 ? 'every' : `${problems.length} problem(s) among`} ${total} messages${problems.length === 0 ? ' translated and sound' : ''}`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
