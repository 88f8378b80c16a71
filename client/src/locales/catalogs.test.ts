import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
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
    // Lingui's own check: every catalog is what `lingui extract` would write now.
    const run = spawnSync(join(ROOT, 'node_modules/.bin/lingui'), ['check', 'sync'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  }, 60_000);

  it('give every message its English text (an id-only descriptor would show its id on English pages)', () => {
    const idOnly = Object.entries(english)
      .filter(([id, entry]) => !entry.obsolete && (entry.translation || entry.message || id) === id && /^[a-z]+(\.[a-zA-Z]+)+$/.test(id))
      .map(([id]) => id);
    expect(idOnly).toEqual([]);
  });

  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
    it(`${locale}: same messages as English; translations keep placeholders, tags and the locale's plural forms`, () => {
      const catalog = readCatalog(CATALOGS, locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      expect(catalogProblems(locale, catalog, english, { requireAll: isPublished(locale) })).toEqual([]);
    });
  }
});
