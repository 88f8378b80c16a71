import { describe, expect, it } from 'vitest';
import { validateCalculation } from './validate';

const ok = { amount: '1000', buyDate: '2022-01-01', sellDate: '2026-11-23', fee: '0', today: '2026-11-23' };

describe('validateCalculation', () => {
  it('accepts the defaults', () => {
    expect(validateCalculation(ok)).toBeNull();
  });

  it.each([
    [{ amount: '' }, 'Enter an amount above 0.'],
    [{ amount: '0' }, 'Enter an amount above 0.'],
    [{ amount: '-3' }, 'Enter an amount above 0.'],
    [{ amount: '1e309' }, 'Enter an amount up to $1,000,000,000,000.'],
    [{ amount: 'abc' }, 'Enter an amount above 0.'],
    [{ amount: '1000000000001' }, 'Enter an amount up to $1,000,000,000,000.'],
    [{ buyDate: '' }, 'Choose a purchase date.'],
    [{ sellDate: '2023-02-30' }, 'Choose a sell date.'],
    [{ buyDate: '2026-11-24' }, 'The purchase date cannot be after today.'],
    [{ sellDate: '2026-11-24' }, 'The sell date cannot be after today.'],
    [{ buyDate: '2024-01-02', sellDate: '2024-01-01' }, 'The purchase date must be on or before the sell date.'],
    [{ fee: '100' }, 'Enter a fee from 0 to 99.99%.'],
    [{ fee: '-0.1' }, 'Enter a fee from 0 to 99.99%.'],
  ])('%j → %s', (patch, message) => {
    expect(validateCalculation({ ...ok, ...patch })).toBe(message);
  });
});
