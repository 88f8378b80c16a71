/**
 * Are the translated long texts (coin guides, articles) current with their English?
 *
 *   npm run i18n:status [-- --locale de]
 *     Lists every translated field whose English changed since it was translated, and every
 *     field without a translation or a fingerprint. Exits 1 when a published locale has one.
 *   npm run i18n:accept -- [--locale de] [--file coins/btc] [--field faq.what.answer.1]
 *     Records today's English as the source of those fields (all locales, files and fields by
 *     default): after fixing a typo in English, or after updating the translations.
 *
 * `--data <dir>` points both at another copy of the content folder (tests use a temp copy).
 */
import { parseArgs } from 'node:util';
import { isPublished, LOCALES, type Locale } from '../shared/i18n/locales';
import { accept, DATA_ROOT, englishFiles, fieldExists, type Finding, status } from './i18n/content-files';
import type { Problem } from './i18n/fields';

const HEADINGS: Record<Problem, string> = {
  changed: 'English changed since it was translated',
  untranslated: 'Not translated (English has it, the translation does not)',
  unfingerprinted: 'No fingerprint (translated, but from which English is not recorded)',
  removed: 'Not in English any more (a translation or fingerprint to remove)',
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string' },
    file: { type: 'string' },
    field: { type: 'string' },
    data: { type: 'string' },
  },
});
const command = positionals[0] ?? 'status';
const root = values.data ?? DATA_ROOT;
const locale = values.locale;
if (locale !== undefined && (locale === 'en' || !(LOCALES as readonly string[]).includes(locale))) {
  fail(`--locale: one of ${LOCALES.filter((l) => l !== 'en').join(', ')}`);
}
const published = (l: string) => isPublished(l as Locale);

if (command === 'status') {
  if (values.file || values.field) fail('status takes --locale only');
  const findings = status(root).filter((f) => !locale || f.locale === locale);
  report(findings);
  const failing = findings.filter((f) => published(f.locale));
  process.exit(failing.length > 0 ? 1 : 0);
} else if (command === 'accept') {
  const file = values.file?.replace(/\.json$/, '');
  if (file !== undefined && !englishFiles(root).includes(file))
    fail(`--file: no English file ${file} (write it as coins/btc or articles/about)`);
  if (values.field !== undefined && !fieldExists(values.field, file, root)) {
    fail(
      `--field: no field ${values.field} in ${file ?? 'any English file'} (fingerprints of removed fields go with an accept without --field)`,
    );
  }
  const accepted = accept({ locale, file, field: values.field }, root);
  for (const a of accepted)
    console.log(`${a.locale.padEnd(8)} ${a.file}: ${a.fields.length} fingerprint${a.fields.length === 1 ? '' : 's'} updated`);
  console.log(accepted.length ? `Updated ${accepted.length} file(s). Run npm run i18n:status to see what is left.` : 'Nothing to update.');
} else {
  fail(`unknown command ${command}: status or accept`);
}

function report(findings: Finding[]) {
  if (findings.length === 0) {
    console.log('Every translated field is current with its English.');
    return;
  }
  // One English change's translations together: by file, then field (English order), then locale.
  const firstSeen = new Map<string, number>();
  for (const [i, f] of findings.entries()) firstSeen.set(`${f.file} ${f.field}`, firstSeen.get(`${f.file} ${f.field}`) ?? i);
  const rank = (f: Finding) => firstSeen.get(`${f.file} ${f.field}`)!;
  const sorted = [...findings].sort((a, b) => a.file.localeCompare(b.file) || rank(a) - rank(b) || a.locale.localeCompare(b.locale));
  for (const problem of Object.keys(HEADINGS) as Problem[]) {
    const rows = sorted.filter((f) => f.problem === problem);
    if (rows.length === 0) continue;
    console.log(`${HEADINGS[problem]} (${rows.length}):`);
    for (const f of rows)
      console.log(`  ${f.locale.padEnd(8)} ${f.file.padEnd(28)} ${f.field}${published(f.locale) ? '' : '  (not published)'}`);
  }
  const locales = new Set(findings.map((f) => f.locale));
  console.log(
    `\n${findings.length} field(s) in ${locales.size} locale(s) need a look. Update the translations, then record the English ` +
      'they now follow: npm run i18n:accept -- --locale <l> --file <file> [--field <field>] (docs/translating.md).',
  );
}
