/**
 * Fingerprints of the English a translation was made from, field by field. A content file's
 * translated fields are its strings, named by path (`faq.what.answer.1`); what a translation
 * copies from English unchanged (hrefs, tickers, exchange names) is checked by the shape check
 * instead and has no fingerprint. A fingerprint is the first 12 hex digits of the English
 * string's sha256: enough to notice any edit, short enough to read in a diff.
 */
import { createHash } from 'node:crypto';
import { KEPT_AS_IS, KEPT_LISTS } from '../../client/src/features/content/content-shape';

/** Field path → fingerprint of the English it was translated from (a `*.source.json` file). */
export type Fingerprints = Record<string, string>;

export type Problem =
  /** English changed since the field was translated. */
  | 'changed'
  /** English has the field, the translation does not. */
  | 'untranslated'
  /** Translated, but with no record of which English. */
  | 'unfingerprinted'
  /** A translation or fingerprint of a field English no longer has. */
  | 'removed';

export interface FieldProblem {
  field: string;
  problem: Problem;
}

export function fingerprint(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, 12);
}

/** Every translated string of a content file, by path, in the file's order. */
export function translatedFields(value: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  const walk = (node: unknown, path: string, key: string) => {
    if (typeof node === 'string') {
      if (path) fields.set(path, node);
      return;
    }
    if (Array.isArray(node)) {
      if (KEPT_LISTS.has(key)) return;
      for (const [i, item] of node.entries()) walk(item, join(path, String(i)), key);
      return;
    }
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        // A dot in a key would make two fields share a path.
        if (k.includes('.')) throw new Error(`${join(path, k)}: a content key may not contain a dot`);
        if (!KEPT_AS_IS.has(k)) walk(v, join(path, k), k);
      }
    }
  };
  walk(value, '', '');
  return fields;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Whether `field` is `selector` or lies under it (`faq.what` selects `faq.what.answer.0`). */
export function selects(selector: string | undefined, field: string): boolean {
  return selector === undefined || field === selector || field.startsWith(`${selector}.`);
}

/** What is not current in one translated file, in the English file's order. */
export function fieldProblems(english: unknown, translated: unknown, fingerprints: Fingerprints): FieldProblem[] {
  const source = translatedFields(english);
  const target = translatedFields(translated);
  const problems: FieldProblem[] = [];
  for (const [field, text] of source) {
    const recorded = fingerprints[field];
    if (!target.has(field)) problems.push({ field, problem: 'untranslated' });
    else if (recorded === undefined) problems.push({ field, problem: 'unfingerprinted' });
    else if (recorded !== fingerprint(text)) problems.push({ field, problem: 'changed' });
  }
  const gone = new Set([...target.keys(), ...Object.keys(fingerprints)].filter((field) => !source.has(field)));
  for (const field of gone) problems.push({ field, problem: 'removed' });
  return problems;
}

/**
 * The fingerprints after accepting today's English for the selected fields (all by default):
 * each translated field gets its English's fingerprint, fingerprints of fields English no longer
 * has are dropped, and an untranslated field stays without one. Ordered as the English file.
 */
export function acceptFingerprints(english: unknown, translated: unknown, fingerprints: Fingerprints, selector?: string): Fingerprints {
  const source = translatedFields(english);
  const target = translatedFields(translated);
  const next: Fingerprints = {};
  for (const [field, text] of source) {
    if (selects(selector, field) && target.has(field)) next[field] = fingerprint(text);
    else if (fingerprints[field] !== undefined) next[field] = fingerprints[field];
  }
  // Kept only while outside the selection: a narrow accept touches nothing else.
  for (const [field, value] of Object.entries(fingerprints)) {
    if (!source.has(field) && !selects(selector, field)) next[field] = value;
  }
  return next;
}
