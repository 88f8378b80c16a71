import { isRealDate } from '@shared/dates';

export type CalculatorTab = 'profit-loss' | 'what-if';

/** Every input of the calculator, as the text fields hold it; the URL's query carries them all. */
export type CalculatorInputs = {
  tab: CalculatorTab;
  amount: string;
  buyDate: string;
  sellDate: string;
  fee: string;
  holdings: string;
  whatIfAmount: string;
  whatIfDate: string;
};

/** Spec §5 defaults: 1000 on both tabs; purchase 2022-01-01, what-if 2020-03-15, sell today. */
export function defaultInputs(today: string): CalculatorInputs {
  return {
    tab: 'profit-loss',
    amount: '1000',
    buyDate: '2022-01-01',
    sellDate: today,
    fee: '0',
    holdings: '',
    whatIfAmount: '1000',
    whatIfDate: '2020-03-15',
  };
}

const KEYS: Record<Exclude<keyof CalculatorInputs, 'tab'>, string> = {
  amount: 'amount',
  buyDate: 'buy',
  sellDate: 'sell',
  fee: 'fee',
  holdings: 'holdings',
  whatIfAmount: 'whatif_amount',
  whatIfDate: 'whatif_date',
};

const isNumberText = (v: string) => /^\d{1,15}(\.\d{0,18})?$/.test(v);
const isDateText = (v: string, today: string) => isRealDate(v) && v <= today;

/** Reads a shared link's query; values that are not valid are ignored (defaults stay). */
export function inputsFromQuery(search: string, today: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const inputs = defaultInputs(today);
  if (params.get('tab') === 'what-if') inputs.tab = 'what-if';
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const value = params.get(key);
    if (value === null) continue;
    const isDate = field === 'buyDate' || field === 'sellDate' || field === 'whatIfDate';
    if (isDate ? isDateText(value, today) : isNumberText(value)) inputs[field] = value;
  }
  return inputs;
}

/** The query string that restores these inputs (only the active tab's fields). */
export function queryFromInputs(inputs: CalculatorInputs): string {
  const params = new URLSearchParams({ tab: inputs.tab });
  const fields: (keyof typeof KEYS)[] =
    inputs.tab === 'what-if' ? ['whatIfAmount', 'whatIfDate'] : ['amount', 'buyDate', 'sellDate', 'fee', 'holdings'];
  for (const field of fields) if (inputs[field] !== '') params.set(KEYS[field], inputs[field]);
  return params.toString();
}
