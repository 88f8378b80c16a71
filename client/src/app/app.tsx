import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { I18nProvider } from '@lingui/react';
import { type Locale, localePrefix } from '@shared/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { isWidgetFrame, matchRoute } from '@shared/routes';
import { Router, useLocation } from 'wouter';
import { LanguageSuggestionSlot } from './layout/language-suggestion-slot';
import { SiteFooter, SiteHeader } from './layout/deferred-chrome';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The URL being rendered on the server; in the browser wouter reads `location`. */
export type ServerLocation = { path: string; search: string };

/**
 * The whole site in one locale: `i18n` holds its catalog, and the router's base is its path
 * prefix (/de), so routes, links and navigation inside never spell it.
 */
export function App({ i18n, queryClient, serverLocation }: { i18n: I18n; queryClient?: QueryClient; serverLocation?: ServerLocation }) {
  // Marks the page as interactive (hydrated or rendered); browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider {...(queryClient ? { queryClient } : {})}>
        <WithLocation locale={i18n.locale as Locale} serverLocation={serverLocation}>
          <PageChrome />
        </WithLocation>
      </AppProvider>
    </I18nProvider>
  );
}

/** The site's header and footer around every page, except the framed widget, which is the converter alone. */
function PageChrome() {
  const [location] = useLocation();
  if (isWidgetFrame(matchRoute(location))) {
    return (
      <main id="main" className="outline-none">
        <AppRouter />
      </main>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <AppRouter />
      </main>
      <SiteFooter />
      <LanguageSuggestionSlot />
    </div>
  );
}

function WithLocation({
  locale,
  serverLocation,
  children,
}: {
  locale: Locale;
  serverLocation: ServerLocation | undefined;
  children: ReactNode;
}) {
  const base = localePrefix(locale);
  return serverLocation ? (
    <Router base={base} ssrPath={serverLocation.path} ssrSearch={serverLocation.search}>
      {children}
    </Router>
  ) : (
    <Router base={base}>{children}</Router>
  );
}
