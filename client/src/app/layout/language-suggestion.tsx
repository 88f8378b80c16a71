import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@shared/i18n/locales';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLocale } from '@/hooks/use-locale';
import { languageLinks, rememberLocale } from './language-links';

/**
 * One sentence in the language it offers: a visitor who reads German but landed on the English
 * page reads "Diese Seite gibt es auch auf Deutsch.", whatever the page's own language.
 */
const OFFER: Record<Locale, string> = {
  en: 'This page is also available in English.',
  es: 'Esta página también está disponible en español.',
  'pt-BR': 'Esta página também está disponível em português.',
  de: 'Diese Seite gibt es auch auf Deutsch.',
  fr: 'Cette page existe aussi en français.',
  tr: 'Bu sayfa Türkçe olarak da mevcut.',
  ru: 'Эта страница есть и на русском языке.',
  ja: 'このページは日本語でもご覧いただけます。',
  ko: '이 페이지는 한국어로도 볼 수 있습니다.',
  'zh-Hans': '本页面也提供简体中文版本。',
  id: 'Halaman ini juga tersedia dalam bahasa Indonesia.',
  vi: 'Trang này cũng có bằng tiếng Việt.',
};

const LANGUAGE = msg`Language`;
const STAY = msg`Stay on this page`;
/**
 * The line's own messages: it may appear before the rest of the page's catalog has loaded (the
 * server puts these in every page's catalog, entry-server.tsx).
 */
export const LANGUAGE_SUGGESTION_MESSAGES = [LANGUAGE, STAY];

/**
 * The calm line offering the visitor's own language (decision 017): floating at the bottom, so
 * appearing after load moves nothing on the page. Following it or closing it is remembered as
 * the visitor's choice, and the line does not come back.
 */
export function LanguageSuggestion({ target }: { target: Locale }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(true);
  const href = languageLinks(path, search).find((link) => link.locale === target)?.href;
  if (!open || !href) return null;
  return (
    <aside
      aria-label={i18n._(LANGUAGE)}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-2 rounded-lg border bg-card py-2 pr-2 pl-4 text-sm shadow-lg"
    >
      <a
        href={href}
        lang={target}
        hrefLang={target}
        className="flex-1 font-medium text-primary underline-offset-2 hover:underline"
        onClick={() => rememberLocale(target)}
      >
        {OFFER[target]}
      </a>
      <button
        type="button"
        aria-label={i18n._(STAY)}
        title={i18n._(STAY)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
        onClick={() => {
          rememberLocale(locale);
          setOpen(false);
        }}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
