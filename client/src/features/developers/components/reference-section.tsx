import type { OpenApiDocument } from '../api/openapi-query';
import { exampleRequest, listOperations, serverUrl } from '../utils/operations';
import { DocSection, LINK_CLASS, Muted } from './doc-section';
import { Code } from './inline-code';
import { sectionTitle } from './intro-section';
import { OperationView } from './operation-view';

/** Every endpoint of the document, in its order, written from the document alone. */
export function ReferenceSection({ doc }: { doc: OpenApiDocument }) {
  const operations = listOperations(doc);
  const server = serverUrl(doc);
  return (
    <DocSection id="reference" title={sectionTitle('reference')}>
      <Muted>
        Version {doc.info.version}. Every endpoint reads: it answers <Code>GET</Code> (and <Code>HEAD</Code>) with JSON. Each example
        request is made of the parameters’ examples.
      </Muted>
      <nav aria-label="Endpoints">
        <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {operations.map((op) => (
            <li key={op.anchor} className="flex min-w-0 gap-2">
              <span className="font-mono text-xs leading-5 text-muted-foreground">{op.method.toUpperCase()}</span>
              <a href={`#${op.anchor}`} className={`${LINK_CLASS} min-w-0 break-all font-mono`}>
                {op.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-6 pt-2">
        {operations.map((op) => (
          <OperationView key={op.anchor} doc={doc} op={op} server={server} example={exampleRequest(op)} />
        ))}
      </div>
    </DocSection>
  );
}
