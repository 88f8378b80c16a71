import { type OpenApiDocument, refName, resolveRef, type SchemaObject } from '../api/openapi-query';
import { constraintTexts, discriminator, enumValues, type Field, fieldsOf, nestedObject, typeLabel } from '../utils/schema-text';
import { Code, WithCode } from './inline-code';

/** How deep objects inside objects are opened: one level, so the page stays calm. */
const MAX_DEPTH = 1;

/**
 * An answer's shape as a list of fields. An array of objects (or an object) inside it opens on
 * demand, one level deep; native <details>, so the server-rendered page has it without script.
 */
export function SchemaFields({ doc, schema, depth = 0 }: { doc: OpenApiDocument; schema: SchemaObject; depth?: number }) {
  const fields = fieldsOf(doc, schema);
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{typeLabel(doc, schema)}</p>;
  return (
    <ul className="flex flex-col divide-y text-sm">
      {fields.map((field) => (
        <FieldRow key={field.name} doc={doc} field={field} depth={depth} />
      ))}
    </ul>
  );
}

/** The answer of an operation: an intro line for a list, then the fields of its object. */
export function ResponseSchema({ doc, schema }: { doc: OpenApiDocument; schema: SchemaObject }) {
  const resolved = resolveRef(doc, schema);
  const element = resolved.items ? resolved.items : undefined;
  if (element && nestedObject(doc, element)) {
    const name = element.$ref ? refName(element.$ref) : 'object';
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          A JSON array; each element is {/^[aeiou]/i.test(name) ? 'an' : 'a'} <Code>{name}</Code>:
        </p>
        <SchemaFields doc={doc} schema={element} />
      </div>
    );
  }
  return <SchemaFields doc={doc} schema={schema} />;
}

function FieldRow({ doc, field, depth }: { doc: OpenApiDocument; field: Field; depth: number }) {
  const resolved = resolveRef(doc, field.schema);
  const tagged = discriminator(doc, field.schema);
  const values = tagged?.values ?? enumValues(doc, field.schema);
  const tag = tagged?.property;
  const limits = constraintTexts(resolved);
  const description = resolved.description;
  const nested = depth < MAX_DEPTH ? nestedObject(doc, field.schema) : undefined;
  const type = typeLabel(doc, field.schema);
  return (
    <li className="flex flex-col gap-1 py-2.5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Code>{field.name}</Code>
        <span className="text-muted-foreground">{type}</span>
        <span className="text-xs text-muted-foreground">{field.required ? 'required' : 'optional'}</span>
      </div>
      {values.length > 0 && (
        <p className="text-muted-foreground">
          {tag ? (
            <>
              <Code>{tag}</Code> is one of{' '}
            </>
          ) : (
            'One of '
          )}
          {values.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <Code>{value}</Code>
            </span>
          ))}
        </p>
      )}
      {description && (
        <p className="text-muted-foreground">
          <WithCode text={description} />
        </p>
      )}
      {limits.length > 0 && <p className="tabular-nums text-muted-foreground">{limits.join(', ')}</p>}
      {nested && (
        <details className="group mt-1 rounded-md border px-3">
          <summary className="cursor-pointer py-2 text-muted-foreground hover:text-foreground">
            Fields of {resolved.items ? `each element of ${field.name}` : field.name}
          </summary>
          <div className="pb-2 pl-1">
            <SchemaFields doc={doc} schema={nested} depth={depth + 1} />
          </div>
        </details>
      )}
    </li>
  );
}
