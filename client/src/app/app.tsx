import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Router } from 'wouter';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The URL being rendered on the server; in the browser wouter reads `location`. */
export type ServerLocation = { path: string; search: string };

export function App({ queryClient, serverLocation }: { queryClient?: QueryClient; serverLocation?: ServerLocation }) {
  // Marks the page as interactive (hydrated or rendered); browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProvider {...(queryClient ? { queryClient } : {})}>
      <WithLocation serverLocation={serverLocation}>
        <div className="flex min-h-screen flex-col">
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <AppRouter />
          </main>
          <SiteFooter />
        </div>
      </WithLocation>
    </AppProvider>
  );
}

function WithLocation({ serverLocation, children }: { serverLocation: ServerLocation | undefined; children: ReactNode }) {
  if (!serverLocation) return children;
  return (
    <Router ssrPath={serverLocation.path} ssrSearch={serverLocation.search}>
      {children}
    </Router>
  );
}
