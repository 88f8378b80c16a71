import { valuesFor } from '../../../shared/values';

/** No i18n: the English text written in the component, plurals by hand. */
export function App({ locale }: { locale: string }) {
  const { from, to, amount, value, rate, minutes, count } = valuesFor(locale);
  return (
    <div>
      <a href="#main">Skip to content</a>
      <nav aria-label="Language">
        <a href="/">Crypto Converter</a> <a href="/calculator">Profit Calculator</a> <a href="/about">About</a>
        <button type="button" aria-label="Switch to the dark theme">☾</button>
      </nav>
      <main id="main">
        <h1>{`Convert ${from} to ${to}`}</h1>
        <label>Amount</label> <label>From</label> <label>To</label>
        <button type="button">Swap the two currencies</button>
        <p>{`${amount} ${from} is worth ${value} ${to} at today’s rate`}</p>
        <p>{`1 ${from} = ${rate} ${to}`}</p>
        <p>{minutes === 1 ? `Updated ${minutes} minute ago` : `Updated ${minutes} minutes ago`}</p>
        <p>{count === 1 ? `Price from ${count} exchange` : `Average price from ${count} exchanges`}</p>
        <dl>
          <dt>24-hour change</dt> <dt>Market capitalisation</dt> <dt>Trading volume (24 h)</dt>
        </dl>
        <h2>Price history</h2> <h2>Quick conversion table</h2>
        <p role="alert">Enter a number greater than zero.</p>
        <p>We could not find that currency. Check the ticker and try again.</p>
        <p>You are offline. The converter shows the last rates it saw.</p>
        <button type="button">Try again</button>
        <p>
          Prices are for information only, not an offer to buy or sell. Read how we calculate them in our <a href="/methodology">methodology</a>.
        </p>
      </main>
    </div>
  );
}
