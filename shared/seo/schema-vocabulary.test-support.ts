import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

// Test support (imported by tests only): checks JSON-LD against the schema.org vocabulary.

/**
 * The schema.org vocabulary, read from the declarations schema-dts generates from it (there is no
 * network in the tests, and the typecheck alone misses values built loosely or cast). The file's
 * shapes, as of schema-dts 2.1:
 *   interface ItemListBase extends ThingBase { "itemListElement"?: SchemaValue<ListItem | Text | Thing | IdReference, "itemListElement">; … }
 *   export interface BreadcrumbListLeaf extends ItemListBase { "@type": "BreadcrumbList"; }
 *   export type RoleLeaf<TContent, TProperty extends string> = Omit<RoleBase, TProperty> & { "@type": "Role"; } …
 *   export type ItemList = ItemListLeaf | BreadcrumbList | HowToSection | …;
 * A type without properties of its own (StructuredValue, Intangible) has no Base: its leaf and
 * its subtypes' bases extend the nearest ancestor's Base, so inheritance is the Base chain.
 */
export type Vocabulary = {
  /** Every `@type`, with all its properties, inherited ones included. */
  properties: Map<string, Set<string>>;
  /** Each property's range, as `@type` names and data types (Text, URL, Number…). */
  ranges: Map<string, Set<string>>;
  /** Each type with itself and all its subtypes. */
  descendants: Map<string, Set<string>>;
};

