import { useLingui } from '@lingui/react/macro';
import { todayUtc } from '@shared/dates';
import { buildPairPath } from '@shared/routes';
import { routeTicker } from '@shared/currencies/resolve-currency';
import type { ConversionType } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { QuoteInfo } from '@/hooks/use-page-quote';
import { toast } from '@/hooks/use-toast';
import { useCurrencyLists } from '@/lib/currencies-query';
import { errorText } from '@/lib/error-text';
import { fetchRate, type RateParams, rateQuery } from '../api/rate-query';
import { URL_AMOUNT_NOTICE } from '../components/amount-input';
import { amountOf, amountText, fitsAmountField } from '../utils/parse-amount';
import { formatDateTime } from '../utils/format-time';
import { conversionTypeOf, pairForType, resolveSelection } from '../utils/selection';
import { readConverterOptions, urlAmount, writeConverterOptions } from '../utils/url-options';
import { useCooldown } from './use-cooldown';

export const REFRESH_COOLDOWN_SECONDS = 10;

/** How long typing must pause before the amount is written into the address. */
export const AMOUNT_ADDRESS_DELAY_MS = 400;

export type ConverterInput = {
  fromTicker?: string | undefined;
  toTicker?: string | undefined;
  /** A fixed-amount page's amount (/btc-to-usd/0.5); other pages start from `?amount=`, else 1. */
  initialAmount?: number | undefined;
  /** h2 where the page has its own h1 (fixed-amount pages). */
  titleAs?: 'h1' | 'h2';
  /** The page's own last line of the card (the price alert line), from outside this feature. */
  footer?: ReactNode;
  /** Told each new rate, so the page can describe itself with it (head tags), or that the URL's pair names no currency. */
  onQuote?: (quote: QuoteInfo) => void;
};

export type { QuoteInfo };

type StartAmount = { text: string; value: number; unfit: boolean };

/**
 * The amount the converter starts from, the same on the server and in the hydrating browser (both
 * read the same address). A fixed-amount page's amount the field cannot show faithfully starts
 * at 1 (the page says so), so the rendered result never shows an amount the field does not
 * hold. Elsewhere a valid `?amount=` (written by the converter itself, kept by a language
 * switch), else 1.
 */
function startAmount(fixed: number | undefined, search: string): StartAmount {
  if (fixed !== undefined)
    return fitsAmountField(fixed) ? { text: amountText(fixed), value: fixed, unfit: false } : { text: '1', value: 1, unfit: true };
  const text = readConverterOptions(search, todayUtc()).amount;
  return text ? { text, value: amountOf(text), unfit: false } : { text: '1', value: 1, unfit: false };
}

/**
 * The converter's state. The pair lives in the URL: picking, swapping and switching tabs
 * navigate to the new pair route; the amount is local and survives those navigations. Except on
 * fixed-amount pages, whose path names it, the amount is also kept in the address
 * (`?amount=0.5`) once typing settles, so a link or a language switch keeps it.
 */
export function useConverter({ fromTicker, toTicker, initialAmount, onQuote }: ConverterInput) {
  const { t, i18n } = useLingui();
  const lists = useCurrencyLists();
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const cooldown = useCooldown(REFRESH_COOLDOWN_SECONDS);
  const fixedPage = initialAmount !== undefined;
  const [start] = useState(() => startAmount(initialAmount, search));
  const [amount, setAmount] = useState({ text: start.text, value: start.value });

  const selection = useMemo(() => (lists ? resolveSelection(fromTicker, toTicker, lists) : undefined), [lists, fromTicker, toTicker]);
  const type: ConversionType = selection ? conversionTypeOf(selection.from, selection.to) : 'crypto-to-fiat';
  const params: RateParams | undefined = selection && { from: selection.from.id, to: selection.to.id, type };
  const rate = useQuery({ ...rateQuery(params ?? { from: '', to: '', type }), enabled: params !== undefined });

  const quote = rate.data;
  useEffect(() => {
    // The default pair stands in for a URL naming no currency: the page must not describe itself as that pair.
    if (selection && selection.unresolved.length > 0) onQuote?.({ unknownPair: true });
    else if (quote && selection && quote.from === selection.from.id && quote.to === selection.to.id) {
      onQuote?.({ from: selection.from, to: selection.to, rate: quote.rate, asOf: new Date(quote.asOf) });
    }
  }, [quote, selection, onQuote]);

  // The address follows the amount once typing settles, in place (history.replaceState: no entry
  // per keystroke), other parameters kept. wouter hears the change, so the language switcher's
  // links carry it at once. Nothing is written while the address already says this amount.
  const addressAmount = fixedPage ? null : (readConverterOptions(search, todayUtc()).amount ?? '1');
  const wantedAmount = urlAmount(amount.text) ?? '1';
  useEffect(() => {
    if (addressAmount === null || addressAmount === wantedAmount) return;
    const timer = setTimeout(() => {
      const { pathname, search: current, hash } = window.location;
      const next = writeConverterOptions(current, { amount: wantedAmount });
      window.history.replaceState(window.history.state, '', `${pathname}${next ? `?${next}` : ''}${hash}`);
    }, AMOUNT_ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [addressAmount, wantedAmount]);

  // A past date, extra currencies and the amount stay when the pair changes; other parameters do not.
  const goTo = (from: Currency, to: Currency) => {
    const options = readConverterOptions(search, todayUtc());
    const keep = writeConverterOptions('', { date: options.date, also: options.also, amount: amount.text });
    navigate(`${buildPairPath(routeTicker(from), routeTicker(to))}${keep ? `?${keep}` : ''}`);
  };

  return {
    lists,
    selection,
    type,
    amount,
    /** Why the field shows 1 instead of the address's amount, if it does. */
    amountNotice: start.unfit ? URL_AMOUNT_NOTICE : null,
    setAmount: (text: string, value: number) => setAmount({ text, value }),
    quote: rate.data,
    error: rate.error,
    isFetching: rate.isFetching,
    retry: () => void rate.refetch(),
    cooldownRemaining: cooldown.remaining,

    select(side: 'from' | 'to', currency: Currency) {
      if (!selection) return;
      if (side === 'from') goTo(currency, currency.id === selection.to.id ? selection.from : selection.to);
      else goTo(currency.id === selection.from.id ? selection.to : selection.from, currency);
    },

    /** The product spec: ignored until both currencies are loaded. */
    swap() {
      if (selection) goTo(selection.to, selection.from);
    },

    changeType(next: ConversionType) {
      if (!selection || !lists || next === type) return;
      const pair = pairForType(selection.from, selection.to, next, lists);
      goTo(pair.from, pair.to);
    },

    async refresh() {
      if (!params || cooldown.remaining > 0) return;
      cooldown.start();
      try {
        const quote = await queryClient.fetchQuery({
          ...rateQuery(params),
          queryFn: () => fetchRate(params, { bypassCache: true }),
          staleTime: 0,
        });
        const asOf = formatDateTime(i18n, quote.asOf);
        toast({ title: t`Rates refreshed`, description: t`Prices as of ${asOf}.` });
      } catch (error) {
        toast({ variant: 'destructive', title: t`Could not refresh rates`, description: errorText(i18n, error) });
      }
    },
  };
}
