import { useLingui } from '@lingui/react/macro';
import type { WidgetOptions } from '@shared/widget';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrencyLists } from '@/lib/currencies-query';
import { rateQuery } from '../../api/rate-query';
import { amountOf } from '../../utils/parse-amount';
import { conversionTypeOf, pickerOptions, resolveSelection } from '../../utils/selection';
import type { Currency } from '@shared/schemas/currency';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { AmountInput } from '../amount-input';
import { CurrencyPicker, PICKER_LABELS, PickerSkeleton } from '../currency-picker';
import { ResultPanel } from '../result-panel';
import { SwapButton } from '../swap-button';

/**
 * The converter other sites frame (/widget/converter, decision 019): amount, pair and result with
 * its sources, nothing else. Its pair lives in its own state, not the address: the host's
 * attributes set it (`options`, from the loader's messages: useWidgetFrame), and the visitor may
 * change it in place.
 */
export function EmbeddedConverter({ options }: { options: WidgetOptions }) {
  const { i18n } = useLingui();
  const lists = useCurrencyLists();
  const [pair, setPair] = useState({ from: options.from, to: options.to });
  const [amount, setAmount] = useState({ text: options.amount, value: amountOf(options.amount) });
  // The host's new attributes win over the visitor's changes; its first ones are the state's start
  // (the visitor may have typed before this code loaded: decision 007 addendum).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) setPair({ from: options.from, to: options.to });
  }, [options.from, options.to]);
  useEffect(() => {
    if (mounted.current) setAmount({ text: options.amount, value: amountOf(options.amount) });
  }, [options.amount]);
  useEffect(() => {
    mounted.current = true;
  }, []);

  const selection = useMemo(() => (lists ? resolveSelection(pair.from, pair.to, lists) : undefined), [lists, pair.from, pair.to]);
  const params = selection && { from: selection.from.id, to: selection.to.id, type: conversionTypeOf(selection.from, selection.to) };
  const rate = useQuery({ ...rateQuery(params ?? { from: '', to: '', type: 'crypto-to-fiat' }), enabled: params !== undefined });
  const choose = (from: Currency, to: Currency) => setPair({ from: routeTicker(from), to: routeTicker(to) });

  return (
    <div className="flex flex-col gap-3 p-3">
      <AmountInput
        key={selection ? `${selection.from.id}:${selection.to.id}:${options.amount}` : 'loading'}
        text={amount.text}
        onChange={(text, value) => setAmount({ text, value })}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-2">
        {selection && lists ? (
          <>
            <CurrencyPicker
              side="from"
              value={selection.from}
              options={pickerOptions(selection.from, lists)}
              onSelect={(c) => choose(c, c.id === selection.to.id ? selection.from : selection.to)}
            />
            <div className="flex justify-center pb-1">
              <SwapButton onSwap={() => choose(selection.to, selection.from)} />
            </div>
            <CurrencyPicker
              side="to"
              value={selection.to}
              options={pickerOptions(selection.to, lists)}
              onSelect={(c) => choose(c.id === selection.from.id ? selection.to : selection.from, c)}
            />
          </>
        ) : (
          <>
            <PickerSkeleton label={i18n._(PICKER_LABELS.from)} />
            <div className="flex justify-center pb-1">
              <SwapButton onSwap={() => undefined} disabled />
            </div>
            <PickerSkeleton label={i18n._(PICKER_LABELS.to)} />
          </>
        )}
      </div>
      {selection ? (
        <ResultPanel
          from={selection.from}
          to={selection.to}
          amount={amount.value}
          quote={rate.data}
          error={rate.error}
          onRetry={() => void rate.refetch()}
          refresh={null}
          compare={options.compare}
        />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}