export function readVocabulary(): Vocabulary {
  const path = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const lines = readFileSync(path, 'utf8').split('\n');
  const bases = new Map<string, { parents: string[]; props: string[] }>();
  const leafParents = new Map<string, string[]>(); // alias → the bases its leaf extends
  const aliasType = new Map<string, string>(); // alias (unece_org_vocab_BrandName) → @type (its IRI)
  const members = new Map<string, string[]>(); // alias → the aliases of its union
  const ranges = new Map<string, Set<string>>(); // property → range aliases
  let base: string | undefined;
  let leaf: string | undefined;
  for (const line of lines) {
    let m: RegExpExecArray | null;
    if ((m = /^interface (\w+Base)(?: extends (.+))? \{$/.exec(line))) {
      base = m[1]!;
      bases.set(base, { parents: (m[2] ?? '').split(', ').filter((p) => /^\w+Base$/.test(p)), props: [] });
    } else if ((m = /^export interface (\w+)Leaf extends (.+) \{$/.exec(line))) {
      leaf = m[1]!;
      leafParents.set(leaf, m[2]!.split(', '));
    } else if ((m = /^export type (\w+)Leaf<[^=]+> = Omit<(\w+Base), TProperty> & \{$/.exec(line))) {
      leaf = m[1]!;
      leafParents.set(leaf, [m[2]!]);
    } else if ((m = /^export type (\w+)(?:<[^=]+>)? = (.+);$/.exec(line)) && m[2]!.includes(`${m[1]}Leaf`)) {
      members.set(
        m[1]!,
        m[2]!.split(' | ').map((member) => member.replace(/<.*$/, '')),
      );
    } else if (line.startsWith('}')) {
      base = undefined;
    } else if (leaf && (m = /^ {4}"@type": "(.+)";$/.exec(line))) {
      aliasType.set(leaf, m[1]!);
      leaf = undefined;
    } else if (base && (m = /^ {4}"([^"@][^"]*)"\?: SchemaValue<(.+), "[^"]+">;$/.exec(line))) {
      bases.get(base)!.props.push(m[1]!);
      const range = ranges.get(m[1]!) ?? new Set<string>();
      for (const alias of m[2]!.split(' | ')) if (alias !== 'IdReference') range.add(alias);
      ranges.set(m[1]!, range);
    }
  }

  const baseProps = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const entry = bases.get(name);
    return entry ? [...entry.props, ...entry.parents.flatMap((parent) => baseProps(parent, seen))] : [];
  };
  const typeOf = (alias: string) => aliasType.get(alias) ?? alias; // data types keep their names
  const properties = new Map<string, Set<string>>();
  for (const [alias, parents] of leafParents) properties.set(typeOf(alias), new Set(parents.flatMap((parent) => baseProps(parent))));

  const collect = (alias: string, into: Set<string>) => {
    if (into.has(typeOf(alias))) return;
    into.add(typeOf(alias));
    for (const member of members.get(alias) ?? []) if (member !== `${alias}Leaf` && members.has(member)) collect(member, into);
  };
  const descendants = new Map<string, Set<string>>();
  for (const alias of members.keys()) {
    const into = new Set<string>();
    collect(alias, into);
    descendants.set(typeOf(alias), into);
  }
  const typedRanges = new Map([...ranges].map(([property, aliases]) => [property, new Set([...aliases].map(typeOf))]));
  return { properties, ranges: typedRanges, descendants };
}

export const vocabulary = readVocabulary();

const ANY_TEXT = ['Text', 'URL', 'CssSelectorType', 'XPathType', 'PronounceableText'];
const NUMBERS = ['Number', 'Integer', 'Float'];
const DATA_TYPES = new Set([...ANY_TEXT, ...NUMBERS, 'Boolean', 'Date', 'DateTime', 'Time', 'DataType']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** schema.org asks for digits and a "." only in numbers written as text (see `price`). */
export const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^/]/.test(value) && URL.canParse(value);
}

/** Whether a literal fits one of a property's ranges. */
function literalFits(value: string | number | boolean, range: Set<string>): boolean {
  const has = (...names: string[]) => names.some((name) => range.has(name));
  if (typeof value === 'boolean') return has('Boolean');
  if (typeof value === 'number') return Number.isFinite(value) && (has('Number', 'Float') || (has('Integer') && Number.isInteger(value)));
  if (has(...ANY_TEXT)) return true;
  if (has('DateTime') && ISO_DATE_TIME.test(value)) return true;
  if (has('Date') && /^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  if (has(...NUMBERS) && PLAIN_NUMBER.test(value)) return true;
  if (has('Boolean') && /^(?:True|False)$/.test(value)) return true;
  // A string where a thing is expected is a reference to it by URL (as Google's breadcrumbs write `item`).
  return [...range].some((name) => !DATA_TYPES.has(name)) && isAbsoluteUrl(value);
}

/** Everything in a JSON-LD node that schema.org does not define, as readable lines (none: valid). */
export function vocabularyProblems(node: unknown, path = '$', top = true): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path}: not a node`];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  if (top && record['@context'] !== 'https://schema.org') problems.push(`${path}: @context is not https://schema.org`);
  if (!top && '@context' in record) problems.push(`${path}: nested @context`);
  const type = record['@type'];
  if (typeof type !== 'string') return [...problems, `${path}: no @type`];
  const known = vocabulary.properties.get(type);
  if (!known) return [...problems, `${path}: @type ${type} is not in schema.org`];
  for (const [property, value] of Object.entries(record)) {
    if (property === '@context' || property === '@type') continue;
    if (property.startsWith('@')) {
      problems.push(`${path}: unexpected keyword ${property}`);
      continue;
    }
    if (!known.has(property)) {
      problems.push(`${path}: ${type} has no property ${property}`);
      continue;
    }
    const range = vocabulary.ranges.get(property)!;
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item, index) => {
      const at = Array.isArray(value) ? `${path}.${property}[${index}]` : `${path}.${property}`;
      if (typeof item === 'object' && item !== null) {
        problems.push(...vocabularyProblems(item, at, false));
        const itemType = (item as Record<string, unknown>)['@type'];
        const fits = [...range].some((name) => typeof itemType === 'string' && vocabulary.descendants.get(name)?.has(itemType));
        if (typeof itemType === 'string' && !fits) problems.push(`${at}: a ${itemType} where ${property} takes ${[...range].join(' | ')}`);
      } else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        if (!literalFits(item, range)) problems.push(`${at}: ${JSON.stringify(item)} does not fit ${[...range].join(' | ')}`);
      } else {
        problems.push(`${at}: ${String(item)} is not a JSON-LD value`);
      }
    });
  }
  return problems;
}

const SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** The nodes of a head fragment, parsed the way a JSON-LD reader does: each script's text as JSON. */
export function parseScripts(html: string): Record<string, unknown>[] {
  return [...html.matchAll(SCRIPT)].map((match) => {
    const text = match[1]!;
    // An HTML parser ends a script at the first "</script" and treats "<!--" specially.
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain('<');
    return JSON.parse(text) as Record<string, unknown>;
  });
}
