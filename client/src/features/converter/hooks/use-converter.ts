import { todayUtc } from '@shared/dates';
import { buildPairPath } from '@shared/routes';
import { routeTicker } from '@shared/currencies/resolve-currency';
import type { ConversionType } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { useCurrencyLists } from '@/lib/currencies-query';
import { fetchRate, type RateParams, rateQuery } from '../api/rate-query';
import { URL_AMOUNT_NOTICE } from '../components/amount-input';
import { amountText, fitsAmountField } from '../utils/parse-amount';
import { formatDateTime } from '../utils/format-time';
import { conversionTypeOf, pairForType, resolveSelection } from '../utils/selection';
import { readConverterOptions, writeConverterOptions } from '../utils/url-options';
import { useCooldown } from './use-cooldown';

export const REFRESH_COOLDOWN_SECONDS = 10;

export type ConverterInput = {
  fromTicker?: string | undefined;
  toTicker?: string | undefined;
  initialAmount?: number | undefined;
  /** h2 where the page has its own h1 (fixed-amount pages). */
  titleAs?: 'h1' | 'h2';
  /** Told each new rate, so the page can describe itself with it (head tags), or that the URL's pair names no currency. */
  onQuote?: (quote: QuoteInfo) => void;
};

/** What a page says of itself: the pair's rate, or that its URL names a currency that does not exist. */
export type QuoteInfo = { from: Currency; to: Currency; rate: number; asOf: Date } | { unknownPair: true };

/**
 * The converter's state. The pair lives in the URL: picking, swapping and switching tabs
 * navigate to the new pair route; the amount is local and survives those navigations.
 */
export function useConverter({ fromTicker, toTicker, initialAmount = 1, onQuote }: ConverterInput) {
  const lists = useCurrencyLists();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const cooldown = useCooldown(REFRESH_COOLDOWN_SECONDS);
  // A URL amount the field cannot show faithfully starts at 1 (the page says so), on the
  // server too, so the rendered result never shows an amount the field does not hold.
  const [urlAmountUnfit] = useState(() => !fitsAmountField(initialAmount));
  const [amount, setAmount] = useState(() =>
    urlAmountUnfit ? { text: '1', value: 1 } : { text: amountText(initialAmount), value: initialAmount },
  );

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

  // A past date and extra currencies stay when the pair changes; other parameters do not.
  const search = useSearch();
  const goTo = (from: Currency, to: Currency) => {
    const options = readConverterOptions(search, todayUtc());
    const keep = writeConverterOptions('', { date: options.date, also: options.also });
    navigate(`${buildPairPath(routeTicker(from), routeTicker(to))}${keep ? `?${keep}` : ''}`);
  };

  return {
    lists,
    selection,
    type,
    amount,
    /** Why the field shows 1 instead of the address's amount, if it does. */
    amountNotice: urlAmountUnfit ? URL_AMOUNT_NOTICE : null,
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

    /** Spec §4: ignored until both currencies are loaded. */
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
        toast({ title: 'Rates refreshed', description: `Prices as of ${formatDateTime(quote.asOf)}.` });
      } catch (error) {
        toast({ variant: 'destructive', title: 'Could not refresh rates', description: (error as Error).message });
      }
    },
  };
}
