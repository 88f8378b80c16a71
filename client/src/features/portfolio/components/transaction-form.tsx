import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { findByTicker } from '@shared/currencies/resolve-currency';
import { msToDate } from '@shared/dates';
import { formatAmount } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { localeSeparators } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import { INCOME_KINDS, type IncomeKind, type PortfolioTx } from '../engine/types';
import { CoinSuggestions, TextField, TypeChoice } from './transaction-fields';
import {
  type DraftErrors,
  defaultFeeTicker,
  draftFromTx,
  FIRST_DAY,
  newDraft,
  numberText,
  readDraft,
  type TxDraft,
  toLocalInput,
  toTx,
  tradeTotal,
} from './transaction-form-state';
import { INCOME_KIND_LABELS } from './transaction-labels';

export type PriceLookup = (coin: string, fiat: string, day: string) => Promise<{ price: number; source: string; day: string } | null>;

export type TransactionFormProps = {
  /** The transaction to edit; a new one when absent. */
  initial?: PortfolioTx;
  cryptos: Currency[];
  fiats: Currency[];
  /** The reporting currency's fiat id: a buy's or sell's price currency to begin with. */
  reporting: string;
  /** A coin's price in a currency on a UTC day, for a buy or sell saved without one; null when there is none. */
  lookupPrice: PriceLookup;
  onSave: (tx: PortfolioTx) => Promise<void>;
  onCancel: () => void;
};

const NO_PRICE = msg`We have no price for that day; please enter one.`;
const LOOKUP_FAILED = msg`The day’s price could not be looked up just now; please enter one.`;
const NOT_SAVED = msg`The transaction could not be saved. Please try again.`;

