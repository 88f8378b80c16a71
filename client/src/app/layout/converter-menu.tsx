import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { CONVERTER_LINKS, isCurrentPath } from '@/config/nav';
import { useLocalizedHref } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { PairLabel } from './pair-label';

export type ConverterMenuProps = {
  location: string;
  triggerClassName: string;
  defaultOpen: boolean;
  /** Opened from the keyboard: focus goes to the first item, as Radix does for its own trigger. */
  focusFirstItem?: boolean;
};

/** The header's "Crypto Converter" dropdown (Radix); loaded on the first hover, focus or click. */
export function ConverterMenu({ location, triggerClassName, defaultOpen, focusFirstItem = false }: ConverterMenuProps) {
  const content = useRef<HTMLDivElement>(null);
  const href = useLocalizedHref();
  useEffect(() => {
    if (!focusFirstItem) return;
    // After Radix has focused the menu itself on mount.
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem]);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={triggerClassName}>
        <Trans>Crypto Converter</Trans> <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" ref={content}>
        {CONVERTER_LINKS.map((link) => {
          const current = isCurrentPath(location, link.href);
          return (
            <DropdownMenuItem key={link.href} asChild className={cn(current && 'font-semibold text-primary')}>
              <a href={href(link.href)} aria-current={current ? 'page' : undefined}>
                <PairLabel from={link.from} to={link.to} />
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
