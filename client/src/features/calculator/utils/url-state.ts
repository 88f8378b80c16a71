import { isRealDate } from '@shared/dates';
import { EN_US, localizeNumber, type NumberSeparators } from '@/lib/number-separators';
import { DCA_FREQUENCIES, type DcaFrequency } from './dca';
import { USD } from './money';

export type CalculatorTab = 'profit-loss' | 'what-if' | 'dca';

/** Every input of the calculator, as the text fields hold it; the URL's query carries them all. */
export type CalculatorInputs = {
  tab: CalculatorTab;
  /** Fiat id of the base currency, for every tab; 'usd' is written nowhere (old links stay valid). */
  base: string;
  amount: string;
  buyDate: string;
  sellDate: string;
  fee: string;
  holdings: string;
  whatIfAmount: string;
  whatIfDate: string;
  dcaAmount: string;
  dcaFrequency: DcaFrequency;
  dcaStart: string;
  dcaEnd: string;
};

/**
 * The product spec's defaults: 1000 on both tabs; purchase 2022-01-01, what-if 2020-03-15, sell today.
 * DCA: 100 weekly from 2022-01-01 to today.
 */
export function defaultInputs(today: string): CalculatorInputs {
  return {
    tab: 'profit-loss',
    base: USD,
    amount: '1000',
    buyDate: '2022-01-01',
    sellDate: today,
    fee: '0',
    holdings: '',
    whatIfAmount: '1000',
    whatIfDate: '2020-03-15',
    dcaAmount: '100',
    dcaFrequency: 'weekly',
    dcaStart: '2022-01-01',
    dcaEnd: today,
  };
}

type TextField = Exclude<keyof CalculatorInputs, 'tab' | 'base' | 'dcaFrequency'>;

const KEYS: Record<TextField, string> = {
  amount: 'amount',
  buyDate: 'buy',
  sellDate: 'sell',
  fee: 'fee',
  holdings: 'holdings',
  whatIfAmount: 'whatif_amount',
  whatIfDate: 'whatif_date',
  dcaAmount: 'dca_amount',
  dcaStart: 'dca_from',
  dcaEnd: 'dca_to',
};
const DATE_FIELDS = new Set<TextField>(['buyDate', 'sellDate', 'whatIfDate', 'dcaStart', 'dcaEnd']);
const TAB_FIELDS: Record<CalculatorTab, TextField[]> = {
  'profit-loss': ['amount', 'buyDate', 'sellDate', 'fee', 'holdings'],
  'what-if': ['whatIfAmount', 'whatIfDate'],
  dca: ['dcaAmount', 'dcaStart', 'dcaEnd'],
};

const isNumberText = (v: string) => /^\d{1,15}(\.\d{0,18})?$/.test(v);
const isDateText = (v: string, today: string) => isRealDate(v) && v <= today;

/**
 * Reads a shared link's query; values that are not valid are ignored (defaults stay). A link
 * carries plain decimals ("250.5") in every language; the fields show them with the page's
 * decimal mark ("250,5").
 */
export function inputsFromQuery(search: string, today: string, separators: NumberSeparators = EN_US): CalculatorInputs {
  const params = new URLSearchParams(search);
  const inputs = defaultInputs(today);
  const tab = params.get('tab');
  if (tab === 'what-if' || tab === 'dca') inputs.tab = tab;
  const base = params.get('base')?.toLowerCase();
  if (base && /^[a-z]{3}$/.test(base)) inputs.base = base;
  const every = params.get('every');
  if (DCA_FREQUENCIES.includes(every as DcaFrequency)) inputs.dcaFrequency = every as DcaFrequency;
  for (const [field, key] of Object.entries(KEYS) as [TextField, string][]) {
    const value = params.get(key);
    if (value === null) continue;
    if (DATE_FIELDS.has(field)) {
      if (isDateText(value, today)) inputs[field] = value;
    } else if (isNumberText(value)) {
      // The holdings field is a browser number field, which takes the plain decimal.
      inputs[field] = field === 'holdings' ? value : localizeNumber(value, separators);
    }
  }
  return inputs;
}

/** The query string that restores these inputs (only the active tab's fields, then a base other than USD). */
export function queryFromInputs(inputs: CalculatorInputs): string {
  const params = new URLSearchParams({ tab: inputs.tab });
  for (const field of TAB_FIELDS[inputs.tab]) {
    if (inputs[field] !== '') params.set(KEYS[field], inputs[field]);
    if (field === 'dcaAmount') params.set('every', inputs.dcaFrequency);
  }
  if (inputs.base !== USD) params.set('base', inputs.base);
  return params.toString();
}
