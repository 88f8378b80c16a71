import { OPENAPI_DOCUMENT_PATH } from '../api/openapi-query';
import { DocSection, LINK_CLASS } from './doc-section';
import { sectionTitle } from './intro-section';

/** The same API for programs: the OpenAPI document this page is written from, and llms.txt. */
export function MachineReadableSection() {
  return (
    <DocSection id="machine-readable" title={sectionTitle('machine-readable')}>
      <ul className="ml-5 list-disc space-y-2 text-muted-foreground marker:text-primary">
        <li>
          <a href={OPENAPI_DOCUMENT_PATH} className={`${LINK_CLASS} font-mono`}>
            {OPENAPI_DOCUMENT_PATH}
          </a>
          : the OpenAPI 3.1 document, generated from the schemas the server answers with. This page is written from it; give it to a client
          generator or an API tool.
        </li>
        <li>
          <a href="/llms.txt" className={`${LINK_CLASS} font-mono`}>
            /llms.txt
          </a>
          : the API in a few lines of Markdown, for language models and the people using them.
        </li>
      </ul>
    </DocSection>
  );
}
