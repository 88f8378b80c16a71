import { WIDGET_THEMES, type WidgetTheme } from '@shared/widget';
import { LABEL_CLASS } from './field-styles';

const THEME_LABELS: Record<WidgetTheme, string> = {
  auto: 'Auto (follows the visitor’s system)',
  light: 'Light',
  dark: 'Dark',
};

type ThemeFieldProps = { name: string; value: WidgetTheme; onChange: (theme: WidgetTheme) => void };

/** The widget's colours, as a radio group. */
export function ThemeField({ name, value, onChange }: ThemeFieldProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={`${LABEL_CLASS} mb-1.5`}>Theme</legend>
      {WIDGET_THEMES.map((theme) => (
        <label key={theme} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={theme}
            checked={value === theme}
            onChange={() => onChange(theme)}
            className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          {THEME_LABELS[theme]}
        </label>
      ))}
    </fieldset>
  );
}
