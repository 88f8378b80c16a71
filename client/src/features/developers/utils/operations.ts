import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type OperationObject, type ParameterObject } from '../api/openapi-query';

export type Operation = { method: HttpMethod; path: string; operation: OperationObject; parameters: ParameterObject[]; anchor: string };

/** `GET /api/v1/convert` → `get-api-v1-convert`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every operation of the document, in its order: paths as listed, methods in OpenAPI's order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      // Operation parameters override the path item's of the same name and place.
      const own = operation.parameters ?? [];
      const inherited = (item.parameters ?? []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const anchor = operation.operationId ? slugify(operation.operationId) : slugify(`${method} ${path}`);
      return [{ method, path, operation, parameters: [...inherited, ...own], anchor }];
    }),
  );
}

/** A parameter's example as text: its own, its first named example, or its schema's. */
export function parameterExample(param: ParameterObject): string | undefined {
  const schema = param.schema ?? {};
  const candidates = [param.example, Object.values(param.examples ?? {})[0]?.value, schema.example, schema.examples?.[0]];
  const found = candidates.find((value) => value !== undefined && value !== null);
  return found === undefined ? undefined : String(found);
}

export function parameterDescription(param: ParameterObject): string | undefined {
  return param.description ?? param.schema?.description;
}

/**
 * A request that works as written: the path with every required query parameter set to its
 * example (a required parameter without one is left out, and the API will name it).
 */
export function exampleRequest({ path, parameters }: Pick<Operation, 'path' | 'parameters'>): string {
  const query = new URLSearchParams();
  let resolvedPath = path;
  for (const param of parameters) {
    const example = parameterExample(param);
    if (!param.required || example === undefined) continue;
    if (param.in === 'query') query.set(param.name, example);
    if (param.in === 'path') resolvedPath = resolvedPath.replace(`{${param.name}}`, encodeURIComponent(example));
  }
  const search = query.toString();
  return search ? `${resolvedPath}?${search}` : resolvedPath;
}

/** The site's origin as the document gives it, without a trailing slash ('' when it names none). */
export function serverUrl(doc: OpenApiDocument): string {
  return (doc.servers?.[0]?.url ?? '').replace(/\/+$/, '');
}

/** A shell-safe curl one-liner for a URL. */
export function curlCommand(url: string): string {
  return `curl '${url.replaceAll("'", "'\\''")}'`;
}
