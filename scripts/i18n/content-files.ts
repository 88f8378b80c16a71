/**
 * The long texts on disk: English in `data/{coins,articles}/{name}.json`, each translation in
 * `data/locales/{locale}/{kind}/{name}.json`, and beside it `{name}.source.json`, the
 * fingerprints of the English it was translated from. The client never imports the sidecars.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptFingerprints, type FieldProblem, fieldProblems, type Fingerprints, selects, translatedFields } from './fields';

export const DATA_ROOT = join(import.meta.dirname, '../../client/src/features/content/data');
export const KINDS = ['coins', 'articles'] as const;
const SIDECAR = '.source.json';

/** A content file (not a fingerprint sidecar). */
export const isContentFile = (name: string) => name.endsWith('.json') && !name.endsWith(SIDECAR);

/** One translation: `file` is the English file's name without extension (`coins/btc`). */
export interface Translation {
  locale: string;
  file: string;
}

export interface Finding extends Translation, FieldProblem {}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const englishPath = (root: string, file: string) => join(root, `${file}.json`);
const translationPath = (root: string, t: Translation) => join(root, 'locales', t.locale, `${t.file}.json`);
const sidecarPath = (root: string, t: Translation) => join(root, 'locales', t.locale, `${t.file}${SIDECAR}`);

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Every translated file under `root`, by locale, then kind, then name. */
export function translations(root = DATA_ROOT): Translation[] {
  return list(join(root, 'locales')).flatMap((locale) =>
    KINDS.flatMap((kind) =>
      list(join(root, 'locales', locale, kind))
        .filter(isContentFile)
        .map((name) => ({ locale, file: `${kind}/${name.slice(0, -'.json'.length)}` })),
    ),
  );
}

/** The English content files' names (`coins/btc`, `articles/about`). */
export function englishFiles(root = DATA_ROOT): string[] {
  return KINDS.flatMap((kind) =>
    list(join(root, kind))
      .filter(isContentFile)
      .map((name) => `${kind}/${name.slice(0, -'.json'.length)}`),
  );
}

export function readFingerprints(root: string, t: Translation): Fingerprints {
  const path = sidecarPath(root, t);
  return existsSync(path) ? readJson<Fingerprints>(path) : {};
}

/** Every field of every translation that is not current with its English. */
export function status(root = DATA_ROOT): Finding[] {
  return translations(root).flatMap((t) => {
    const source = englishPath(root, t.file);
    if (!existsSync(source)) return [{ ...t, field: '(file)', problem: 'removed' as const }];
    return fieldProblems(readJson(source), readJson(translationPath(root, t)), readFingerprints(root, t)).map((p) => ({ ...t, ...p }));
  });
}

export interface AcceptOptions {
  locale?: string;
  file?: string;
  field?: string;
}

export interface Accepted extends Translation {
  /** Fields whose fingerprint was added, changed or dropped. */
  fields: string[];
}

/**
 * Records today's English as the source of the selected translations' fields (every locale,
 * file and field unless narrowed), writing only the sidecars that change.
 */
export function accept(options: AcceptOptions, root = DATA_ROOT): Accepted[] {
  const chosen = translations(root).filter(
    (t) => (!options.locale || t.locale === options.locale) && (!options.file || t.file === options.file),
  );
  return chosen.flatMap((t) => {
    const source = englishPath(root, t.file);
    if (!existsSync(source)) return [];
    const before = readFingerprints(root, t);
    const after = acceptFingerprints(readJson(source), readJson(translationPath(root, t)), before, options.field);
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]);
    const unchangedOrder = JSON.stringify(before) === JSON.stringify(after);
    if (!unchangedOrder) writeFileSync(sidecarPath(root, t), `${JSON.stringify(after, null, 2)}\n`);
    return fields.length > 0 ? [{ ...t, fields }] : [];
  });
}

/** Whether `field` names a field (or a group of fields) of some selected English file. */
export function fieldExists(field: string, file: string | undefined, root = DATA_ROOT): boolean {
  const files = file ? [file] : englishFiles(root);
  return files.some((f) => [...translatedFields(readJson(englishPath(root, f))).keys()].some((path) => selects(field, path)));
}
