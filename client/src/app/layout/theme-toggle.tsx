import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/hooks/use-theme';

export function ThemeToggle() {
  const { t } = useLingui();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
