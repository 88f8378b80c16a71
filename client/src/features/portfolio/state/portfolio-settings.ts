import { LOT_METHODS, type LotMethod, type MatchingRules } from '../engine/types';

/**
 * How the visitor asked to see the portfolio, kept in this browser beside the transactions: the
 * reporting currency (a fiat id, "usd"), the UK rules or a lot method per calendar tax year, and
 * whether lots are kept per wallet. Plain data, so it crosses to the worker as it is.
 */
export type PortfolioSettings = {
  reporting: string;
  /** The UK's share-matching rules for the whole history (tax years from 6 April). */
  uk: boolean;
  /** The method of each calendar tax year the visitor chose one for; the rest use `defaultMethod`. */
  methods: Record<string, LotMethod>;
  defaultMethod: LotMethod;
  perWallet: boolean;
};

export const DEFAULT_SETTINGS: PortfolioSettings = { reporting: 'usd', uk: false, methods: {}, defaultMethod: 'fifo', perWallet: false };

/** A stored value read back: anything unusable falls back to the default, field by field. */
export function settingsFrom(stored: unknown): PortfolioSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof PortfolioSettings, unknown>>;
  const isMethod = (m: unknown): m is LotMethod => LOT_METHODS.includes(m as LotMethod);
  const methods = typeof value.methods === 'object' && value.methods !== null ? value.methods : {};
  return {
    reporting: typeof value.reporting === 'string' && /^[a-z]{3}$/.test(value.reporting) ? value.reporting : DEFAULT_SETTINGS.reporting,
    uk: value.uk === true,
    methods: Object.fromEntries(Object.entries(methods).filter(([year, m]) => /^\d{4}$/.test(year) && isMethod(m))),
    defaultMethod: isMethod(value.defaultMethod) ? value.defaultMethod : DEFAULT_SETTINGS.defaultMethod,
    perWallet: value.perWallet === true,
  };
}

/** The engine's rules for these settings. */
export function matchingRules(settings: PortfolioSettings): MatchingRules {
  if (settings.uk) return { kind: 'uk' };
  return {
    kind: 'lots',
    methodFor: (taxYear) => settings.methods[taxYear] ?? settings.defaultMethod,
    perWallet: settings.perWallet,
    taxYear: 'calendar',
  };
}
