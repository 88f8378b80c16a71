import { API_PROBLEMS, API_PROBLEMS_PATH } from '@shared/api-problems';
import { DocSection, LINK_CLASS, Muted } from './doc-section';
import { Code, WithCode } from './inline-code';
import { sectionTitle } from './intro-section';

const EXAMPLE_PROBLEM = JSON.stringify(
  {
    type: `${API_PROBLEMS_PATH}/unknown-currency`,
    title: 'The request is not valid',
    status: 400,
    detail:
      'Unknown currency "bitcoinn" in "from". Use an id listed by /api/currencies/crypto or /api/currencies/fiat, such as bitcoin or usd.',
  },
  null,
  2,
);

/**
 * Problem details (RFC 9457) and every `type` the API sends. Each type URI redirects here, to
 * its entry's anchor (`#problem-{slug}`), so every entry keeps its id.
 */
export function ErrorsSection() {
  return (
    <DocSection id="errors" title={sectionTitle('errors')}>
      <Muted>
        An error is answered with its HTTP status and a body of{' '}
        <a href="https://www.rfc-editor.org/rfc/rfc9457" className={LINK_CLASS}>
          RFC 9457 problem details
        </a>{' '}
        (<Code>application/problem+json</Code>): <Code>type</Code>, a stable URI naming the kind of error (test it, not the wording);{' '}
        <Code>title</Code>; <Code>status</Code>; and <Code>detail</Code>, what went wrong and what to do. Some add members:{' '}
        <Code>retryAfter</Code> on 429, <Code>subject</Code> and <Code>sources</Code> when a source of history failed.
      </Muted>
      <pre className="whitespace-pre-wrap rounded-md border bg-muted p-4 text-sm leading-relaxed text-foreground [overflow-wrap:anywhere]">
        <code>{EXAMPLE_PROBLEM}</code>
      </pre>
      <ul className="flex flex-col divide-y rounded-md border">
        {API_PROBLEMS.map((problem) => (
          <li key={problem.slug} id={`problem-${problem.slug}`} className="flex scroll-mt-20 flex-col gap-1.5 p-4 target:bg-accent/60">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-medium text-foreground">{problem.slug}</h3>
              <span className="text-sm tabular-nums text-muted-foreground">
                <span className="sr-only">Status </span>
                {problem.status}
              </span>
            </div>
            <p className="break-all font-mono text-xs text-muted-foreground">
              <span className="sr-only">Type: </span>
              {`${API_PROBLEMS_PATH}/${problem.slug}`}
            </p>
            <p className="text-sm text-muted-foreground">
              <WithCode text={problem.explanation} />
            </p>
          </li>
        ))}
      </ul>
    </DocSection>
  );
}
