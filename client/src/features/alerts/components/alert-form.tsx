import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatResult } from '@shared/format';
import { type AlertRule, MAX_ALERT_NUMBER } from '@shared/schemas/alerts';
import type { Currency } from '@shared/schemas/currency';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Radio } from '@/components/ui/radio';
import { Select } from '@/components/ui/select';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { localeSeparators } from '@/lib/number-separators';
import { createAlert, vapidKeyQuery } from '../api/alerts-api';
import { subscribe } from '../api/push-subscription';
import { parseTypedNumber } from './parse-number';

export type AlertFormProps = { from: Currency; to: Currency; rate: number | undefined; amount: number };

const NOT_SAVED = msg`The alert could not be saved. Please try again.`;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'done'; sentence: string };

/**
 * "Notify me when 1 BTC is above 105,000 USD": one sentence of fields, once or at most daily.
 * The browser's permission is asked only when the visitor presses Create alert.
 */
export function AlertForm({ from, to, rate, amount: startAmount }: AlertFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const href = useLocalizedHref();
  const separators = localeSeparators(locale);
  const id = useId();
  const [amountText, setAmountText] = useState(formatAmount(locale, startAmount).replace(/\s/g, ''));
  const [direction, setDirection] = useState<AlertRule['direction']>('above');
  const [priceText, setPriceText] = useState('');
  const [repeat, setRepeat] = useState<AlertRule['repeat']>('once');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fromSymbol = from.symbol;
  const toSymbol = to.symbol;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTypedNumber(amountText, separators);
    const threshold = parseTypedNumber(priceText, separators);
    if (!(amount > 0) || amount > MAX_ALERT_NUMBER)
      return setStatus({ kind: 'error', message: t`Enter an amount of ${fromSymbol} above 0.` });
    if (!(threshold > 0) || threshold > MAX_ALERT_NUMBER)
      return setStatus({ kind: 'error', message: t`Enter a price in ${toSymbol} above 0.` });
    const now = rate === undefined ? undefined : amount * rate;
    if (now !== undefined && (direction === 'above' ? now >= threshold : now <= threshold)) {
      const value = formatResult(locale, now);
      return setStatus({
        kind: 'error',
        message:
          direction === 'above'
            ? t`It is already above that: ${value} ${toSymbol} now. Pick a higher price.`
            : t`It is already below that: ${value} ${toSymbol} now. Pick a lower price.`,
      });
    }
    setStatus({ kind: 'busy' });
    try {
      const subscription = await subscribe(() => queryClient.fetchQuery(vapidKeyQuery));
      await createAlert(subscription, { from: from.id, to: to.id, direction, threshold, amount, repeat }, locale);
      const amountShown = formatAmount(locale, amount);
      const price = formatResult(locale, threshold);
      setStatus({
        kind: 'done',
        sentence:
          direction === 'above'
            ? t`Alert set: this browser will be notified when ${amountShown} ${fromSymbol} is above ${price} ${toSymbol}.`
            : t`Alert set: this browser will be notified when ${amountShown} ${fromSymbol} is below ${price} ${toSymbol}.`,
      });
    } catch (error) {
      setStatus({ kind: 'error', message: errorText(i18n, error, NOT_SAVED) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded-md border p-4" aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        <Trans>Price alert</Trans>
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field id={`${id}-amount`} label={<Trans>Amount of {fromSymbol}</Trans>} tone="muted">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              className="tabular-nums"
              density="compact"
            />
          )}
        </Field>
        <Field id={`${id}-direction`} label={<Trans>Notify when its value is</Trans>} tone="muted">
          {(control) => (
            <Select {...control} value={direction} onChange={(e) => setDirection(e.target.value as AlertRule['direction'])}>
              <option value="above">{t`above the price`}</option>
              <option value="below">{t`below the price`}</option>
            </Select>
          )}
        </Field>
        <Field id={`${id}-price`} label={<Trans>Price in {toSymbol}</Trans>} tone="muted">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={priceText}
              onChange={(e) => setPriceText(e.target.value)}
              className="tabular-nums"
              density="compact"
            />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">
          <Trans>How often to notify</Trans>
        </legend>
        <Radio name={`${id}-repeat`} checked={repeat === 'once'} onChange={() => setRepeat('once')}>
          <Trans>Once</Trans>
        </Radio>
        <Radio name={`${id}-repeat`} checked={repeat === 'daily'} onChange={() => setRepeat('daily')}>
          <Trans>At most once a day</Trans>
        </Radio>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={status.kind === 'busy'}>
          <Trans>Create alert</Trans>
        </Button>
        <a href={href('/alerts')} className="text-sm text-primary underline underline-offset-4">
          <Trans>Your alerts</Trans>
        </a>
      </div>
      <p aria-live="polite" className={status.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {status.kind === 'error'
          ? status.message
          : status.kind === 'done'
            ? status.sentence
            : status.kind === 'busy'
              ? t`Setting up notifications…`
              : t`Your browser will ask to allow notifications. No account; only this browser’s push address and the alert are kept.`}
      </p>
    </form>
  );
}
