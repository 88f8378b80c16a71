import type { WidgetConfig } from '../utils/widget-config';
import { iframeSnippet, scriptSnippet } from '../utils/snippets';
import { SnippetBlock } from './snippet-block';

type EmbedSnippetsProps = {
  /** The page's origin; '' until known, when the code shows as a skeleton. */
  siteOrigin: string;
  config: WidgetConfig;
};

/** The two ways to embed: the script (sized to its content) and a plain iframe. */
export function EmbedSnippets({ siteOrigin, config }: EmbedSnippetsProps) {
  const known = siteOrigin !== '';
  return (
    <div className="flex flex-col gap-6">
      <SnippetBlock
        title="Script (recommended)"
        code={known ? scriptSnippet(siteOrigin, config) : null}
        copyLabel="Copy script code"
        lines={2}
      >
        <p>
          Paste both lines where the converter should appear. One script serves any number of widgets on a page: add it once, then one{' '}
          <code className="font-mono text-foreground">&lt;crypto-converter&gt;</code> element per widget. The frame fits its height to its
          content.
        </p>
      </SnippetBlock>
      <SnippetBlock
        title="Plain iframe (no scripts)"
        code={known ? iframeSnippet(siteOrigin, config) : null}
        copyLabel="Copy iframe code"
        lines={4}
      >
        <p>For pages that strip scripts. The frame has a fixed height.</p>
        {config.locale === 'auto' && (
          <p>An iframe cannot read the visitor’s languages, so this code uses English. Choose a language above for another.</p>
        )}
      </SnippetBlock>
    </div>
  );
}
