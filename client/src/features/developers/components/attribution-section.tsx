import { SITE_NAME } from '@shared/widget';
import { CodeBlock } from './code-block';
import { DocSection, LINK_CLASS, Muted } from './doc-section';
import { sectionTitle } from './intro-section';

/** Where the figures come from, the credit we ask for, and what the figures are not. */
export function AttributionSection({ server }: { server: string }) {
  const credit = `<a href="${server || '/'}">Rates by ${SITE_NAME}</a>`;
  return (
    <DocSection id="attribution" title={sectionTitle('attribution')}>
      <Muted>
        Live coin prices are the median of five exchanges, Coinbase, Kraken, Bitstamp, Binance and OKX, and of the aggregator CoinGecko;
        each answer names the sources it used. Fiat exchange rates come from Coinbase and CoinGecko, checked against the European Central
        Bank’s reference rates, read through Frankfurter; past rates are the ECB’s where it publishes one. Past coin prices come from
        CoinGecko, Coinbase, Binance and DefiLlama. The{' '}
        <a href="/methodology" className={LINK_CLASS}>
          methodology
        </a>{' '}
        explains how the sources are combined and when one is left out.
      </Muted>
      <Muted>
        The API is free to use. Where you show its figures, please show “Rates by {SITE_NAME}” linking to this site, and credit the sources
        where you can.
      </Muted>
      <CodeBlock caption="Credit line" code={credit} copyLabel="credit line" />
      <Muted>
        The figures are for information only, not financial or investment advice, and may be late or wrong when sources are; see the{' '}
        <a href="/disclaimer" className={LINK_CLASS}>
          disclaimer
        </a>
        .
      </Muted>
    </DocSection>
  );
}
