import { todayUtc } from '@shared/dates';
import { resolveFromTicker, routeTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrencyLists } from '@/lib/currencies-query';
import { USD } from '../utils/money';
import { runCalculation } from '../utils/run-calculation';
import { type CalculatorInputs, type CalculatorTab, inputsFromQuery, queryFromInputs } from '../utils/url-state';
import {
  amountProblem,
  feeProblem,
  isEmptyOrZeroAmount,
  numberText,
  readFee,
  readNumber,
  stepAmount,
  validateCalculation,
} from '../utils/validate';
import { BaseCurrencyField } from './base-currency-field';
import { CalculationResultView } from './calculation-result';
import { DcaPanel } from './dca-panel';

export const CALCULATOR_PATH = '/crypto-profit-calculator';

/** Spec §2 calculator: Profit/Loss and What If tabs; every input lives in the URL once calculated. */
export function Calculator({ ticker }: { ticker?: string | undefined }) {
  const today = todayUtc();
  const lists = useCurrencyLists();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [inputs, setInputs] = useState<CalculatorInputs>(() => inputsFromQuery(search, today));
  const [problem, setProblem] = useState<string | null>(null);
  const calculation = useMutation({ mutationFn: runCalculation });
  const id = useId();

  const resolved = lists && ticker ? resolveFromTicker(ticker, lists.cryptos, []) : undefined;
  const coin: Currency | undefined = lists ? (resolved ?? lists.cryptos.find((c) => c.id === 'bitcoin') ?? lists.cryptos[0]) : undefined;
  const unknownTicker = lists !== undefined && ticker !== undefined && !resolved;
  // The base from the link until the lists arrive; then only a listed fiat, else USD.
  const base = !lists || lists.fiats.some((f) => f.id === inputs.base) ? inputs.base : USD;
  const code = base.toUpperCase();

  const set = (patch: Partial<CalculatorInputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const chooseCoin = (coinId: string) => {
    const next = lists?.cryptos.find((c) => c.id === coinId);
    if (!next) return;
    calculation.reset(); // spec §4: changing the coin clears the result
    navigate(`${CALCULATOR_PATH}/${routeTicker(next)}${search ? `?${search}` : ''}`, { replace: true });
  };

  const share = (shared: CalculatorInputs) =>
    coin && navigate(`${CALCULATOR_PATH}/${routeTicker(coin)}?${queryFromInputs({ ...shared, base })}`, { replace: true });

  const calculate = (tab: CalculatorTab) => {
    if (!coin) return;
    const whatIf = tab === 'what-if';
    const fields = {
      amount: whatIf ? inputs.whatIfAmount : inputs.amount,
      buyDate: whatIf ? inputs.whatIfDate : inputs.buyDate,
      sellDate: whatIf ? today : inputs.sellDate,
      fee: whatIf ? '0' : inputs.fee,
      today,
      base,
    };
    const message = validateCalculation(fields);
    const amount = readNumber(fields.amount);
    const feePercent = readFee(fields.fee);
    setProblem(message);
    if (message || amount === null || feePercent === null) {
      calculation.reset(); // one message at a time: the input problem, not an older answer
      return;
    }
    // The link carries the numbers in plain digits ("1,000.5" → 1000.5), as they were calculated.
    const shared: CalculatorInputs = whatIf
      ? { ...inputs, tab, whatIfAmount: numberText(amount) }
      : { ...inputs, tab, amount: numberText(amount), fee: inputs.fee.trim() === '' ? '' : numberText(feePercent) };
    share(shared);
    calculation.mutate({ coin, amount, buyDate: fields.buyDate, sellDate: fields.sellDate, feePercent, today, base });
  };

  /** Spec §5 step 1, minimum 0: the arrow keys step an amount by whole dollars, as a number field did. */
  const stepOnArrow = (key: 'amount' | 'whatIfAmount') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const next = stepAmount(inputs[key], e.key === 'ArrowUp' ? 1 : -1);
    if (next === null) return;
    e.preventDefault();
    set({ [key]: next });
  };

  /** The message under a field while its text cannot be calculated; null when it can. */
  const fieldError = (fieldId: string, message: string | null) =>
    message && (
      <span id={`${fieldId}-error`} className="text-xs text-destructive">
        {message}
      </span>
    );
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const amountMessage = amountProblem(inputs.amount, base);
  const whatIfAmountMessage = amountProblem(inputs.whatIfAmount, base);
  const feeMessage = feeProblem(inputs.fee);
  const numberField = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false, density: 'compact' } as const;

  const amountOf = (tab: CalculatorTab) => (tab === 'what-if' ? inputs.whatIfAmount : inputs.amount);
  const label = 'text-sm font-medium';
  const field = 'flex min-w-0 flex-col gap-1.5';

  const coinField = (
    <div className={field}>
      <label htmlFor={`${id}-coin`} className={label}>
        Cryptocurrency
      </label>
      <select
        id={`${id}-coin`}
        value={coin?.id ?? ''}
        disabled={!lists}
        onChange={(e) => chooseCoin(e.target.value)}
        className="h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {!lists && <option value="">Loading coins…</option>}
        {lists?.cryptos.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.symbol})
          </option>
        ))}
      </select>
    </div>
  );

  const footer = (tab: CalculatorTab) => (
    <>
      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {problem}
        </p>
      )}
      {calculation.isError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {calculation.error.message}
        </p>
      )}
      <Button
        onClick={() => calculate(tab)}
        disabled={calculation.isPending || !coin || isEmptyOrZeroAmount(amountOf(tab))}
        className="self-start"
      >
        {calculation.isPending ? 'Calculating...' : 'Calculate'}
      </Button>
      {calculation.data && coin && <CalculationResultView result={calculation.data} coinId={coin.id} />}
    </>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Crypto Profit Calculator</CardTitle>
        <p className="text-sm text-muted-foreground">
          Work out the profit or loss of a crypto investment between two dates, with fees, or of buying a fixed amount on a schedule.
        </p>
      </CardHeader>
      <CardContent>
        {unknownTicker && (
          <p role="status" className="mb-4 rounded-md bg-warning p-3 text-sm text-warning-foreground">
            We could not find “{ticker?.toUpperCase()}”, so {coin?.name} is selected. Choose any coin below.
          </p>
        )}
        <BaseCurrencyField
          id={`${id}-base`}
          value={base}
          fiats={lists?.fiats}
          onChange={(next) => {
            set({ base: next });
            calculation.reset(); // a result in the old currency would no longer match the labels
          }}
        />
        <Tabs
          value={inputs.tab}
          onValueChange={(v) => {
            set({ tab: v as CalculatorTab });
            calculation.reset();
          }}
        >
          <TabsList aria-label="Calculator">
            <TabsTrigger value="profit-loss">Profit/Loss Calculator</TabsTrigger>
            <TabsTrigger value="what-if">What If Calculator</TabsTrigger>
            <TabsTrigger value="dca">DCA</TabsTrigger>
          </TabsList>
          <TabsContent value="profit-loss" tabIndex={-1} className="flex flex-col gap-4 pt-4 outline-none">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {coinField}
              <div className={field}>
                <label htmlFor={`${id}-amount`} className={label}>
                  Initial investment ({code})
                </label>
                <Input
                  id={`${id}-amount`}
                  {...numberField}
                  value={inputs.amount}
                  onChange={(e) => set({ amount: e.target.value })}
                  onKeyDown={stepOnArrow('amount')}
                  aria-invalid={amountMessage ? true : undefined}
                  aria-describedby={describedBy(!!amountMessage && `${id}-amount-error`)}
                />
                {fieldError(`${id}-amount`, amountMessage)}
              </div>
              <div className={field}>
                <label htmlFor={`${id}-buy`} className={label}>
                  Purchase date
                </label>
                <Input id={`${id}-buy`} type="date" max={today} value={inputs.buyDate} onChange={(e) => set({ buyDate: e.target.value || '2022-01-01' })} density="compact" />
              </div>
              <div className={field}>
                <label htmlFor={`${id}-sell`} className={label}>
                  Sell date
                </label>
                <Input id={`${id}-sell`} type="date" max={today} value={inputs.sellDate} onChange={(e) => set({ sellDate: e.target.value || today })} density="compact" />
              </div>
              <div className={field}>
                <label htmlFor={`${id}-fee`} className={label}>
                  Exchange fee (%)
                </label>
                <Input
                  id={`${id}-fee`}
                  {...numberField}
                  value={inputs.fee}
                  onChange={(e) => set({ fee: e.target.value })}
                  aria-invalid={feeMessage ? true : undefined}
                  aria-describedby={describedBy(!!feeMessage && `${id}-fee-error`, `${id}-fee-hint`)}
                />
                {fieldError(`${id}-fee`, feeMessage)}
                <span id={`${id}-fee-hint`} className="text-xs text-muted-foreground">
                  Charged on buy and on sell; 0.1–0.5% is typical. Empty means no fee.
                </span>
              </div>
              <div className={field}>
                <label htmlFor={`${id}-holdings`} className={label}>
                  Current holdings (optional)
                </label>
                <Input id={`${id}-holdings`} type="number" min={0} step="any" inputMode="decimal" value={inputs.holdings} onChange={(e) => set({ holdings: e.target.value })} density="compact" aria-describedby={`${id}-holdings-hint`} />
                <span id={`${id}-holdings-hint`} className="text-xs text-muted-foreground">
                  For your reference; not used in the calculation.
                </span>
              </div>
            </div>
            {footer('profit-loss')}
          </TabsContent>
          <TabsContent value="what-if" tabIndex={-1} className="flex flex-col gap-4 pt-4 outline-none">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {coinField}
              <div className={field}>
                <label htmlFor={`${id}-wi-amount`} className={label}>
                  Amount invested ({code})
                </label>
                <Input
                  id={`${id}-wi-amount`}
                  {...numberField}
                  value={inputs.whatIfAmount}
                  onChange={(e) => set({ whatIfAmount: e.target.value })}
                  onKeyDown={stepOnArrow('whatIfAmount')}
                  aria-invalid={whatIfAmountMessage ? true : undefined}
                  aria-describedby={describedBy(!!whatIfAmountMessage && `${id}-wi-amount-error`)}
                />
                {fieldError(`${id}-wi-amount`, whatIfAmountMessage)}
              </div>
              <div className={field}>
                <label htmlFor={`${id}-wi-date`} className={label}>
                  If I had bought on
                </label>
                <Input id={`${id}-wi-date`} type="date" max={today} value={inputs.whatIfDate} onChange={(e) => set({ whatIfDate: e.target.value || '2020-03-15' })} density="compact" />
              </div>
            </div>
            {footer('what-if')}
          </TabsContent>
          <TabsContent value="dca" tabIndex={-1} className="flex flex-col gap-4 pt-4 outline-none">
            <DcaPanel
              key={`${coin?.id}:${base}`}
              inputs={inputs}
              set={set}
              coin={coin}
              base={base}
              today={today}
              coinField={coinField}
              share={share}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
