import { type OpenApiDocument, refName, resolveRef, type SchemaObject } from '../api/openapi-query';

/** zod's integer bounds (±2^53 − 1) say nothing to a reader; they are left out. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

const variantsOf = (schema: SchemaObject) => schema.oneOf ?? schema.anyOf ?? [];

/** A schema's type in a few words: `string`, `number or null`, `array of Currency`, `[number, number]`. */
export function typeLabel(doc: OpenApiDocument, schema: SchemaObject): string {
  if (schema.$ref !== undefined) {
    const target = resolveRef(doc, schema);
    const base = target === schema ? 'object' : typeLabel(doc, target);
    return base === 'object' ? refName(schema.$ref) : base;
  }
  const variants = variantsOf(schema);
  if (variants.length > 0) {
    if (discriminator(doc, schema)) return 'object';
    return [...new Set(variants.map((v) => typeLabel(doc, v)))].join(' or ');
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.const !== undefined ? typeof schema.const : 'any';
  return types
    .map((type) => {
      if (type === 'array') return arrayLabel(doc, schema);
      if (type === 'string' && schema.format) return `string (${schema.format})`;
      return type;
    })
    .join(' or ');
}

function arrayLabel(doc: OpenApiDocument, schema: SchemaObject): string {
  if (schema.prefixItems && schema.items === false) return `[${schema.prefixItems.map((item) => typeLabel(doc, item)).join(', ')}]`;
  if (schema.items) return `array of ${typeLabel(doc, schema.items)}`;
  return 'array';
}

/**
 * A `oneOf`/`anyOf` of objects told apart by one property with a constant value in each
 * (`kind: "timeout"`, `kind: "stale"`…): that property and its values.
 */
export function discriminator(doc: OpenApiDocument, schema: SchemaObject): { property: string; values: string[] } | undefined {
  const variants = variantsOf(resolveRef(doc, schema)).map((v) => resolveRef(doc, v));
  const first = variants[0]?.properties;
  if (variants.length < 2 || !first) return undefined;
  for (const property of Object.keys(first)) {
    const values = variants.map((v) => v.properties?.[property]?.const);
    if (values.every((value) => typeof value === 'string')) return { property, values: values as string[] };
  }
  return undefined;
}

/** The values a schema allows when it lists them (`enum`, `const`, or its variants' lists). */
export function enumValues(doc: OpenApiDocument, schema: SchemaObject): string[] {
  const resolved = resolveRef(doc, schema);
  if (resolved.enum) return resolved.enum.map(String);
  if (resolved.const !== undefined) return [String(resolved.const)];
  return [...new Set(variantsOf(resolved).flatMap((v) => enumValues(doc, v)))];
}

/** Bounds, pattern and default, as short phrases: `≥ 1`, `≤ 20`, `1–200 characters`, `default 7d`. */
export function constraintTexts(schema: SchemaObject): string[] {
  const texts: string[] = [];
  const bound = (value: number | undefined) => value !== undefined && Math.abs(value) < SAFE_BOUND;
  if (bound(schema.minimum)) texts.push(`≥ ${schema.minimum}`);
  if (bound(schema.exclusiveMinimum)) texts.push(`> ${schema.exclusiveMinimum}`);
  if (bound(schema.maximum)) texts.push(`≤ ${schema.maximum}`);
  if (bound(schema.exclusiveMaximum)) texts.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0;
    texts.push(
      schema.maxLength === undefined ? `at least ${min} character${min === 1 ? '' : 's'}` : `${min}–${schema.maxLength} characters`,
    );
  }
  if (schema.default !== undefined) texts.push(`default ${String(schema.default)}`);
  return texts;
}

/**
 * The object whose fields a reader would want listed under a field: the field's own object, the
 * object each element of its array is, or the object variant of "object or null".
 */
export function nestedObject(doc: OpenApiDocument, schema: SchemaObject): SchemaObject | undefined {
  const resolved = resolveRef(doc, schema);
  if (resolved.properties && Object.keys(resolved.properties).length > 0) return resolved;
  if (resolved.items) return nestedObject(doc, resolved.items);
  const objects = variantsOf(resolved).filter((v) => resolveRef(doc, v).type !== 'null');
  return objects.length === 1 && objects[0] ? nestedObject(doc, objects[0]) : undefined;
}

export type Field = { name: string; schema: SchemaObject; required: boolean };

/** An object schema's fields, in the document's order. */
export function fieldsOf(doc: OpenApiDocument, schema: SchemaObject): Field[] {
  const resolved = resolveRef(doc, schema);
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties ?? {}).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
}
