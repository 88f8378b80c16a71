import type { I18n } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/**
 * A server-rendered page carries the messages its render used and no others (decision 017
 * addendum). Before any code renders something the server did not (a deferred part's code, a
 * lazy panel, another page), the rest of the language's catalog loads: `loadOnce` waits for
 * it.
 */
let partial: { i18n: I18n; locale: Locale } | undefined;
let completing: Promise<void> | undefined;

/** The browser's instance holds a partial catalog for `locale` (main.tsx, from the page). */
export function notePartialCatalog(i18n: I18n, locale: Locale): void {
  partial = { i18n, locale };
}

/** Resolves once the catalog is complete: at once when it always was (and on the server). */
export function completeCatalog(): Promise<void> {
  const target = partial;
  if (!target) return Promise.resolve();
  completing ??= import('./load-messages')
    .then(({ loadMessages }) => loadMessages(target.locale))
    .then((messages) => {
      // Into the catalog object the instance reads, with no "change" event: @lingui/react answers
      // one with a new context, and React would then throw away the HTML of every part still
      // waiting for its code. (Lingui's own `load` merges the same way, then emits.)
      Object.assign(target.i18n.messages, messages);
    })
    .catch((error: unknown) => {
      // Tried again by the next load that waits for it (load-once.ts).
      completing = undefined;
      throw error;
    });
  return completing;
}
