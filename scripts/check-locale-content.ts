/**
 * Checks one locale's translated content modules against the English ones:
 * `tsx scripts/check-locale-content.ts de`. Each file must parse with the content schemas
 * and have the English file's shape (contentShapeDifferences). Vitest runs the same checks.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ArticleSchema, CoinContentSchema } from '../shared/schemas/content';
import { contentShapeDifferences } from '../client/src/features/content/content-shape';

const locale = process.argv[2];
if (!locale) throw new Error('usage: tsx scripts/check-locale-content.ts <locale>');
const root = join(import.meta.dirname, '../client/src/features/content/data');
const dir = join(root, 'locales', locale);
let problems = 0;
for (const kind of ['coins', 'articles'] as const) {
  let files: string[] = [];
  try {
    files = readdirSync(join(dir, kind)).filter((f) => f.endsWith('.ts'));
  } catch {
    continue;
  }
  for (const file of files) {
    const translated = (await import(pathToFileURL(join(dir, kind, file)).href)) as Record<string, unknown>;
    const english = (await import(pathToFileURL(join(root, kind, file)).href)) as Record<string, unknown>;
    const issues = contentShapeDifferences(english, translated);
    const values = file === 'eth-guide.ts' ? Object.values(translated.default as object) : [translated.default];
    for (const value of values) {
      const parsed = (kind === 'coins' ? CoinContentSchema : ArticleSchema).safeParse(value);
      if (!parsed.success) issues.push(...parsed.error.issues.map((i) => `schema ${i.path.join('.')}: ${i.message}`));
    }
    problems += issues.length;
    console.log(`${issues.length ? 'FAIL' : 'ok  '} ${kind}/${file}${issues.map((i) => `\n     ${i}`).join('')}`);
  }
}
process.exit(problems ? 1 : 0);
