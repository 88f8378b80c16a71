import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/i18n/locales';
import { DATA_ROOT, translations } from './i18n/content-files';

const TSX = join(import.meta.dirname, '../node_modules/.bin/tsx');
const SCRIPT = join(import.meta.dirname, 'i18n-status.ts');

/** The CLI on a copy of the content folder, as `npm run i18n:status` / `i18n:accept` run it. */
const run = (data: string, ...args: string[]) => {
  const result = spawnSync(TSX, [SCRIPT, ...args, '--data', data], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

describe('npm run i18n:status and i18n:accept, on a copy whose Bitcoin guide changed one English sentence', () => {
  let data: string;
  const OLD = 'The first block was mined on January 3, 2009,';
  const NEW = 'Its first block was mined on 3 January 2009,';
  const sidecar = (locale: string, file: string) => readFileSync(join(data, 'locales', locale, `${file}.source.json`), 'utf8');

  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'i18n-status-'));
    cpSync(DATA_ROOT, data, { recursive: true });
    const btc = join(data, 'coins/btc.json');
    const text = readFileSync(btc, 'utf8');
    expect(text).toContain(OLD);
    writeFileSync(btc, text.replace(OLD, NEW));
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('starts from a clean tree: the real content is current', () => {
    expect(run(DATA_ROOT).code).toBe(0);
  });

  it('names the field in each of the eleven translations, and fails', () => {
    const { code, out } = run(data);
    expect(code).toBe(1);
    const rows = out.split('\n').filter((line) => /^\s+\S+\s+coins\/btc\s+faq\.what\.answer\.0\s*$/.test(line));
    const locales = rows.map((line) => line.trim().split(/\s+/)[0]);
    expect(locales.sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    expect(out).toContain('English changed since it was translated (11)');
    // Nothing else: one sentence changed, one field per locale.
    expect(out.split('\n').filter((line) => /^\s{2}\S/.test(line))).toHaveLength(11);
  });

  it('accepting one locale clears that locale only; accepting the field everywhere clears it', () => {
    const untouched = sidecar('de', 'coins/eth');
    const accepted = run(data, 'accept', '--locale', 'de', '--file', 'coins/btc', '--field', 'faq.what.answer.0');
    expect(accepted.code).toBe(0);
    expect(accepted.out).toMatch(/de\s+coins\/btc: 1 fingerprint updated/);
    const after = run(data, '--locale', 'de');
    expect(after.code).toBe(0);
    expect(run(data).out).toContain('English changed since it was translated (10)');

    expect(run(data, 'accept').code).toBe(0);
    const clean = run(data);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('Every translated field is current');
    expect(sidecar('de', 'coins/eth')).toBe(untouched);
  });

  it('refuses an unknown locale, file or field instead of accepting nothing', () => {
    expect(run(data, 'accept', '--locale', 'xx').code).toBe(2);
    expect(run(data, 'accept', '--file', 'coins/nope').code).toBe(2);
    expect(run(data, 'accept', '--file', 'coins/btc', '--field', 'faq.nope').code).toBe(2);
  });

  it('the copy has as many translations as the real tree, each with its sidecar', () => {
    expect(translations(data)).toEqual(translations(DATA_ROOT));
    for (const t of translations(data)) expect(() => sidecar(t.locale, t.file)).not.toThrow();
  });
}, 60_000);
