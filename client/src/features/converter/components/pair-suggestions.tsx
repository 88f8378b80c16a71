import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { routeTicker } from '@shared/currencies/resolve-currency';
import type { Locale } from '@shared/i18n/locales';
import { buildPairPath } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CONVERTER_LINKS } from '@/config/nav';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { suggestQuery } from '../api/suggest-query';

export type PairSuggestionsProps = {
  /** The URL's tickers; a side that resolved has its currency. */
  fromTicker: string;
  toTicker: string;
  from: Currency | undefined;
  to: Currency | undefined;
};

type Suggestion = { path: string; label: string };

function label(locale: Locale, currency: Currency): string {
  return `${currencyName(locale, currency)} (${currency.symbol})`;
}

/** "Bitcoin (BTC) to US Dollar (USD)", "BTC to USD": a pair link's words in the page's language. */
function pairLabel(i18n: I18n, from: string, to: string): string {
  return i18n._(msg`${from} to ${to}`);
}

/**
 * A pair URL naming no currency is a 404 that still helps (decision 005): the catalog's nearest
 * tickers and names as pair links, keeping the side that did resolve. None of the URL's words
 * are repeated here; with nothing near, the popular pairs.
 */
export function PairSuggestions({ fromTicker, toTicker, from, to }: PairSuggestionsProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const id = useId();
  const fromQuery = useQuery({ ...suggestQuery(fromTicker), enabled: !from });
  const toQuery = useQuery({ ...suggestQuery(toTicker), enabled: !to });
  const pending = (!from && fromQuery.isPending) || (!to && toQuery.isPending);
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (a: Currency | string, b: Currency | string) => {
    const ticker = (c: Currency | string) => (typeof c === 'string' ? c : routeTicker(c));
    const path = buildPairPath(ticker(a), ticker(b));
    if (ticker(a) === ticker(b) || seen.has(path)) return;
    seen.add(path);
    const name = (c: Currency | string) => (typeof c === 'string' ? c.toUpperCase() : label(locale, c));
    suggestions.push({ path, label: pairLabel(i18n, name(a), name(b)) });
  };
  for (const candidate of fromQuery.data ?? []) add(candidate, to ?? 'usd');
  for (const candidate of toQuery.data ?? []) add(from ?? 'btc', candidate);

  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {suggestions.length > 0 ? (
            <Trans>Did you mean…</Trans>
          ) : pending ? (
            <Trans>Looking for similar currencies…</Trans>
          ) : (
            <Trans>Popular conversions</Trans>
          )}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>This address names a currency we do not list. The converter above works for every currency we do.</Trans>
        </p>
      </CardHeader>
      <CardContent>
        {pending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="pair-suggestions">
            {(suggestions.length > 0
              ? suggestions
              : CONVERTER_LINKS.map((l) => ({ path: l.href, label: pairLabel(i18n, l.from, l.to) }))
            ).map((s) => (
              <li key={s.path}>
                <a href={href(s.path)} className="text-primary underline underline-offset-2">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
