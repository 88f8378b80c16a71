import { WIDGET_ELEMENT, WIDGET_SCRIPT_PATH } from '@shared/widget';
import { CodeBlock } from './code-block';
import { DocSection, LINK_CLASS, Muted } from './doc-section';
import { sectionTitle } from './intro-section';

/** The loader script once, then one element per converter. */
export function widgetSnippet(server: string): string {
  return [
    `<script src="${server}${WIDGET_SCRIPT_PATH}" async></script>`,
    `<${WIDGET_ELEMENT} from="btc" to="usd" amount="1"></${WIDGET_ELEMENT}>`,
    `<${WIDGET_ELEMENT} from="eth" to="eur" amount="1"></${WIDGET_ELEMENT}>`,
  ].join('\n');
}

export function WidgetSection({ server }: { server: string }) {
  return (
    <DocSection id="widget" title={sectionTitle('widget')}>
      <Muted>
        To show a live converter rather than build one, paste these lines where it should appear: one script, then one element per
        converter, with the pair and amount it starts on. The{' '}
        <a href="/widget" className={LINK_CLASS}>
          widget configurator
        </a>{' '}
        previews it and writes the lines for the pair, amount and theme you choose.
      </Muted>
      <CodeBlock caption="HTML" code={widgetSnippet(server)} copyLabel="widget snippet" />
    </DocSection>
  );
}
