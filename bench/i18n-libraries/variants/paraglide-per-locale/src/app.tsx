import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { valuesFor } from '../../../shared/values';
import { m } from './paraglide/messages.js';

/** Paraglide: one typed function per message; the locale comes from the runtime (URL on the client, AsyncLocalStorage on the server). */
export function App({ locale }: { locale: string }) {
  const { from, to, amount, value, rate, minutes, count } = valuesFor(locale);
  return (
    <div>
      <a href="#main">{m.skip_to_content()}</a>
      <nav aria-label={m.nav_language()}>
        <a href="/">{m.nav_converter()}</a> <a href="/calculator">{m.nav_calculator()}</a> <a href="/about">{m.nav_about()}</a>
        <button type="button" aria-label={m.theme_toggle()}>☾</button>
      </nav>
      <main id="main">
        <h1>{m.converter_heading({ from, to })}</h1>
        <label>{m.converter_amount()}</label> <label>{m.converter_from()}</label> <label>{m.converter_to()}</label>
        <button type="button">{m.converter_swap()}</button>
        <p>{m.converter_result({ amount, from, value, to })}</p>
        <p>{m.converter_rate({ from, rate, to })}</p>
        <p>{m.converter_updated({ minutes })}</p>
        <p>{m.converter_sources({ count })}</p>
        <dl>
          <dt>{m.converter_day_change()}</dt> <dt>{m.converter_market_cap()}</dt> <dt>{m.converter_volume()}</dt>
        </dl>
        <h2>{m.converter_chart()}</h2> <h2>{m.converter_quick_table()}</h2>
        <p role="alert">{m.error_invalid_amount()}</p>
        <p>{m.error_unknown_currency()}</p>
        <p>{m.error_offline()}</p>
        <button type="button">{m.retry()}</button>
        <p>
          <ParaglideMessage message={m.disclaimer} inputs={{}} markup={{ link: ({ children }) => <a href="/methodology">{children}</a> }} />
        </p>
      </main>
    </div>
  );
}
