/**
 * Checks one locale's translated content files against the English ones:
 * `tsx scripts/check-locale-content.ts de`. Each file must parse with the content schemas
 * and have the English file's shape (contentShapeDifferences). Vitest runs the same checks;
 * whether a translation is still current with its English is `npm run i18n:status`'s job.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArticleSchema, CoinContentSchema } from '../shared/schemas/content';
import { contentShapeDifferences } from '../client/src/features/content/content-shape';
import { isContentFile } from './i18n/content-files';

const locale = process.argv[2];
if (!locale) throw new Error('usage: tsx scripts/check-locale-content.ts <locale>');
const root = join(import.meta.dirname, '../client/src/features/content/data');
const dir = join(root, 'locales', locale);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
let problems = 0;
for (const kind of ['coins', 'articles'] as const) {
  let files: string[] = [];
  try {
    files = readdirSync(join(dir, kind)).filter(isContentFile);
  } catch {
    continue;
  }
  for (const file of files) {
    const translated = readJson(join(dir, kind, file));
    let english: unknown;
    try {
      english = readJson(join(root, kind, file));
    } catch {
      problems++;
      console.log(`FAIL ${kind}/${file}\n     no English file of that name`);
      continue;
    }
    const issues = contentShapeDifferences(english, translated);
    const values = file === 'eth-guide.json' ? Object.values(translated as object) : [translated];
    for (const value of values) {
      const parsed = (kind === 'coins' ? CoinContentSchema : ArticleSchema).safeParse(value);
      if (!parsed.success) issues.push(...parsed.error.issues.map((i) => `schema ${i.path.join('.')}: ${i.message}`));
    }
    problems += issues.length;
    console.log(`${issues.length ? 'FAIL' : 'ok  '} ${kind}/${file}${issues.map((i) => `\n     ${i}`).join('')}`);
  }
}
process.exit(problems ? 1 : 0);
