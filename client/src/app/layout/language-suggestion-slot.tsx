import { type Locale, preferredLocale } from '@shared/i18n/locales';
import { isEnglishOnly, matchRoute } from '@shared/routes';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '@/hooks/use-locale';
import { HAS_LANGUAGE_CHOICE, rememberedLocale } from './language-links';

/**
 * Decides, after hydration (the server cannot know the browser's languages), whether to offer
 * another language: the one the visitor chose before, else the first of the browser's that we
 * publish. Only then does the line's code load; never a redirect (every URL keeps one language).
 */
export function LanguageSuggestionSlot() {
  const locale = useLocale();
  const [location] = useLocation();
  // A page in English only has no other language to offer.
  const englishOnly = isEnglishOnly(matchRoute(location));
  const [suggestion, setSuggestion] = useState<{ Line: ComponentType<{ target: Locale }>; target: Locale } | null>(null);
  useEffect(() => {
    if (!HAS_LANGUAGE_CHOICE || englishOnly) return;
    const remembered = rememberedLocale();
    const target = remembered ?? preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    if (!target || target === locale) return;
    let active = true;
    // Not through loadOnce: its messages are in every page's catalog, so it need not wait for the rest.
    void import('./language-suggestion').then(({ LanguageSuggestion }) => active && setSuggestion({ Line: LanguageSuggestion, target }));
    return () => {
      active = false;
    };
  }, [locale, englishOnly]);
  return suggestion && !englishOnly ? <suggestion.Line target={suggestion.target} /> : null;
}
