import type { Messages } from '@lingui/core';
import { splitLocale } from '@shared/i18n/locales';
import { isWidgetFrame, matchRoute } from '@shared/routes';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { noteBundledContent, type PageState } from './features/content/bundled-content';
import { noteRenderedParts } from './features/converter/hydration-preloads';
import { notePartialCatalog } from './lib/complete-catalog';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles/globals.css';

const container = document.getElementById('root')!;
const stateElement = document.getElementById('app-state');
const catalogElement = document.getElementById('app-i18n');
const queryClient = createQueryClient();
const { locale, path } = splitLocale(window.location.pathname);
const app = (messages: Messages, partialCatalog = false) => {
  const i18n = createI18n(locale, messages);
  // The page carries only the messages its render used: the rest loads before other code (complete-catalog.ts).
  if (partialCatalog) notePartialCatalog(i18n, locale);
  return (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>
  );
};

// The server rendered this page and sent the data (and the catalog) it rendered from: hydrate that exact tree.
if (stateElement?.textContent && catalogElement?.textContent && container.firstElementChild) {
  const messages = JSON.parse(catalogElement.textContent) as Messages;
  const state = JSON.parse(stateElement.textContent) as PageState;
  hydrate(queryClient, state);
  // The page's text is named, not carried: it loads with the text's code (bundled-content.ts).
  noteBundledContent(queryClient, state);
  // The converter's parts the server rendered (suggestions, a quote, a ticker note…): their code
  // loads with the converter's, when that comes (converter-page.tsx).
  noteRenderedParts(state, container, matchRoute(path).kind === 'pair-amount');
  // The page's own chunk first, so hydration renders what the server rendered. Not a top-level
  // await: this module shares its chunk with code the page's chunk imports, and a chunk still
  // awaiting cannot be imported.
  void preloadPage(path).then(
    () =>
      hydrateRoot(container, app(messages, catalogElement.hasAttribute('data-partial')), {
        // A mismatch means the server and browser disagree about the page: say so loudly.
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
      }),
    // The page's code could not be fetched (offline): the server's page stays, links and all.
    (error: unknown) => console.warn('The page stays as the server sent it:', error),
  );
} else {
  // A page the server did not render (the dev fallback): fetch its catalog first.
  void import('./lib/load-messages')
    .then(({ loadMessages }) => loadMessages(locale))
    .then((messages) => createRoot(container).render(app(messages)));
}
// Not inside the framed widget: other sites' visitors get the converter, not our offline app.
if (!isWidgetFrame(matchRoute(path))) registerServiceWorker();
