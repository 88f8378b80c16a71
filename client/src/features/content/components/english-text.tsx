import { Trans } from '@lingui/react/macro';
import type { Locale } from '@shared/i18n/locales';
import type { ReactNode } from 'react';
import { useLocale } from '@/hooks/use-locale';

/** What a text shown in English on another language's page is, for the sentence that says so. */
export type EnglishTextKind = 'guide' | 'article' | 'legal';

/**
 * The `lang` a text written in `lang` needs on this page: "en" where English stands in for the
 * page's language (no translation yet, or a legal text), else none (it inherits the page's).
 */
export function useEnglishLang(lang: Locale | undefined): 'en' | undefined {
  const locale = useLocale();
  return lang === 'en' && locale !== 'en' ? 'en' : undefined;
}

/**
 * A card's text, marked `lang="en"` where it is English on another language's page and, with
 * `note`, introduced by one sentence in the page's language. On English pages, and for text in
 * the page's language, the children as they are. Lives with the sections (not prose.tsx), so
 * none of it joins a page's first load.
 */
export function EnglishText({ lang, note, children }: { lang: 'en' | undefined; note?: EnglishTextKind | undefined; children: ReactNode }) {
  if (!lang) return children;
  return (
    <>
      {note && <EnglishTextNote kind={note} />}
      {/* The card's own column spacing (ContentCard: gap-4), so the text sits as it would without this box. */}
      <div lang={lang} className="flex flex-col gap-4">
        {children}
      </div>
    </>
  );
}

function EnglishTextNote({ kind }: { kind: EnglishTextKind }) {
  return (
    <p role="note" className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
      {kind === 'legal' ? (
        <Trans>This legal text is published in English; the English version applies.</Trans>
      ) : kind === 'guide' ? (
        <Trans>This guide is not available in your language yet, so it is shown in English.</Trans>
      ) : (
        <Trans>This article is not available in your language yet, so it is shown in English.</Trans>
      )}
    </p>
  );
}
