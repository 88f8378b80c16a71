import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@shared/i18n/locales';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LazyPopover } from '@/components/ui/lazy-popover';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { HAS_LANGUAGE_CHOICE, languageLinks, rememberLocale } from './language-links';

/**
 * The header's language menu: a small button (the current language's tag) opening the list of
 * languages, each a link to this same page in that language. Full page loads: the other
 * language's catalog comes with its page.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const tag = locale.split('-')[0]!.toUpperCase();
  const label = t`Language: ${LOCALE_NAMES[locale]}`;
  if (!HAS_LANGUAGE_CHOICE) return null;
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <Languages aria-hidden="true" className="size-4" />
          {/* The name is the text, the visible tag last ("Language: Deutsch DE"): what a voice-control user sees is what they say. */}
          <span className="sr-only">{label} </span>
          <span className="text-xs font-semibold">{tag}</span>
        </>
      }
      triggerProps={{
        title: label,
        className:
          'inline-flex h-9 items-center gap-1 rounded-md px-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
      }}
      contentProps={{ align: 'end', className: 'w-56 p-1', 'aria-label': t`Choose a language` }}
    >
      <LanguageList className="flex flex-col" itemClassName="rounded-md px-3 py-2 text-sm hover:bg-accent" />
    </LazyPopover>
  );
}

/** Every language as a link to this page in it: the menu's body and the footer's list. */
export function LanguageList({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  if (!HAS_LANGUAGE_CHOICE) return null;
  return (
    <ul className={className}>
      {languageLinks(path, search).map((link) => (
        <li key={link.locale} className="contents">
          <a
            href={link.href}
            lang={link.locale}
            hrefLang={link.locale}
            aria-current={link.locale === locale ? 'true' : undefined}
            className={cn(itemClassName, link.locale === locale && 'font-semibold text-primary')}
            onClick={() => rememberLocale(link.locale)}
          >
            {LOCALE_NAMES[link.locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
