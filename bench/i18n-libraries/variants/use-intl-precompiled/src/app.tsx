import { useTranslations } from 'use-intl';
import { valuesFor } from '../../../shared/values';

export function App({ locale }: { locale: string }) {
  const t = useTranslations();
  const { from, to, amount, value, rate, minutes, count } = valuesFor(locale);
  return (
    <div>
      <a href="#main">{t('skip_to_content')}</a>
      <nav aria-label={t('nav_language')}>
        <a href="/">{t('nav_converter')}</a> <a href="/calculator">{t('nav_calculator')}</a> <a href="/about">{t('nav_about')}</a>
        <button type="button" aria-label={t('theme_toggle')}>☾</button>
      </nav>
      <main id="main">
        <h1>{t('converter_heading', { from, to })}</h1>
        <label>{t('converter_amount')}</label> <label>{t('converter_from')}</label> <label>{t('converter_to')}</label>
        <button type="button">{t('converter_swap')}</button>
        <p>{t('converter_result', { amount, from, value, to })}</p>
        <p>{t('converter_rate', { from, rate, to })}</p>
        <p>{t('converter_updated', { minutes })}</p>
        <p>{t('converter_sources', { count })}</p>
        <dl>
          <dt>{t('converter_day_change')}</dt> <dt>{t('converter_market_cap')}</dt> <dt>{t('converter_volume')}</dt>
        </dl>
        <h2>{t('converter_chart')}</h2> <h2>{t('converter_quick_table')}</h2>
        <p role="alert">{t('error_invalid_amount')}</p>
        <p>{t('error_unknown_currency')}</p>
        <p>{t('error_offline')}</p>
        <button type="button">{t('retry')}</button>
        <p>{t.rich('disclaimer', { link: (chunks) => <a href="/methodology">{chunks}</a> })}</p>
      </main>
    </div>
  );
}
