import { type Locale, preferredLocale } from '@shared/i18n/locales';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { HAS_LANGUAGE_CHOICE, rememberedLocale } from './language-links';

/**
 * Decides, after hydration (the server cannot know the browser's languages), whether to offer
 * another language: the one the visitor chose before, else the first of the browser's that we
 * publish. Only then does the line's code load; never a redirect (every URL keeps one language).
 */
export function LanguageSuggestionSlot() {
  const locale = useLocale();
  const [suggestion, setSuggestion] = useState<{ Line: ComponentType<{ target: Locale }>; target: Locale } | null>(null);
  useEffect(() => {
    if (!HAS_LANGUAGE_CHOICE) return;
    const remembered = rememberedLocale();
    const target = remembered ?? preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    if (!target || target === locale) return;
    let active = true;
    void import('./language-suggestion').then(({ LanguageSuggestion }) => active && setSuggestion({ Line: LanguageSuggestion, target }));
    return () => {
      active = false;
    };
  }, [locale]);
  return suggestion ? <suggestion.Line target={suggestion.target} /> : null;
}
