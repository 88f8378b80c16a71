import { curlCommand } from '../utils/operations';
import { CodeBlock } from './code-block';
import { DocSection, LINK_CLASS, Muted } from './doc-section';
import { Code } from './inline-code';
import { sectionTitle } from './intro-section';

const QUICK_START_PATH = '/api/v1/convert?from=bitcoin&to=usd';

function javascriptExample(url: string): string {
  return [
    `const res = await fetch('${url}');`,
    'if (!res.ok) {',
    '  // Errors are problem details (application/problem+json): type, title, status, detail.',
    '  const problem = await res.json();',
    '  throw new Error(`${problem.status} ${problem.title}: ${problem.detail}`);',
    '}',
    'const { rate, asOf } = await res.json();',
    'console.log(`1 bitcoin = ${rate} US dollars (as of ${asOf})`);',
  ].join('\n');
}

/** One request two ways, ready to paste: the live bitcoin price in US dollars. */
export function QuickStartSection({ server }: { server: string }) {
  const url = `${server}${QUICK_START_PATH}`;
  return (
    <DocSection id="quick-start" title={sectionTitle('quick-start')}>
      <Muted>
        Ask for the rate of one unit of a currency in another. Currencies are named by id: <Code>bitcoin</Code>, <Code>ethereum</Code> for
        coins, <Code>usd</Code>, <Code>eur</Code> for fiat (the{' '}
        <a href="#reference" className={LINK_CLASS}>
          reference
        </a>{' '}
        lists the endpoints that list them).
      </Muted>
      <CodeBlock caption="curl" code={curlCommand(url)} copyLabel="curl example" />
      <CodeBlock caption="JavaScript (browser or Node)" code={javascriptExample(url)} copyLabel="JavaScript example" />
      <Muted>
        The answer is JSON: <Code>rate</Code>, the time it was taken (<Code>asOf</Code>) and each source the rate was made from, with its
        price and whether it was used.
      </Muted>
    </DocSection>
  );
}
