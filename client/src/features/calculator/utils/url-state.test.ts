import { describe, expect, it } from 'vitest';
import { defaultInputs, inputsFromQuery, queryFromInputs } from './url-state';

const TODAY = '2026-11-23';

describe('calculator URL state', () => {
  it('starts from the product spec’s defaults', () => {
    expect(inputsFromQuery('', TODAY)).toEqual({
      tab: 'profit-loss',
      base: 'usd',
      amount: '1000',
      buyDate: '2022-01-01',
      sellDate: TODAY,
      fee: '0',
      holdings: '',
      whatIfAmount: '1000',
      whatIfDate: '2020-03-15',
      dcaAmount: '100',
      dcaFrequency: 'weekly',
      dcaStart: '2022-01-01',
      dcaEnd: TODAY,
    });
  });

  it('writes no base for USD, so links from before the base picker read the same', () => {
    const profit = { ...defaultInputs(TODAY), sellDate: '2024-01-02' };
    expect(queryFromInputs(profit)).toBe('tab=profit-loss&amount=1000&buy=2022-01-01&sell=2024-01-02&fee=0');
    expect(queryFromInputs({ ...profit, base: 'eur' })).toBe('tab=profit-loss&amount=1000&buy=2022-01-01&sell=2024-01-02&fee=0&base=eur');
    expect(inputsFromQuery('tab=what-if&base=EUR', TODAY).base).toBe('eur');
  });

  it('round-trips the DCA tab with its frequency and base', () => {
    const dca = {
      ...defaultInputs(TODAY),
      tab: 'dca' as const,
      base: 'jpy',
      dcaAmount: '5000',
      dcaFrequency: 'monthly' as const,
      dcaStart: '2021-01-31',
      dcaEnd: '2021-06-30',
    };
    const query = queryFromInputs(dca);
    expect(query).toBe('tab=dca&dca_amount=5000&every=monthly&dca_from=2021-01-31&dca_to=2021-06-30&base=jpy');
    expect(inputsFromQuery(query, TODAY)).toEqual(dca);
  });

  it('round-trips every input of each tab', () => {
    const profit = { ...defaultInputs(TODAY), amount: '2500', buyDate: '2021-05-01', sellDate: '2024-01-02', fee: '0.1', holdings: '0.75' };
    expect(inputsFromQuery(queryFromInputs(profit), TODAY)).toEqual(profit);
    const whatIf = { ...defaultInputs(TODAY), tab: 'what-if' as const, whatIfAmount: '1000', whatIfDate: '2020-03-15' };
    expect(inputsFromQuery(queryFromInputs(whatIf), TODAY)).toEqual(whatIf);
  });

  it.each([
    ['buy=2027-01-01', 'buyDate', '2022-01-01'],
    ['buy=2023-02-30', 'buyDate', '2022-01-01'],
    ['amount=-5', 'amount', '1000'],
    ['amount=1e309', 'amount', '1000'],
    ['fee=abc', 'fee', '0'],
    ['tab=nonsense', 'tab', 'profit-loss'],
    ['base=euro', 'base', 'usd'],
    ['base=e1r', 'base', 'usd'],
    ['every=yearly', 'dcaFrequency', 'weekly'],
    ['dca_from=2027-01-01', 'dcaStart', '2022-01-01'],
    ['dca_amount=-1', 'dcaAmount', '100'],
  ] as const)('ignores %s', (query, field, expected) => {
    expect(inputsFromQuery(query, TODAY)[field]).toBe(expected);
  });
});
