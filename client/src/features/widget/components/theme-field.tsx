import { WIDGET_THEMES, type WidgetTheme } from '@shared/widget';
import { Radio } from '@/components/ui/radio';

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
      <legend className="mb-1.5 text-sm font-medium">Theme</legend>
      {WIDGET_THEMES.map((theme) => (
        <Radio key={theme} name={name} value={theme} checked={value === theme} onChange={() => onChange(theme)}>
          {THEME_LABELS[theme]}
        </Radio>
      ))}
    </fieldset>
  );
}
