import { Trans, useLingui } from '@lingui/react/macro';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PairLabel } from './pair-label';
import { CONVERTER_LINKS, isCurrentPath, PAGE_LINKS } from '@/config/nav';
import { useLocalizedHref } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';

export type MobileMenuProps = { location: string; defaultOpen?: boolean };

/**
 * Below the md breakpoint: a hamburger panel with a collapsible converter submenu (the product spec).
 * Loaded on the first tap of the header's plain button (site-header), which it replaces open,
 * keeping the focus on the button.
 */
export function MobileMenu({ location, defaultOpen = false }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  const localized = useLocalizedHref();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpen) trigger.current?.focus();
  }, [defaultOpen]);
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const close = () => {
    setOpen(false);
    setSubmenuOpen(false);
  };
  const link = (href: string, label: ReactNode, nested = false) => {
    const current = isCurrentPath(location, href);
    return (
      <a
        key={href}
        href={localized(href)}
        onClick={close}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent',
          nested && 'pl-6 text-sm',
          current ? 'bg-accent text-primary' : 'text-foreground',
        )}
      >
        {label}
      </a>
    );
  };

  return (
    <Collapsible.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Collapsible.Trigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" aria-label={open ? t`Close menu` : t`Open menu`}>
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute inset-x-0 top-16 border-b bg-background shadow-lg">
        <nav aria-label={t`Mobile`} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          <Collapsible.Root open={submenuOpen} onOpenChange={setSubmenuOpen}>
            <Collapsible.Trigger className="flex w-full items-center justify-between rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent">
              <Trans>Crypto Converter</Trans>
              <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', submenuOpen && 'rotate-180')} />
            </Collapsible.Trigger>
            <Collapsible.Content>
              {CONVERTER_LINKS.map((l) => link(l.href, <PairLabel from={l.from} to={l.to} />, true))}
            </Collapsible.Content>
          </Collapsible.Root>
          {PAGE_LINKS.map((l) => link(l.href, i18n._(l.label)))}
        </nav>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
