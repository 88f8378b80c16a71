import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/** One instance per server request, one in the browser: never the shared global `i18n`. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * The server's render notes every message it asks for, so the page carries only those
 * (complete-catalog.ts has the browser fetch the rest before any code that may need them). Both
 * doors are wrapped: `_`, and `t`, which Lingui binds to the original `_` when it builds the instance.
 */
export function recordMessageIds(i18n: I18n): ReadonlySet<string> {
  const used = new Set<string>();
  const translate = i18n._.bind(i18n);
  const recorded = ((id: string | { id: string }, ...rest: unknown[]) => {
    used.add(typeof id === 'string' ? id : id.id);
    return (translate as (...args: unknown[]) => string)(id, ...rest);
  }) as I18n['_'];
  i18n._ = recorded;
  i18n.t = recorded;
  return used;
}
