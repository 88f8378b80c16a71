import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HEADER_CONVERTER_ROUTES } from '@shared/routes';

export { SITE_NAME } from '@shared/site';

/** A page link; its label translated where shown (`i18n._(label)`), its href localized unless the page is English only. */
export type NavLink = { href: string; label: MessageDescriptor; englishOnly?: true };
/** A pair link: "{from} to {to}" in the page's language, the tickers as the product spec writes them. */
export type PairLink = { href: string; from: string; to: string };

/** Header: the "Crypto Converter" dropdown (8 pairs), then these pages (the product spec's header). */
export const CONVERTER_LINKS: readonly PairLink[] = HEADER_CONVERTER_ROUTES.map((r) => {
  const [from = '', to = ''] = r.label.split(' to ');
  return { href: r.path, from, to };
});

export const PAGE_LINKS: readonly NavLink[] = [
  { href: '/crypto-profit-calculator', label: msg`Profit Calculator` },
  { href: '/about', label: msg`About` },
  { href: '/contact', label: msg`Contact` },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { href: '/about', label: msg`About` },
  { href: '/methodology', label: msg`How We Calculate Prices` },
  { href: '/portfolio', label: msg`Portfolio` },
  { href: '/contact', label: msg`Contact` },
  { href: '/privacy', label: msg`Privacy` },
  { href: '/terms', label: msg`Terms` },
  { href: '/disclaimer', label: msg`Disclaimer` },
  { href: '/developers', label: msg`Developers`, englishOnly: true },
];

/** Brand names: the same in every language. */
export const SOCIAL_LINKS: readonly { href: string; label: string }[] = [
  { href: 'https://x.com/', label: 'X (Twitter)' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://t.me/', label: 'Telegram' },
  { href: 'https://github.com/', label: 'GitHub' },
];

/** Whether a nav link points at the current page (case-insensitive, ignoring a trailing slash). */
export function isCurrentPath(location: string, href: string): boolean {
  const path = location.replace(/\/+$/, '').toLowerCase() || '/';
  return path === href || (href !== '/' && path.startsWith(`${href}/`));
}