/** Adds or edits one transaction: the fields follow its type, each says what is wrong with it under it. */
export function TransactionForm({ initial, cryptos, fiats, reporting, lookupPrice, onSave, onCancel }: TransactionFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const separators = localeSeparators(locale);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const symbolOf = (asset: string) => fiats.find((c) => c.id === asset)?.symbol ?? cryptos.find((c) => c.id === asset)?.symbol ?? asset;
  const [start] = useState(() => (initial ? { tx: initial, draft: draftFromTx(initial, symbolOf, reporting, separators) } : undefined));
  const [draft, setDraft] = useState<TxDraft>(() => start?.draft ?? newDraft(reporting, Date.now()));
  /** Submit attempts: messages show once the visitor has tried to save, then follow each change. */
  const [tries, setTries] = useState(0);
  const [saving, setSaving] = useState(false);
  const [filled, setFilled] = useState<{ source: string; day: string; text: string } | null>(null);
  const [lookupProblem, setLookupProblem] = useState<MessageDescriptor | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const now = Date.now();
  const context = { cryptos, fiats, separators, now };
  const errors: DraftErrors = tries > 0 ? readDraft(draft, context, start).errors : {};
  const error = (field: keyof TxDraft) => {
    const problem = field === 'price' && lookupProblem ? lookupProblem : errors[field];
    return problem && i18n._(problem);
  };

  // After a refused save, the first field with a message takes focus, so it is read out.
  useEffect(() => {
    if (tries === 0 && !lookupProblem) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries, lookupProblem]);

  const change = (patch: Partial<TxDraft>) => {
    setLookupProblem(null);
    setSaveError(null);
    // A looked-up price belongs to its coin, currency and day: changing them drops it, as does typing over it.
    const stale = ['price', 'coin', 'fiat', 'when', 'type'].some((key) => key in patch);
    if (filled && stale) {
      if (!('price' in patch) && draft.price === filled.text) patch = { ...patch, price: '' };
      setFilled(null);
    }
    setDraft((d) => ({ ...d, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTries((n) => n + 1);
    const { read } = readDraft(draft, { ...context, now: Date.now() }, start);
    if (!read) return;
    setSaving(true);
    setSaveError(null);
    try {
      const price = read.price;
      if ((draft.type === 'buy' || draft.type === 'sell') && price === null && read.total === null) {
        const day = msToDate(read.tx.time);
        let found: Awaited<ReturnType<PriceLookup>>;
        try {
          found = await lookupPrice(read.coin.asset, read.fiat, day);
        } catch {
          setLookupProblem(LOOKUP_FAILED);
          return;
        }
        if (!found || !(found.price > 0)) {
          setLookupProblem(NO_PRICE);
          return;
        }
        const text = numberText(found.price, separators);
        setDraft((d) => ({ ...d, price: text }));
        setFilled({ source: found.source, day: found.day, text });
        // Shown before it is kept: the visitor sees the price and its source, then saves.
        return;
      }
      await onSave(toTx(read, initial?.id ?? `manual:${crypto.randomUUID()}`, price));
    } catch (failure) {
      setSaveError(errorText(i18n, failure, NOT_SAVED));
    } finally {
      setSaving(false);
    }
  };

  const trade = draft.type === 'buy' || draft.type === 'sell';
  // An imported trade priced in a stablecoin keeps it as a choice.
  const extra = initial && !fiats.some((f) => f.id === draft.fiat) ? cryptos.find((c) => c.id === draft.fiat) : undefined;
  const priceCurrencies = extra ? [...fiats, extra] : fiats;
  const fiatSymbol = symbolOf(draft.fiat);
  const amount = readNumber(draft.amount, separators);
  const price = readNumber(draft.price, separators);
  const total = amount !== null && price !== null && amount > 0 && price > 0 ? formatAmount(locale, tradeTotal(amount, price)) : null;
  const coinName = (text: string) => (text.trim() ? findByTicker(cryptos, text)?.name : undefined);
  const source = filled?.source;
  const filledDay = filled?.day;
  const priceHint = (filled || total) && (
    <>
      {filled && <span className="block">{t`Filled from ${source}’s price for ${filledDay}`}</span>}
      {total && <span className="block tabular-nums">{t`Total: ${total} ${fiatSymbol}`}</span>}
    </>
  );
  const coinsList = `${id}-coins`;
  const field = (key: 'coin' | 'amount' | 'gotCoin' | 'gotAmount', label: string) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={draft[key]}
      onChange={(value) => change({ [key]: value })}
      error={error(key)}
      {...(key === 'coin' || key === 'gotCoin' ? { list: coinsList, hint: coinName(draft[key]) } : { numeric: true })}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-md border border-border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {initial ? <Trans>Edit transaction</Trans> : <Trans>Add a transaction</Trans>}
      </h2>
      <TypeChoice name={`${id}-type`} value={draft.type} onChange={(type) => change({ type })} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field id={`${id}-when`} label={<Trans>Date and time</Trans>} error={error('when')}>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              density="compact"
              min={`${FIRST_DAY}T00:00`}
              max={toLocalInput(now)}
              value={draft.when}
              onChange={(e) => change({ when: e.target.value })}
            />
          )}
        </Field>
        <TextField
          id={`${id}-wallet`}
          label={draft.type === 'transfer' ? t`From wallet` : t`Wallet or exchange`}
          value={draft.wallet}
          onChange={(wallet) => change({ wallet })}
          error={error('wallet')}
        />
        {draft.type === 'transfer' && (
          <TextField
            id={`${id}-to-wallet`}
            label={t`To wallet`}
            value={draft.toWallet}
            onChange={(toWallet) => change({ toWallet })}
            error={error('toWallet')}
            className="sm:col-start-2"
          />
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field('coin', draft.type === 'convert' ? t`Coin given` : t`Coin`)}
        {field('amount', draft.type === 'convert' ? t`Amount given` : t`Amount`)}
        {draft.type === 'convert' && field('gotCoin', t`Coin got`)}
        {draft.type === 'convert' && field('gotAmount', t`Amount got`)}
        {trade && (
          <TextField
            id={`${id}-price`}
            label={t`Price per coin (optional)`}
            value={draft.price}
            onChange={(value) => change({ price: value })}
            error={error('price')}
            hint={priceHint || t`Leave empty to use the day’s price.`}
            numeric
          />
        )}
        {trade && (
          <Field id={`${id}-fiat`} label={<Trans>Price currency</Trans>}>
            {(control) => (
              <Select {...control} value={draft.fiat} onChange={(e) => change({ fiat: e.target.value })}>
                {priceCurrencies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {currencyName(locale, c)} ({c.symbol})
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {draft.type === 'income' && (
          <Field id={`${id}-kind`} label={<Trans>Kind of income</Trans>}>
            {(control) => (
              <Select {...control} value={draft.incomeKind} onChange={(e) => change({ incomeKind: e.target.value as IncomeKind })}>
                {INCOME_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {i18n._(INCOME_KIND_LABELS[kind])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-fee`}
          label={t`Fee (optional)`}
          value={draft.feeAmount}
          onChange={(feeAmount) => change({ feeAmount })}
          error={error('feeAmount')}
          numeric
        />
        <TextField
          id={`${id}-fee-asset`}
          label={t`Fee paid in`}
          value={draft.feeAsset ?? defaultFeeTicker(draft, symbolOf)}
          onChange={(feeAsset) => change({ feeAsset })}
          error={error('feeAsset')}
          hint={t`A coin’s ticker or a currency’s code.`}
          list={coinsList}
        />
      </div>
      <CoinSuggestions id={coinsList} cryptos={cryptos} />
      {saveError && (
        <p role="alert" className="text-sm text-destructive">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
