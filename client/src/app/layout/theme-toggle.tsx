import { Trans } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toggleTheme } from '@/lib/theme';

/**
 * The label and icon follow the `dark` class on <html> through CSS, not state: the server's HTML is
 * right in either theme before the header's code has loaded (it waits for a first sign of use,
 * decision 007 addendum), and stays right after.
 */
export function ThemeToggle() {
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme}>
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">
        <Trans>Switch to dark theme</Trans>
      </span>
      <span className="sr-only hidden dark:inline">
        <Trans>Switch to light theme</Trans>
      </span>
    </Button>
  );
}
