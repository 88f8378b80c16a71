import { ChevronDown } from 'lucide-react';
import { useLocation } from 'wouter';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { CONVERTER_LINKS, isCurrentPath, PAGE_LINKS, SITE_NAME } from '@/config/nav';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

const navItem = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground';
const navItemCurrent = 'bg-accent text-foreground';

/** Spec §2 header: sticky; links are full page loads; the current route is highlighted. */
export function SiteHeader() {
  const [location] = useLocation();
  const converterCurrent = CONVERTER_LINKS.some((l) => isCurrentPath(location, l.href));
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight" aria-label={`${SITE_NAME} home`}>
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          {SITE_NAME}
        </a>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger className={cn(navItem, 'inline-flex items-center gap-1', converterCurrent && navItemCurrent)}>
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
          {PAGE_LINKS.map((link) => {
            const current = isCurrentPath(location, link.href);
            return (
              <a key={link.href} href={link.href} aria-current={current ? 'page' : undefined} className={cn(navItem, current && navItemCurrent)}>
                {link.label}
              </a>
            );
          })}
          <ThemeToggle />
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MobileMenu location={location} />
        </div>
      </div>
    </header>
  );
}
