import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { type MessageFormatError, parse as parseIcu, type Token } from '@messageformat/parser';
import { isPublished, LOCALES, type Locale } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';

// The message catalogs (docs/decisions/017): every locale has every message the source has, and
// every translation keeps its message's placeholders, tags and plural forms, so no page ever
// shows "{amount}" or loses a link. A published locale translates everything.

const ROOT = join(__dirname, '..', '..', '..');
const po = formatter({ lineNumbers: false });

function readCatalog(dir: string, locale: Locale): CatalogType {
  const content = readFileSync(join(dir, locale, 'messages.po'), 'utf8');
  return po.parse(content, { locale, sourceLocale: 'en', filename: `${locale}/messages.po` }) as CatalogType;
}

const committed = Object.fromEntries(LOCALES.map((l) => [l, readCatalog(join(ROOT, 'client/src/locales'), l)])) as Record<Locale, CatalogType>;
const english = committed.en;

/** The argument names, plural and select cases, and numbered tags a message uses. */
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

describe('message catalogs', () => {
  it('hold every message the source has (run `npm run i18n:extract` after changing texts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingui-extract-'));
    try {
      execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--locale', 'en', '--workers', '1'], {
        cwd: ROOT,
        env: { ...process.env, LINGUI_CATALOG_DIR: dir },
        stdio: 'pipe',
      });
      const extracted = readCatalog(dir, 'en');
      const current = (catalog: CatalogType) =>
        Object.entries(catalog)
          .filter(([, entry]) => !entry.obsolete)
          .map(([id, entry]) => `${id} = ${entry.translation ?? entry.message}`)
          .sort();
      expect(current(english)).toEqual(current(extracted));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: same messages as English; translations keep placeholders, tags and the locale's plural forms`, () => {
      const catalog = committed[locale];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      const problems: string[] = [];
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const [id, entry] of Object.entries(catalog)) {
        const source = english[id]?.translation || english[id]?.message || '';
        const translation = entry.translation ?? '';
        if (!translation) {
          if (isPublished(locale)) problems.push(`${id}: not translated`);
          continue;
        }
        try {
          const want = shape(source, 'en');
          const got = shape(translation, locale);
          if (want.args.join() !== got.args.join()) problems.push(`${id}: placeholders ${got.args.join()} instead of ${want.args.join()}`);
          if (want.tags.join() !== got.tags.join()) problems.push(`${id}: tags ${got.tags.join()} instead of ${want.tags.join()}`);
          for (const plural of got.plurals) {
            const keys = plural.keys.filter((k) => !k.startsWith('='));
            const missing = categories.filter((c) => !keys.includes(c));
            const foreign = keys.filter((k) => !categories.includes(k));
            if (missing.length || foreign.length) problems.push(`${id}: plural ${plural.arg} has ${keys.join('/')} but ${locale} uses ${categories.join('/')}`);
          }
        } catch (error) {
          problems.push(`${id}: ${(error as MessageFormatError).message}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
