import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The parts of an OpenAPI 3.1 document the developers page reads. Minimal on purpose: the
 * server's document (server/public-api/document.ts) is the reference, and anything it adds later
 * that is not typed here is simply not shown.
 */
export type SchemaObject = {
  $ref?: string;
  /** JSON Schema 2020-12: one type or several (`["number", "null"]`). */
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  /** `false`: no items beyond `prefixItems` (a tuple). */
  items?: SchemaObject | false;
  prefixItems?: SchemaObject[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  description?: string;
};

export type ParameterObject = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
};

export type ResponseObject = {
  description: string;
  headers?: Record<string, { description?: string; schema?: SchemaObject }>;
  content?: Record<string, { schema?: SchemaObject }>;
};

export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  responses?: Record<string, ResponseObject>;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] };

/** The server's per-address limit, when it has one (`info['x-rate-limit']`). */
export type RateLimitInfo = { requests: number; windowSeconds: number };

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string; 'x-rate-limit'?: RateLimitInfo };
  servers?: { url: string }[];
  paths: Record<string, PathItemObject>;
  components?: { schemas?: Record<string, SchemaObject> };
};

export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';

/** The public API's OpenAPI document: the same for every visit, so never stale. */
export function openApiQuery() {
  return queryOptions({
    queryKey: [OPENAPI_DOCUMENT_PATH],
    // Read as the server writes it: the page shows what it finds and skips what it does not.
    queryFn: async () => (await apiRequest(OPENAPI_DOCUMENT_PATH)) as OpenApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The object a local JSON pointer (`#/components/schemas/Currency`) names, if any. */
function pointerTarget(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The schema a `$ref` points to, followed until it is not a reference (at most 16 hops, so a
 * cycle ends). A description beside the `$ref` (allowed in 3.1) wins over the target's. An
 * unresolvable reference comes back as it is.
 */
export function resolveRef(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 16; hops++) {
    const target = pointerTarget(doc, current.$ref);
    if (typeof target !== 'object' || target === null) return current;
    current = target as SchemaObject;
  }
  return schema.$ref !== undefined && schema.description !== undefined ? { ...current, description: schema.description } : current;
}

/** A reference's readable name: `#/components/schemas/SourceOutput` → `Source`. */
export function refName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  return last.replace(/(?<=.)Output$/, '');
}
