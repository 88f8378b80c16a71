import { FormattedMessage, useIntl } from 'react-intl';
import { valuesFor } from '../../../shared/values';

export function App({ locale }: { locale: string }) {
  const intl = useIntl();
  const { from, to, amount, value, rate, minutes, count } = valuesFor(locale);
  const _ = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div>
      <a href="#main">{_('skip_to_content')}</a>
      <nav aria-label={_('nav_language')}>
        <a href="/">{_('nav_converter')}</a> <a href="/calculator">{_('nav_calculator')}</a> <a href="/about">{_('nav_about')}</a>
        <button type="button" aria-label={_('theme_toggle')}>☾</button>
      </nav>
      <main id="main">
        <h1>{_('converter_heading', { from, to })}</h1>
        <label>{_('converter_amount')}</label> <label>{_('converter_from')}</label> <label>{_('converter_to')}</label>
        <button type="button">{_('converter_swap')}</button>
        <p>{_('converter_result', { amount, from, value, to })}</p>
        <p>{_('converter_rate', { from, rate, to })}</p>
        <p>{_('converter_updated', { minutes })}</p>
        <p>{_('converter_sources', { count })}</p>
        <dl>
          <dt>{_('converter_day_change')}</dt> <dt>{_('converter_market_cap')}</dt> <dt>{_('converter_volume')}</dt>
        </dl>
        <h2>{_('converter_chart')}</h2> <h2>{_('converter_quick_table')}</h2>
        <p role="alert">{_('error_invalid_amount')}</p>
        <p>{_('error_unknown_currency')}</p>
        <p>{_('error_offline')}</p>
        <button type="button">{_('retry')}</button>
        <p>
          <FormattedMessage id="disclaimer" values={{ link: (chunks) => <a href="/methodology">{chunks}</a> }} />
        </p>
      </main>
    </div>
  );
}
