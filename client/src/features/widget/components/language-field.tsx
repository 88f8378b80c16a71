import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { LANGUAGE_OPTIONS } from '../utils/language-options';
import type { WidgetLocale } from '../utils/widget-config';

type LanguageFieldProps = { id: string; value: WidgetLocale; onChange: (locale: WidgetLocale) => void };

/** Auto (the visitor's browser) or one of the site's locales, each named in its own language. */
export function LanguageField({ id, value, onChange }: LanguageFieldProps) {
  return (
    <Field id={id} label="Language" hint="The widget’s words and number format.">
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value as WidgetLocale)} className="w-full min-w-0">
          <option value="auto">Auto (the visitor’s browser)</option>
          {LANGUAGE_OPTIONS.map((o) => (
            // The server's and the browser's Intl may name a language slightly differently.
            <option key={o.value} value={o.value} lang={o.value} suppressHydrationWarning>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
