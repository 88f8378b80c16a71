import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, refName, resolveRef } from '../api/openapi-query';
import { fixtureDocument } from '../testing/fixture-document';
import { exampleRequest, listOperations, parameterExample, serverUrl, slugify } from './operations';
import { constraintTexts, discriminator, enumValues, fieldsOf, nestedObject, typeLabel } from './schema-text';

const doc = fixtureDocument();

describe('resolveRef', () => {
  it('follows a reference into the components, keeping a description given beside it', () => {
    expect(resolveRef(doc, { $ref: '#/components/schemas/Currency' })).toBe(doc.components?.schemas?.Currency);
    expect(resolveRef(doc, { $ref: '#/components/schemas/Currency', description: 'The coin.' }).description).toBe('The coin.');
  });

  it('returns a schema without a reference, or with an unknown one, as it is', () => {
    const plain = { type: 'string' };
    expect(resolveRef(doc, plain)).toBe(plain);
    const unknown = { $ref: '#/components/schemas/Nope' };
    expect(resolveRef(doc, unknown)).toBe(unknown);
  });

  it('stops on a cycle', () => {
    const cyclic: OpenApiDocument = {
      ...doc,
      components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } },
    };
    expect(resolveRef(cyclic, { $ref: '#/components/schemas/A' }).$ref).toBeDefined();
  });

  it('names a reference without zod-openapi’s Output suffix', () => {
    expect(refName('#/components/schemas/SourceOutput')).toBe('Source');
    expect(refName('#/components/schemas/Output')).toBe('Output');
  });
});

describe('schema text', () => {
  const schemas = doc.components?.schemas ?? {};

  it('labels types, unions, arrays and tuples', () => {
    expect(typeLabel(doc, { type: ['number', 'null'] })).toBe('number or null');
    expect(typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/SourceOutput' } })).toBe('array of Source');
    expect(typeLabel(doc, { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false })).toBe('[number, number]');
    expect(typeLabel(doc, { type: 'string', format: 'date' })).toBe('string (date)');
    expect(typeLabel(doc, schemas.ConvertResponse?.properties?.staleReason ?? {})).toBe('string or null');
    expect(typeLabel(doc, { $ref: '#/components/schemas/ExclusionOutput' })).toBe('Exclusion');
  });

  it('finds listed values and a discriminating property', () => {
    expect(enumValues(doc, schemas.ConvertResponse?.properties?.staleReason ?? {})).toEqual(['rate-limited', 'upstream-unavailable']);
    expect(discriminator(doc, { $ref: '#/components/schemas/ExclusionOutput' })).toEqual({
      property: 'kind',
      values: ['timeout', 'outlier'],
    });
    expect(discriminator(doc, { type: 'string' })).toBeUndefined();
  });

  it('writes bounds, leaving out zod’s safe-integer ones', () => {
    expect(constraintTexts({ type: 'integer', minimum: 1, maximum: 20 })).toEqual(['≥ 1', '≤ 20']);
    expect(constraintTexts({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(constraintTexts({ type: 'string', minLength: 1 })).toEqual(['at least 1 character']);
    expect(constraintTexts({ type: 'string', default: '7d' })).toEqual(['default 7d']);
  });

  it('finds the object behind a field: its own, its array’s elements', () => {
    expect(nestedObject(doc, schemas.ConvertResponse?.properties?.sources ?? {})).toBe(schemas.SourceOutput);
    expect(nestedObject(doc, { type: 'string' })).toBeUndefined();
    expect(fieldsOf(doc, { $ref: '#/components/schemas/Currency' }).map((f) => `${f.name}${f.required ? '' : '?'}`)).toEqual([
      'id',
      'name',
      'symbol',
      'type',
      'rank?',
    ]);
  });
});

describe('operations', () => {
  it('lists the operations in document order, anchored by operationId or method and path', () => {
    expect(listOperations(doc).map((op) => op.anchor)).toEqual(['get-api-v1-convert', 'get-api-v1-currencies-suggest']);
    const named: OpenApiDocument = { ...doc, paths: { '/api/v1/x/{id}': { get: { operationId: 'getX' } } } };
    expect(listOperations(named)[0]?.anchor).toBe('getx');
    expect(slugify('GET /api/v1/x/{id}')).toBe('get-api-v1-x-id');
  });

  it('builds a request from the required parameters’ examples', () => {
    const [convert, suggest] = listOperations(doc);
    expect(exampleRequest(convert!)).toBe('/api/v1/convert?from=ethereum&to=eur');
    expect(exampleRequest(suggest!)).toBe('/api/v1/currencies/suggest?q=btc');
    expect(exampleRequest({ path: '/api/v1/x/{id}', parameters: [{ in: 'path', name: 'id', required: true, example: 'a b' }] })).toBe(
      '/api/v1/x/a%20b',
    );
    expect(exampleRequest({ path: '/api/v1/currencies/crypto', parameters: [] })).toBe('/api/v1/currencies/crypto');
  });

  it('reads an example from the parameter, its named examples or its schema', () => {
    expect(parameterExample({ in: 'query', name: 'a', example: 5 })).toBe('5');
    expect(parameterExample({ in: 'query', name: 'a', examples: { one: { value: 'x' } } })).toBe('x');
    expect(parameterExample({ in: 'query', name: 'a', schema: { example: 'y' } })).toBe('y');
    expect(parameterExample({ in: 'query', name: 'a', schema: { type: 'string' } })).toBeUndefined();
  });

  it('takes the server URL without a trailing slash', () => {
    expect(serverUrl({ ...doc, servers: [{ url: 'https://x.test/' }] })).toBe('https://x.test');
    expect(serverUrl({ ...doc, servers: undefined })).toBe('');
  });
});
