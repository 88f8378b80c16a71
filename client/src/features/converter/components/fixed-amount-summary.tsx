import { Trans, useLingui } from '@lingui/react/macro';
import { todayUtc } from '@shared/dates';
import { formatAmount, formatLongDate, formatResult } from '@shared/format';
import { buildPairPath } from '@shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ReadableNumber } from '@/components/readable-number';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { useCurrencyLists } from '@/lib/currencies-query';
import { rateOnDateQuery } from '../api/rate-on-date-query';
import { rateQuery } from '../api/rate-query';
import { describeAsOf } from '../utils/format-time';
import { conversionTypeOf } from '../utils/selection';
import { resolveFromTicker, resolveToTicker, routeTicker } from '@shared/currencies/resolve-currency';
import { fitsAmountField } from '../utils/parse-amount';
import { readConverterOptions } from '../utils/url-options';

/** The product spec's fallback rates: used only when the rate cannot be had at all (the API's own snapshot included). */
const LAST_RESORT_USD_RATES: Record<string, number> = { ethereum: 2650, bitcoin: 103600 };
const LAST_RESORT_DEFAULT = 100;

export type FixedAmountSummaryProps = { fromTicker: string; toTicker: string; amount: number };

/**
 * The head of a fixed-amount page: "0.5 ETH = 1,265.00 USD". Unknown currencies redirect home;
 * the rate is tried 3 times a second apart (the product spec); its fixed fallback rates appear
 * only if every attempt fails, and then say so. With `?date=` (a shared past-day conversion)
 * it gives that day's value, as the converter below does; today's if that day has none.
 */
export function FixedAmountSummary({ fromTicker, toTicker, amount: urlAmount }: FixedAmountSummaryProps) {
  // An amount the converter's field cannot show digit for digit (too many digits) is not shown
  // rounded: the page uses the default amount 1 and says so, as the converter below does.
  const fits = fitsAmountField(urlAmount);
  const amount = !fits ? 1 : urlAmount > 0 ? urlAmount : 0;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const hydrated = useHydrated();
  const lists = useCurrencyLists();
  const [, navigate] = useLocation();
  const from = lists && resolveFromTicker(fromTicker, lists.cryptos, lists.fiats);
  const to = lists && resolveToTicker(toTicker, lists.cryptos, lists.fiats);
  const unknown = lists !== undefined && (!from || !to);

  useEffect(() => {
    if (unknown) navigate('/', { replace: true });
  }, [unknown, navigate]);

  const params = from && to ? { from: from.id, to: to.id, type: conversionTypeOf(from, to) } : undefined;
  const rate = useQuery({
    ...rateQuery(params ?? { from: '', to: '', type: 'crypto-to-fiat' }),
    enabled: params !== undefined,
    retry: 3,
    retryDelay: 1000,
  });

  // The day's value is asked for in the browser only (the server renders no past-day answers),
  // so the server's HTML and the hydrating render agree: both say it is loading.
  const date = readConverterOptions(useSearch(), todayUtc()).date;
  const day = useQuery({
    ...rateOnDateQuery({ from: from?.id ?? '', to: to?.id ?? '', date: date ?? '' }),
    enabled: hydrated && date !== null && from !== undefined && to !== undefined,
  });
  const showDay = date !== null && !day.isError;
  const dayText = date === null ? '' : formatLongDate(locale, date, 'UTC');

  const lastResort = rate.isError && from && to?.id === 'usd' ? (LAST_RESORT_USD_RATES[from.id] ?? LAST_RESORT_DEFAULT) : undefined;
  const todayValue = rate.data ? amount * rate.data.rate : lastResort !== undefined ? amount * lastResort : undefined;
  const value = showDay ? (day.data ? amount * day.data.rate : undefined) : todayValue;
  const fromSymbol = from?.symbol ?? fromTicker.toUpperCase();
  const toSymbol = to?.symbol ?? toTicker.toUpperCase();
  const amountText = formatAmount(locale, amount);
  const daySources = day.data?.sources.join('; ') ?? '';
  const asOf = rate.data ? describeAsOf(i18n, rate.data, hydrated ? undefined : 'UTC') : '';
  const referenceRate = lastResort === undefined ? '' : formatResult(locale, lastResort);
  const amountShown = <ReadableNumber text={amountText} />;
  const valueShown = value === undefined ? null : <ReadableNumber text={formatResult(locale, value)} />;

  return (
    <header className="mx-auto flex w-full max-w-content flex-col items-center gap-2 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">
        {/* Never the URL's words for a currency that does not exist (the page is a 404, then goes home). */}
        {unknown ? t`Currency not found` : t`${amountText} ${fromSymbol} to ${toSymbol}`}
      </h1>
      {value === undefined ? (
        rate.isError && !showDay ? (
          <p role="alert" className="text-destructive">
            <Trans>The rate could not be loaded. Please try again in a minute.</Trans>
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {showDay ? t`Loading the prices of ${dayText}…` : t`Loading the latest rate…`}
          </p>
        )
      ) : (
        <p className="text-xl tabular-nums text-muted-foreground" data-testid="fixed-amount-value">
          {amountShown} {fromSymbol} ={' '}
          <strong className="font-semibold text-foreground">
            {valueShown} {toSymbol}
          </strong>
        </p>
      )}
      {!fits && (
        <p role="note" className="rounded-md bg-warning px-3 py-2 text-sm text-warning-foreground">
          <Trans>
            The amount in the address has more digits than the converter takes (up to 15 before the point and 18 after), so this page shows
            1 {fromSymbol}.
          </Trans>
        </p>
      )}
      {showDay && day.data && (
        <p className="text-xs text-muted-foreground" data-testid="fixed-amount-date">
          {day.data.sources.length > 0 ? (
            <Trans>
              Prices of {dayText} ({daySources}).
            </Trans>
          ) : (
            <Trans>Prices of {dayText}.</Trans>
          )}
        </p>
      )}
      {!showDay && rate.data && (
        <p className="text-xs text-muted-foreground">
          <Trans>Prices as of {asOf}.</Trans>
        </p>
      )}
      {!showDay && lastResort !== undefined && (
        <p role="note" className="rounded-md bg-warning px-3 py-2 text-sm text-warning-foreground">
          <Trans>
            Approximate value: live and saved rates are unavailable right now, so this uses a fixed reference rate of {referenceRate} USD
            per {fromSymbol}. It is not today’s price.
          </Trans>
        </p>
      )}
      {from && to && (
        <a href={href(buildPairPath(routeTicker(from), routeTicker(to)))} className="text-sm text-primary underline underline-offset-2">
          <Trans>
            Related Tool: {fromSymbol} to {toSymbol} converter
          </Trans>
        </a>
      )}
    </header>
  );
}
