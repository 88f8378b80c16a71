import { describe, expect, it } from 'vitest';
import { defaultInputs, inputsFromQuery, queryFromInputs } from './url-state';

const TODAY = '2026-11-23';

describe('calculator URL state', () => {
  it('starts from the spec defaults', () => {
    expect(inputsFromQuery('', TODAY)).toEqual({
      tab: 'profit-loss', amount: '1000', buyDate: '2022-01-01', sellDate: TODAY, fee: '0', holdings: '',
      whatIfAmount: '1000', whatIfDate: '2020-03-15',
    });
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
  ] as const)('ignores %s', (query, field, expected) => {
    expect(inputsFromQuery(query, TODAY)[field]).toBe(expected);
  });
});
