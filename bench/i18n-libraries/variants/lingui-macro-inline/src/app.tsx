import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { valuesFor } from '../../../shared/values';

/** Lingui macros: English in the source, ids generated from it, catalogs keyed by those ids. */
export function App({ locale }: { locale: string }) {
  const { t } = useLingui();
  const { from, to, amount, value, rate, minutes, count } = valuesFor(locale);
  return (
    <div>
      <a href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <nav aria-label={t`Language`}>
        <a href="/"><Trans>Crypto Converter</Trans></a> <a href="/calculator"><Trans>Profit Calculator</Trans></a> <a href="/about"><Trans>About</Trans></a>
        <button type="button" aria-label={t`Switch to the dark theme`}>☾</button>
      </nav>
      <main id="main">
        <h1><Trans>Convert {from} to {to}</Trans></h1>
        <label><Trans>Amount</Trans></label> <label><Trans>From</Trans></label> <label><Trans>To</Trans></label>
        <button type="button"><Trans>Swap the two currencies</Trans></button>
        <p><Trans>{amount} {from} is worth {value} {to} at today’s rate</Trans></p>
        <p><Trans>1 {from} = {rate} {to}</Trans></p>
        <p><Plural value={minutes} one="Updated # minute ago" other="Updated # minutes ago" /></p>
        <p><Plural value={count} one="Price from # exchange" other="Average price from # exchanges" /></p>
        <dl>
          <dt><Trans>24-hour change</Trans></dt> <dt><Trans>Market capitalisation</Trans></dt> <dt><Trans>Trading volume (24 h)</Trans></dt>
        </dl>
        <h2><Trans>Price history</Trans></h2> <h2><Trans>Quick conversion table</Trans></h2>
        <p role="alert"><Trans>Enter a number greater than zero.</Trans></p>
        <p><Trans>We could not find that currency. Check the ticker and try again.</Trans></p>
        <p><Trans>You are offline. The converter shows the last rates it saw.</Trans></p>
        <button type="button"><Trans>Try again</Trans></button>
        <p>
          <Trans>Prices are for information only, not an offer to buy or sell. Read how we calculate them in our <a href="/methodology">methodology</a>.</Trans>
        </p>
      </main>
    </div>
  );
}
