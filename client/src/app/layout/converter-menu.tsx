import { ChevronDown } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { CONVERTER_LINKS, isCurrentPath } from '@/config/nav';
import { cn } from '@/lib/utils';

export type ConverterMenuProps = { location: string; triggerClassName: string; defaultOpen: boolean };

/** The header's "Crypto Converter" dropdown (Radix); loaded on the first hover, focus or click. */
export function ConverterMenu({ location, triggerClassName, defaultOpen }: ConverterMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={triggerClassName}>
        Crypto Converter <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {CONVERTER_LINKS.map((link) => {
          const current = isCurrentPath(location, link.href);
          return (
            <DropdownMenuItem key={link.href} asChild className={cn(current && 'font-semibold text-primary')}>
              <a href={link.href} aria-current={current ? 'page' : undefined}>
                {link.label}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
