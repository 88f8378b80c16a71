import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import type { Locale } from '@shared/i18n/locales';
import type { ConversionType } from '@shared/schemas/convert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/hooks/use-locale';
import { routeTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import { type ConverterInput, useConverter } from '../hooks/use-converter';
import { useConverterExtras } from '../hooks/use-converter-extras';
import { orList } from '../utils/or-list';
import { pickerOptions, type Selection } from '../utils/selection';
import { AmountInput } from './amount-input';
import { LazyExtraTargets, LazyHistoricalResult, LazyShareLink, PastDate } from './converter-extras';
import { CurrencyPicker, PICKER_LABELS, PickerSkeleton } from './currency-picker';
import { PopularBtcTable, QuickAmountTables } from './deferred-parts';
import { RefreshButton } from './refresh-button';
import { ResultPanel } from './result-panel';
import { SwapButton } from './swap-button';
import { LazyTickerChooser } from './lazy-ticker-chooser';

const TABS: { value: ConversionType; label: MessageDescriptor }[] = [
  { value: 'crypto-to-fiat', label: msg`Crypto to FIAT` },
  { value: 'crypto-to-crypto', label: msg`Crypto to Crypto` },
];

/**
 * The notice for tickers that matched nothing. A ticker-like word is quoted back, as the product spec
 * says; anything longer or with other characters is not repeated (URLs are anyone's text).
 */
function unresolvedNotice(i18n: I18n, locale: Locale, { unresolved, from, to }: Selection): string {
  const fromName = currencyName(locale, from);
  const toName = currencyName(locale, to);
  if (unresolved.every((t) => /^[\p{L}\p{N}]{1,12}$/u.test(t))) {
    const names = orList(
      locale,
      unresolved.map((t) => {
        const ticker = t.toUpperCase();
        return i18n._(msg`“${ticker}”`);
      }),
    );
    return i18n._(msg`We could not find ${names}, so this shows ${fromName} to ${toName} instead. Pick any currency below.`);
  }
  return unresolved.length > 1
    ? i18n._(msg`We could not find these currencies, so this shows ${fromName} to ${toName} instead. Pick any currency below.`)
    : i18n._(msg`We could not find that currency, so this shows ${fromName} to ${toName} instead. Pick any currency below.`);
}

/** The product spec's converter card, plus the popular-amounts table on BTC → USD. */
export function ConverterCard(props: ConverterInput) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const c = useConverter(props);
  const extras = useConverterExtras();
  const { selection, lists } = c;
  const extraTargets: Currency[] = [];
  if (selection && lists) {
    for (const ticker of extras.extraTickers) {
      const currency = resolveToTicker(ticker, lists.cryptos, lists.fiats);
      const taken = [selection.from.id, selection.to.id, ...extraTargets.map((target) => target.id)];
      if (currency && !taken.includes(currency.id)) extraTargets.push(currency);
    }
  }

  const form = (
    <div className="flex flex-col gap-4 pt-4">
      {selection && selection.unresolved.length > 0 && (
        <p role="status" className="rounded-md bg-warning p-3 text-sm text-warning-foreground">
          {unresolvedNotice(i18n, locale, selection)}
        </p>
      )}
      {selection && <LazyTickerChooser selection={selection} />}
      <AmountInput
        key={selection ? `${selection.from.id}:${selection.to.id}` : 'loading'}
        text={c.amount.text}
        onChange={c.setAmount}
        initialNotice={c.amountNotice}
      />
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {selection && lists ? (
          <>
            <CurrencyPicker
              side="from"
              value={selection.from}
              options={pickerOptions(selection.from, lists)}
              onSelect={(x) => c.select('from', x)}
            />
            <div className="flex justify-center sm:pb-1">
              <SwapButton onSwap={c.swap} />
            </div>
            <CurrencyPicker
              side="to"
              value={selection.to}
              options={pickerOptions(selection.to, lists)}
              onSelect={(x) => c.select('to', x)}
            />
          </>
        ) : (
          <>
            <PickerSkeleton label={i18n._(PICKER_LABELS.from)} />
            <div className="flex justify-center sm:pb-1">
              <SwapButton onSwap={c.swap} disabled />
            </div>
            <PickerSkeleton label={i18n._(PICKER_LABELS.to)} />
          </>
        )}
      </div>
      <PastDate date={extras.date} onChange={extras.setDate} />
      {selection && extras.date ? (
        <LazyHistoricalResult
          from={selection.from}
          to={selection.to}
          amount={c.amount.value}
          date={extras.date}
          onBackToToday={() => extras.setDate(null)}
        />
      ) : selection ? (
        <ResultPanel
          from={selection.from}
          to={selection.to}
          amount={c.amount.value}
          quote={c.quote}
          error={c.error}
          onRetry={c.retry}
          refresh={<RefreshButton remaining={c.cooldownRemaining} busy={c.isFetching} onRefresh={c.refresh} />}
        />
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      {selection && lists && (
        <LazyExtraTargets
          from={selection.from}
          to={selection.to}
          amount={c.amount.value}
          date={extras.date}
          targets={extraTargets}
          lists={lists}
          onChange={(targets) => extras.setExtraTickers(targets.map(routeTicker))}
        />
      )}
      {selection && (extras.date || extraTargets.length > 0) && (
        <LazyShareLink from={selection.from} to={selection.to} amount={c.amount.value} date={extras.date} targets={extraTargets} />
      )}
      {props.footer}
    </div>
  );

  const showBtcTable = selection?.from.id === 'bitcoin' && selection.to.id === 'usd' && c.quote;

  const standIn = selection !== undefined && selection.unresolved.length > 0;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as={props.titleAs}>
            <Trans>Crypto Calculator and Converter Tool</Trans>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {selection
              ? pairDescription(i18n, locale, selection)
              : t`Convert cryptocurrencies to fiat currencies and other cryptocurrencies at the latest rate.`}
          </p>
        </CardHeader>
        <CardContent>
          <Tabs value={c.type} onValueChange={(v) => c.changeType(v as ConversionType)}>
            <TabsList aria-label={t`Conversion type`}>
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value} disabled={!selection}>
                  {i18n._(tab.label)}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab.value} value={tab.value} tabIndex={-1} className="outline-none">
                {form}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      {/* A URL naming no currency shows the default pair as a stand-in: no tables of a pair the page is not about. */}
      {showBtcTable && !standIn && c.quote && <PopularBtcTable quote={c.quote} />}
      {selection && !standIn && c.quote && c.quote.from === selection.from.id && c.quote.to === selection.to.id && (
        <QuickAmountTables from={selection.from} to={selection.to} quote={c.quote} withForward={!showBtcTable} />
      )}
    </div>
  );
}

/** "Convert Bitcoin (BTC) to US Dollar (USD) at the latest rate.", fiat names in the page's language. */
function pairDescription(i18n: I18n, locale: Locale, { from, to }: Selection): string {
  const fromName = currencyName(locale, from);
  const fromSymbol = from.symbol;
  const toName = currencyName(locale, to);
  const toSymbol = to.symbol;
  return i18n._(msg`Convert ${fromName} (${fromSymbol}) to ${toName} (${toSymbol}) at the latest rate.`);
}
