import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogType } from '@lingui/conf';
import { isPublished, LOCALES, type Locale } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { catalogProblems, readCatalog } from './catalog-checks';

// The message catalogs (docs/decisions/017): every locale has every message the source has, and
// every translation keeps its message's placeholders, tags and plural forms, so no page ever
// shows "{amount}" or loses a link. A published locale translates everything.

const ROOT = join(__dirname, '..', '..', '..');
const CATALOGS = join(ROOT, 'client/src/locales');
const english = readCatalog(CATALOGS, 'en');

describe('message catalogs', () => {
  it('hold every message the source has (run `npm run i18n:extract` after changing texts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingui-extract-'));
    try {
      execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--locale', 'en', '--workers', '1'], {
        cwd: ROOT,
        env: { ...process.env, LINGUI_CATALOG_DIR: dir },
        stdio: 'pipe',
      });
      const current = (catalog: CatalogType) =>
        Object.entries(catalog)
          .filter(([, entry]) => !entry.obsolete)
          .map(([id, entry]) => `${id} = ${entry.translation ?? entry.message}`)
          .sort();
      expect(current(english)).toEqual(current(readCatalog(dir, 'en')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
    it(`${locale}: same messages as English; translations keep placeholders, tags and the locale's plural forms`, () => {
      const catalog = readCatalog(CATALOGS, locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      expect(catalogProblems(locale, catalog, english, { requireAll: isPublished(locale) })).toEqual([]);
    });
  }
});
