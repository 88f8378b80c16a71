import { LANGUAGE_OPTIONS } from '../utils/language-options';
import type { WidgetLocale } from '../utils/widget-config';
import { FIELD_CLASS, HINT_CLASS, LABEL_CLASS, SELECT_CLASS } from './field-styles';

type LanguageFieldProps = { id: string; value: WidgetLocale; onChange: (locale: WidgetLocale) => void };

/** Auto (the visitor's browser) or one of the site's locales, each named in its own language. */
export function LanguageField({ id, value, onChange }: LanguageFieldProps) {
  return (
    <div className={FIELD_CLASS}>
      <label htmlFor={id} className={LABEL_CLASS}>
        Language
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as WidgetLocale)} aria-describedby={`${id}-hint`} className={SELECT_CLASS}>
        <option value="auto">Auto (the visitor’s browser)</option>
        {LANGUAGE_OPTIONS.map((o) => (
          // The server's and the browser's Intl may name a language slightly differently.
          <option key={o.value} value={o.value} lang={o.value} suppressHydrationWarning>
            {o.label}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className={HINT_CLASS}>
        The widget’s words and number format.
      </span>
    </div>
  );
}
