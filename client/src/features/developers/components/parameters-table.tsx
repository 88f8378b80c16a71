import type { OpenApiDocument, ParameterObject } from '../api/openapi-query';
import { parameterDescription, parameterExample } from '../utils/operations';
import { constraintTexts, enumValues, typeLabel } from '../utils/schema-text';
import { Code, WithCode } from './inline-code';

/** What a parameter accepts: its type, then its values, pattern and bounds. */
export function AcceptedValues({ doc, param }: { doc: OpenApiDocument; param: ParameterObject }) {
  const schema = param.schema ?? {};
  const values = enumValues(doc, schema);
  const limits = constraintTexts(schema);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-foreground">{typeLabel(doc, schema)}</span>
      {values.length > 0 && (
        <span>
          one of{' '}
          {values.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <Code>{value}</Code>
            </span>
          ))}
        </span>
      )}
      {schema.pattern && (
        <span>
          matching <code className="break-all font-mono text-xs">{schema.pattern}</code>
        </span>
      )}
      {limits.length > 0 && <span className="tabular-nums">{limits.join(', ')}</span>}
    </div>
  );
}

/** The query (and path) parameters of an operation, one row each. */
export function ParametersTable({ doc, parameters, caption }: { doc: OpenApiDocument; parameters: ParameterObject[]; caption: string }) {
  if (parameters.length === 0) return <p className="text-sm text-muted-foreground">No parameters.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Required
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Type
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 font-medium">
              Example
            </th>
          </tr>
        </thead>
        <tbody className="align-top text-muted-foreground">
          {parameters.map((param) => {
            const description = parameterDescription(param);
            const example = parameterExample(param);
            return (
              <tr key={`${param.in}-${param.name}`} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <Code>{param.name}</Code>
                  {param.in !== 'query' && <span className="block text-xs">in {param.in}</span>}
                </th>
                <td className="py-2 pr-4">{param.required ? 'required' : 'optional'}</td>
                <td className="py-2 pr-4">
                  <AcceptedValues doc={doc} param={param} />
                </td>
                <td className="min-w-48 py-2 pr-4">{description ? <WithCode text={description} /> : '—'}</td>
                <td className="py-2">{example === undefined ? '—' : <Code>{example}</Code>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
