import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { todayUtc } from '@shared/dates';
import { resolveFromTicker, routeTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { localeSeparators } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import { useCurrencyLists } from '@/lib/currencies-query';
import { errorText } from '@/lib/error-text';
import { USD } from '../utils/money';
import { type CalculationRequest, runCalculation } from '../utils/run-calculation';
import { type CalculatorInputs, type CalculatorTab, inputsFromQuery, queryFromInputs } from '../utils/url-state';
import { feeProblem, isEmptyOrZeroAmount, numberText, readFee, validateCalculation } from '../utils/validate';
import { BaseCurrencyField } from './base-currency-field';
import { CalculationResultView } from './calculation-result';
import { DcaPanel } from './dca-panel';
import { AmountField, CalculateControls, DateField, NUMBER_FIELD } from './form-fields';

export const CALCULATOR_PATH = '/crypto-profit-calculator';

/** The product spec's calculator: Profit/Loss and What If tabs; every input lives in the URL once calculated. */
export function Calculator({ ticker }: { ticker?: string | undefined }) {
  const today = todayUtc();
  const lists = useCurrencyLists();
  const search = useSearch();
  const [, navigate] = useLocation();
  const locale = useLocale();
  const href = useLocalizedHref();
  const [inputs, setInputs] = useState<CalculatorInputs>(() => inputsFromQuery(search, today, localeSeparators(locale)));
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const queryClient = useQueryClient();
  const calculation = useMutation({ mutationFn: (request: CalculationRequest) => runCalculation(request, queryClient) });
  const id = useId();
  const { t, i18n } = useLingui();

  const resolved = lists && ticker ? resolveFromTicker(ticker, lists.cryptos, []) : undefined;
  const coin: Currency | undefined = lists ? (resolved ?? lists.cryptos.find((c) => c.id === 'bitcoin') ?? lists.cryptos[0]) : undefined;
  const unknownTicker = lists !== undefined && ticker !== undefined && !resolved;
  // The base from the link until the lists arrive; then only a listed fiat, else USD.
  const base = !lists || lists.fiats.some((f) => f.id === inputs.base) ? inputs.base : USD;
  const code = base.toUpperCase();
  const typedTicker = ticker?.toUpperCase();
  const selectedName = coin?.name;

  const set = (patch: Partial<CalculatorInputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const chooseCoin = (coinId: string) => {
    const next = lists?.cryptos.find((c) => c.id === coinId);
    if (!next) return;
    calculation.reset(); // the product spec: changing the coin clears the result
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
      locale,
    };
    const message = validateCalculation(fields);
    const amount = readNumber(fields.amount, localeSeparators(locale));
    const feePercent = readFee(fields.fee, locale);
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
    calculation.mutate({ coin, amount, buyDate: fields.buyDate, sellDate: fields.sellDate, feePercent, today, base, locale, whatIf });
  };

  const feeProblemNow = feeProblem(inputs.fee, locale);
  const feeMessage = feeProblemNow && i18n._(feeProblemNow);

  const amountOf = (tab: CalculatorTab) => (tab === 'what-if' ? inputs.whatIfAmount : inputs.amount);

  const coinField = (
    <Field id={`${id}-coin`} label={<Trans>Cryptocurrency</Trans>}>
      {(control) => (
        <Select {...control} value={coin?.id ?? ''} disabled={!lists} onChange={(e) => chooseCoin(e.target.value)}>
          {!lists && <option value="">{t`Loading coins…`}</option>}
          {lists?.cryptos.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.symbol})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const footer = (tab: CalculatorTab) => (
    <>
      <CalculateControls
        problem={problem && i18n._(problem)}
        error={calculation.isError ? errorText(i18n, calculation.error) : null}
        pending={calculation.isPending}
        disabled={!coin || isEmptyOrZeroAmount(amountOf(tab), locale)}
        onCalculate={() => calculate(tab)}
      />
      {calculation.data && coin && <CalculationResultView result={calculation.data} coinId={coin.id} />}
    </>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Crypto Profit Calculator</Trans>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Work out the profit or loss of a crypto investment between two dates, with fees, or of buying a fixed amount on a schedule.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>
        {unknownTicker && (
          <p role="status" className="mb-4 rounded-md bg-warning p-3 text-sm text-warning-foreground">
            <Trans>
              We could not find “{typedTicker}”, so {selectedName} is selected. Choose any coin below.
            </Trans>
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
          <TabsList aria-label={t`Calculator`}>
            <TabsTrigger value="profit-loss">
              <Trans>Profit/Loss Calculator</Trans>
            </TabsTrigger>
            <TabsTrigger value="what-if">
              <Trans>What If Calculator</Trans>
            </TabsTrigger>
            <TabsTrigger value="dca">
              <Trans comment="Tab name: dollar-cost averaging">DCA</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profit-loss" tabIndex={-1} className="flex flex-col gap-4 pt-4 outline-none">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {coinField}
              <AmountField
                id={`${id}-amount`}
                label={t`Initial investment (${code})`}
                value={inputs.amount}
                base={base}
                onChange={(amount) => set({ amount })}
              />
              <DateField
                id={`${id}-buy`}
                label={t`Purchase date`}
                max={today}
                fallback="2022-01-01"
                value={inputs.buyDate}
                onChange={(buyDate) => set({ buyDate })}
              />
              <DateField
                id={`${id}-sell`}
                label={t`Sell date`}
                max={today}
                fallback={today}
                value={inputs.sellDate}
                onChange={(sellDate) => set({ sellDate })}
              />
              <Field
                id={`${id}-fee`}
                label={<Trans>Exchange fee (%)</Trans>}
                error={feeMessage}
                hint={<Trans>Charged on buy and on sell; 0.1–0.5% is typical. Empty means no fee.</Trans>}
              >
                {(control) => <Input {...control} {...NUMBER_FIELD} value={inputs.fee} onChange={(e) => set({ fee: e.target.value })} />}
              </Field>
              <Field
                id={`${id}-holdings`}
                label={<Trans>Current holdings (optional)</Trans>}
                hint={
                  <Trans>
                    For your reference; not used in the calculation. To follow holdings and gains lot by lot, use{' '}
                    <a href={href('/portfolio')} className="underline underline-offset-2">
                      your portfolio
                    </a>
                    .
                  </Trans>
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    step="any"
                    inputMode="decimal"
                    value={inputs.holdings}
                    onChange={(e) => set({ holdings: e.target.value })}
                    density="compact"
                  />
                )}
              </Field>
            </div>
            {footer('profit-loss')}
          </TabsContent>
          <TabsContent value="what-if" tabIndex={-1} className="flex flex-col gap-4 pt-4 outline-none">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {coinField}
              <AmountField
                id={`${id}-wi-amount`}
                label={t`Amount invested (${code})`}
                value={inputs.whatIfAmount}
                base={base}
                onChange={(whatIfAmount) => set({ whatIfAmount })}
              />
              <DateField
                id={`${id}-wi-date`}
                label={t`If I had bought on`}
                max={today}
                fallback="2020-03-15"
                value={inputs.whatIfDate}
                onChange={(whatIfDate) => set({ whatIfDate })}
              />
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
