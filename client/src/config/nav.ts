import { HEADER_CONVERTER_ROUTES } from '@shared/routes';

export const SITE_NAME = 'CryptoCalc';

export type NavLink = { href: string; label: string };

/** Header: the "Crypto Converter" dropdown (8 pairs), then these pages (spec §2). */
export const CONVERTER_LINKS: readonly NavLink[] = HEADER_CONVERTER_ROUTES.map((r) => ({ href: r.path, label: r.label }));

export const PAGE_LINKS: readonly NavLink[] = [
  { href: '/crypto-profit-calculator', label: 'Profit Calculator' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { href: '/about', label: 'About' },
  { href: '/methodology', label: 'How We Calculate Prices' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
  { href: '/disclaimer', label: 'Disclaimer' },
];

export const SOCIAL_LINKS: readonly NavLink[] = [
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
