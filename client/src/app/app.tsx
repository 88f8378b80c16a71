import type { QueryClient } from '@tanstack/react-query';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider {...(queryClient ? { queryClient } : {})}>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <AppRouter />
        </main>
        <SiteFooter />
      </div>
    </AppProvider>
  );
}
