import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Menu } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useLocation } from 'wouter';
import { CONVERTER_LINKS, isCurrentPath, PAGE_LINKS, SITE_NAME } from '@/config/nav';
import { Button } from '@/components/ui/button';
import { useLocalizedHref } from '@/hooks/use-locale';
import { loadOnce } from '@/lib/load-once';
import { cn } from '@/lib/utils';
import type { ConverterMenuProps } from './converter-menu';
import { LanguageSwitcher } from './language-switcher';
import type { MobileMenuProps } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

const navItem = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground';
const navItemCurrent = 'bg-accent text-foreground';

/** The product spec's header: sticky; links are full page loads; the current route is highlighted. */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const href = useLocalizedHref();
  const [location] = useLocation();
  const converterCurrent = CONVERTER_LINKS.some((l) => isCurrentPath(location, l.href));
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href={href('/')} className="flex items-center gap-2 text-lg font-bold tracking-tight" aria-label={t`${SITE_NAME} home`}>
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          {SITE_NAME}
        </a>
        <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
          <LazyConverterMenu
            location={location}
            triggerClassName={cn(navItem, 'inline-flex items-center gap-1', converterCurrent && navItemCurrent)}
          />
          {PAGE_LINKS.map((link) => {
            const current = isCurrentPath(location, link.href);
            return (
              <a
                key={link.href}
                href={href(link.href)}
                aria-current={current ? 'page' : undefined}
                className={cn(navItem, current && navItemCurrent)}
              >
                {i18n._(link.label)}
              </a>
            );
          })}
          <LanguageSwitcher />
          <ThemeToggle />
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitcher />
          <ThemeToggle />
          <LazyMobileMenu location={location} />
        </div>
      </div>
    </header>
  );
}

const menuModule = loadOnce(() => import('./converter-menu').then((module) => module.ConverterMenu));

/**
 * The dropdown's code (Radix menu) loads on the first hover, focus or click: until then the
 * trigger is a plain button that looks and announces the same; a click opens the menu as soon
 * as the code is there (focus follows into the menu, as Radix does).
 */
function LazyConverterMenu({ location, triggerClassName }: { location: string; triggerClassName: string }) {
  const [menu, setMenu] = useState<{ Component: ComponentType<ConverterMenuProps>; keyboard: boolean } | null>(null);
  if (menu) return <menu.Component location={location} triggerClassName={triggerClassName} defaultOpen focusFirstItem={menu.keyboard} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClassName}
      onPointerEnter={() => void menuModule.load()}
      onFocus={() => void menuModule.load()}
      onClick={(event) => {
        // A click from Enter or Space has no pointer position (detail 0).
        const keyboard = event.detail === 0;
        void menuModule.load().then((Component) => setMenu({ Component, keyboard }));
      }}
    >
      <Trans>Crypto Converter</Trans> <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

const mobileMenuModule = loadOnce(() => import('./mobile-menu').then((module) => module.MobileMenu));

/** The mobile panel's code (Radix collapsible) loads on the first touch or tap of its button. */
function LazyMobileMenu({ location }: { location: string }) {
  const { t } = useLingui();
  const [MobileMenu, setMenu] = useState<ComponentType<MobileMenuProps> | null>(null);
  if (MobileMenu) return <MobileMenu location={location} defaultOpen />;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Open menu`}
      aria-expanded={false}
      data-state="closed"
      onPointerDown={() => void mobileMenuModule.load()}
      onFocus={() => void mobileMenuModule.load()}
      onClick={() => void mobileMenuModule.load().then((component) => setMenu(() => component))}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}
