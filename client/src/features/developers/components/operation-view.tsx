import type { OpenApiDocument } from '../api/openapi-query';
import { curlCommand, type Operation } from '../utils/operations';
import { CodeBlock } from './code-block';
import { Code, WithCode } from './inline-code';
import { ParametersTable } from './parameters-table';
import { ResponseSchema } from './schema-fields';
import { TryIt } from './try-it';

const SUBHEADING = 'text-sm font-semibold uppercase tracking-wide text-muted-foreground';

/** The success answer's JSON schema, if the operation has one. */
function successSchema({ operation }: Operation) {
  const ok = operation.responses?.['200'] ?? operation.responses?.['201'];
  return ok?.content?.['application/json']?.schema;
}

/** One endpoint: what it does, what it takes, what it answers, and a request to copy or send. */
export function OperationView({ doc, op, server, example }: { doc: OpenApiDocument; op: Operation; server: string; example: string }) {
  const { method, path, operation } = op;
  const title = operation.summary ?? `${method.toUpperCase()} ${path}`;
  const schema = successSchema(op);
  return (
    <article
      id={op.anchor}
      aria-labelledby={`${op.anchor}-heading`}
      className="flex scroll-mt-20 flex-col gap-4 border-t pt-6 first:border-t-0 first:pt-0"
    >
      <header className="flex flex-col gap-2">
        <h3 id={`${op.anchor}-heading`} className="text-lg font-semibold text-foreground">
          {title}
        </h3>
        <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
          <span className="rounded-sm bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-foreground">{method.toUpperCase()}</span>{' '}
          <span className="break-all text-foreground">{path}</span>
        </p>
        {operation.description && (
          <p className="text-muted-foreground">
            <WithCode text={operation.description} />
          </p>
        )}
      </header>

      <h4 className={SUBHEADING}>Parameters</h4>
      <ParametersTable doc={doc} parameters={op.parameters} caption={`Parameters of ${method.toUpperCase()} ${path}`} />

      <h4 className={SUBHEADING}>Responses</h4>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => (
          <div key={status} className="contents">
            <dt className="font-mono tabular-nums text-foreground">{status}</dt>
            <dd className="text-muted-foreground">
              <WithCode text={response.description} />
            </dd>
          </div>
        ))}
      </dl>

      {schema && (
        <>
          <h4 className={SUBHEADING}>Response body</h4>
          <ResponseSchema doc={doc} schema={schema} />
        </>
      )}

      <h4 className={SUBHEADING}>Example</h4>
      <CodeBlock
        caption="Request"
        code={curlCommand(`${server}${example}`)}
        copyLabel={`curl example for ${method.toUpperCase()} ${path}`}
      />
      {method === 'get' ? (
        <TryIt method={method} url={example} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Only <Code>GET</Code> requests can be tried from this page.
        </p>
      )}
    </article>
  );
}
