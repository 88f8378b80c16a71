import { Trans, useLingui } from '@lingui/react/macro';
import { FOOTER_LINKS, SITE_NAME, SOCIAL_LINKS } from '@/config/nav';
import { useLocalizedHref } from '@/hooks/use-locale';
import { HAS_LANGUAGE_CHOICE } from './language-links';
import { LanguageList } from './language-switcher';

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const href = useLocalizedHref();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <a href={href('/')} className="text-lg font-bold tracking-tight">
            {SITE_NAME}
          </a>
          <p className="text-sm text-muted-foreground">
            <Trans>Fast &amp; accurate crypto conversion platform</Trans>
          </p>
          <ul className="mt-2 flex gap-3 text-sm" aria-label={t`Social media`}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" className="text-muted-foreground hover:text-foreground">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          <nav aria-label={t`Footer`}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {FOOTER_LINKS.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.englishOnly ? l.href : href(l.href)}
                    hrefLang={l.englishOnly && i18n.locale !== 'en' ? 'en' : undefined}
                    className="text-muted-foreground hover:text-foreground"
                  >
                    {i18n._(l.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {HAS_LANGUAGE_CHOICE && (
            <nav aria-label={t`Languages`}>
              <LanguageList
                className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
                itemClassName="text-muted-foreground hover:text-foreground"
              />
            </nav>
          )}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          <Trans>
            © {year} {SITE_NAME}. Informational only: not a trading platform, and we never hold your crypto.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
