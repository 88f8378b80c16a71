import { DocSection } from './doc-section';
import { Code } from './inline-code';
import { sectionTitle } from './intro-section';

/** What each version of /api/v1 added, newest first. */
export function ChangelogSection() {
  return (
    <DocSection id="changelog" title={sectionTitle('changelog')}>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-foreground">
          1.0.0 — <time dateTime="2026-11-24">24 November 2026</time>
        </h3>
        <p className="text-muted-foreground">The first public version:</p>
        <ul className="ml-5 list-disc space-y-1.5 text-muted-foreground marker:text-primary">
          <li>Live conversion between any two listed currencies, with every source’s price, age and use.</li>
          <li>Conversion on a past day, a coin’s price on a day and over a range, and fiat rates over a range.</li>
          <li>Price charts of a pair, from 24 hours to its whole history.</li>
          <li>The lists of coins and fiat currencies, and suggestions for a ticker or name.</li>
          <li>
            No key; per-address limits with <Code>RateLimit</Code> headers; CORS for every origin.
          </li>
          <li>
            <Code>Cache-Control</Code> while figures are fresh, <Code>ETag</Code> and <Code>304</Code> on revalidation.
          </li>
          <li>Errors as RFC 9457 problem details with a stable type.</li>
          <li>The OpenAPI 3.1 document and /llms.txt.</li>
        </ul>
      </div>
    </DocSection>
  );
}
