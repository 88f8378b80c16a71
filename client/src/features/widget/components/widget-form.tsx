import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { CurrencyLists } from '@/lib/currencies-query';
import type { WidgetConfigState } from '../hooks/use-widget-config';
import { fromOptionGroups, toOptionGroups } from '../utils/currency-options';
import { AmountField } from './amount-field';
import { CurrencySelect } from './currency-select';
import { LanguageField } from './language-field';
import { ThemeField } from './theme-field';

type WidgetFormProps = { lists: CurrencyLists | undefined; state: WidgetConfigState };

/** The widget's fields; every change shows at once in the preview and the code. */
export function WidgetForm({ lists, state }: WidgetFormProps) {
  const id = useId();
  const { config, amountText, amountValid, set, typeAmount } = state;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CurrencySelect
        id={`${id}-from`}
        label="From"
        value={config.from}
        groups={fromOptionGroups(lists)}
        loading={!lists}
        onChange={(from) => set('from', from)}
      />
      <CurrencySelect
        id={`${id}-to`}
        label="To"
        value={config.to}
        groups={toOptionGroups(lists)}
        loading={!lists}
        onChange={(to) => set('to', to)}
      />
      <div className="sm:col-span-2">
        <AmountField id={`${id}-amount`} value={amountText} valid={amountValid} lastValid={config.amount} onChange={typeAmount} />
      </div>
      <ThemeField name={`${id}-theme`} value={config.theme} onChange={(theme) => set('theme', theme)} />
      <LanguageField id={`${id}-locale`} value={config.locale} onChange={(locale) => set('locale', locale)} />
      <div className="sm:col-span-2">
        <Checkbox checked={config.compare} onChange={(event) => set('compare', event.target.checked)}>
          Compare exchanges: a line under the result with what the amount would fetch on each exchange, after its fee
        </Checkbox>
      </div>
    </div>
  );
}
