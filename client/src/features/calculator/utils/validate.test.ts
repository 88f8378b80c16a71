import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { localeSeparators } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import {
  AMOUNT_ABOVE_ZERO,
  amountNotANumber,
  AMOUNT_TOO_LARGE,
  amountProblem,
  amountTooLarge,
  FEE_OUT_OF_RANGE,
  feeProblem,
  isEmptyOrZeroAmount,
  numberText,
  readFee,
  stepAmount,
  validateCalculation,
  validateDca,
  DCA_TOO_LONG,
} from './validate';

const AMOUNT_NOT_A_NUMBER = amountNotANumber('en');

const en = createI18n('en', {});
/** A problem as an English page shows it. */
const shown = (problem: MessageDescriptor | null) => problem && en._(problem);

const ok = { locale: 'en' as const, amount: '1000', buyDate: '2022-01-01', sellDate: '2026-11-23', fee: '0', today: '2026-11-23' };

describe('validateCalculation', () => {
  it('accepts the defaults', () => {
    expect(validateCalculation(ok)).toBeNull();
  });

  it('keeps its sentences', () => {
    expect(shown(AMOUNT_ABOVE_ZERO)).toBe('Enter an amount above 0.');
    expect(shown(AMOUNT_TOO_LARGE)).toBe('Enter an amount up to $1,000,000,000,000.');
    expect(shown(AMOUNT_NOT_A_NUMBER)).toBe('Enter the amount as a number, for example 1000 or 250.50.');
    expect(shown(FEE_OUT_OF_RANGE)).toBe('Enter a fee from 0 to 99.99%.');
    expect(shown(DCA_TOO_LONG)).toBe('The period can be at most 20 years. Choose a later start date.');
  });

  it.each([
    [{ amount: '' }, 'Enter an amount above 0.'],
    [{ amount: '0' }, 'Enter an amount above 0.'],
    [{ amount: '-3' }, 'Enter an amount above 0.'],
    [{ amount: '1e309' }, 'Enter an amount up to $1,000,000,000,000.'],
    [{ amount: 'abc' }, 'Enter the amount as a number, for example 1000 or 250.50.'],
    [{ amount: '1000000000001' }, 'Enter an amount up to $1,000,000,000,000.'],
    [{ buyDate: '' }, 'Choose a purchase date.'],
    [{ sellDate: '2023-02-30' }, 'Choose a sell date.'],
    [{ buyDate: '2026-11-24' }, 'The purchase date cannot be after today.'],
    [{ sellDate: '2026-11-24' }, 'The sell date cannot be after today.'],
    [{ buyDate: '2024-01-02', sellDate: '2024-01-01' }, 'The purchase date must be on or before the sell date.'],
    [{ fee: '100' }, 'Enter a fee from 0 to 99.99%.'],
    [{ fee: '-0.1' }, 'Enter a fee from 0 to 99.99%.'],
    [{ fee: '.' }, 'Enter a fee from 0 to 99.99%.'],
    [{ fee: '--5' }, 'Enter a fee from 0 to 99.99%.'],
  ])('%j → %s', (patch, message) => {
    expect(shown(validateCalculation({ ...ok, ...patch }))).toBe(message);
  });

  it('reads an empty fee as 0 %', () => {
    expect(validateCalculation({ ...ok, fee: '' })).toBeNull();
    expect(readFee('', 'en')).toBe(0);
    expect(readFee('  ', 'en')).toBe(0);
  });
});

describe('amountProblem (the text of a calculator amount field, exactly as typed)', () => {
  // The fuzz pass's inputs: a number field reported "" for most of these, so nothing was said.
  it.each([
    ['1e309', AMOUNT_TOO_LARGE],
    ['9'.repeat(400), AMOUNT_TOO_LARGE],
    ['1e13', AMOUNT_TOO_LARGE],
    ['-0', AMOUNT_ABOVE_ZERO],
    ['-5', AMOUNT_ABOVE_ZERO],
    ['-1e309', AMOUNT_ABOVE_ZERO],
    ['1e-400', AMOUNT_ABOVE_ZERO],
    [`0.${'0'.repeat(400)}1`, AMOUNT_ABOVE_ZERO],
    ['0.00', AMOUNT_ABOVE_ZERO],
    ['', AMOUNT_ABOVE_ZERO],
    ['   ', AMOUNT_ABOVE_ZERO],
    ['--5', AMOUNT_NOT_A_NUMBER],
    ['.', AMOUNT_NOT_A_NUMBER],
    ['-', AMOUNT_NOT_A_NUMBER],
    ['abc', AMOUNT_NOT_A_NUMBER],
    ['١٢٣', AMOUNT_NOT_A_NUMBER],
    ['１２３', AMOUNT_NOT_A_NUMBER],
    ['0x10', AMOUNT_NOT_A_NUMBER],
    ['Infinity', AMOUNT_NOT_A_NUMBER],
    ['NaN', AMOUNT_NOT_A_NUMBER],
    ['1,5', AMOUNT_NOT_A_NUMBER],
    ['1,00', AMOUNT_NOT_A_NUMBER],
    ['1.2.3', AMOUNT_NOT_A_NUMBER],
    ['+5', AMOUNT_NOT_A_NUMBER],
    ['1e', AMOUNT_NOT_A_NUMBER],
    ['5 000', AMOUNT_NOT_A_NUMBER],
  ])('%j → %s', (text, message) => {
    expect(amountProblem('en', text)).toEqual(message);
  });

  it.each([
    ['1000', 1000],
    [' 1000 ', 1000],
    ['1000.5', 1000.5],
    ['1,000.5', 1000.5],
    ['1,000,000', 1_000_000],
    ['250.', 250],
    ['.5', 0.5],
    ['1e3', 1000],
    ['1E3', 1000],
    ['1000000000000', 1e12],
  ])('accepts %j as %s', (text, value) => {
    expect(amountProblem('en', text)).toBeNull();
    expect(readNumber(text)).toBe(value);
  });
});

describe('feeProblem', () => {
  it.each(['1e309', '9'.repeat(400), '--5', '.', '-5', '100', '1e3', '1,000.5', 'abc', '١', '99.999999999999999'])(
    '%j → the fee message',
    (text) => {
      expect(feeProblem(text, 'en')).toBe(FEE_OUT_OF_RANGE);
    },
  );

  it.each([
    ['', 0],
    ['0', 0],
    ['0.25', 0.25],
    ['99.99', 99.99],
    ['1e-1', 0.1],
  ])('accepts %j as %s %', (text, fee) => {
    expect(feeProblem(text, 'en')).toBeNull();
    expect(readFee(text, 'en')).toBe(fee);
  });
});

describe('isEmptyOrZeroAmount (the product spec: the button is off)', () => {
  it.each(['', ' ', '0', '0.0', '-0', '00'])('%j: yes', (text) => expect(isEmptyOrZeroAmount(text, 'en')).toBe(true));
  it.each(['1', '-5', 'abc', '.', '1e309'])('%j: no (the button says why)', (text) => expect(isEmptyOrZeroAmount(text, 'en')).toBe(false));
});

describe('numberText', () => {
  it.each([
    [1000, '1000'],
    [1000.5, '1000.5'],
    [1e12, '1000000000000'],
    [0.25, '0.25'],
    [1e-7, '0.0000001'],
    [1.5e21, '1500000000000000000000'],
  ])('%s → %j', (value, text) => expect(numberText(value)).toBe(text));
});

describe('stepAmount (arrow keys: step 1, minimum 0)', () => {
  it.each([
    ['1000', 1, '1001'],
    ['1000', -1, '999'],
    ['1000.5', 1, '1001'],
    ['1000.5', -1, '1000'],
    ['0', -1, '0'],
    ['0.5', -1, '0'],
    ['-5', 1, '0'],
    ['', 1, '1'],
    ['', -1, '0'],
    ['1,000', 1, '1001'],
  ] as const)('%j, %s → %j', (text, direction, next) => expect(stepAmount(text, direction, 'en')).toBe(next));

  it.each(['abc', '--5', '1e309'])('leaves %j alone', (text) => expect(stepAmount(text, 1, 'en')).toBeNull());
});

describe('validateDca', () => {
  const dca = { locale: 'en' as const, amount: '100', start: '2022-01-01', end: '2026-11-23', today: '2026-11-23' };

  it('accepts the defaults', () => {
    expect(validateDca(dca)).toBeNull();
  });

  it.each([
    [{ amount: '' }, 'Enter an amount above 0.'],
    [{ amount: 'abc' }, 'Enter the amount as a number, for example 1000 or 250.50.'],
    [{ amount: '1e13', base: 'eur' }, 'Enter an amount up to €1,000,000,000,000.'],
    [{ amount: '1e13', base: 'jpy' }, 'Enter an amount up to ¥1,000,000,000,000.'],
    [{ start: '' }, 'Choose a start date.'],
    [{ end: '2023-02-30' }, 'Choose an end date.'],
    [{ start: '2026-11-24', end: '2026-11-25' }, 'The start date cannot be after today.'],
    [{ end: '2026-11-24' }, 'The end date cannot be after today.'],
    [{ start: '2024-05-01', end: '2024-05-01' }, 'The start date must be before the end date.'],
    [{ start: '2024-05-02', end: '2024-05-01' }, 'The start date must be before the end date.'],
    [{ start: '2005-01-01' }, 'The period can be at most 20 years. Choose a later start date.'],
  ])('%j → %s', (change, message) => {
    expect(shown(validateDca({ ...dca, ...change }))).toBe(message);
  });

  it('allows the whole of Bitcoin’s history', () => {
    expect(validateDca({ ...dca, start: '2013-04-28' })).toBeNull();
  });
});

describe('the limit in another base, written the page’s way', () => {
  it('formats the amount in the locale (English keeps the product spec’s sentence)', () => {
    expect(shown(amountTooLarge('en', 'usd'))).toBe('Enter an amount up to $1,000,000,000,000.');
    expect(shown(amountTooLarge('en', 'eur'))).toBe('Enter an amount up to €1,000,000,000,000.');
    // A German page without its catalog here: the English source text, with the German number.
    const de = createI18n('de', {});
    expect(de._(amountTooLarge('de', 'eur'))).toBe('Enter an amount up to 1.000.000.000.000\u00a0€.');
    expect(de._(amountProblem('de', '1e13', 'jpy')!)).toBe('Enter an amount up to 1.000.000.000.000\u00a0¥.');
  });
});

describe('the calculator’s numbers in a language with a decimal comma (de)', () => {
  const de = localeSeparators('de');
  it.each([
    ['250,50', 250.5],
    ['1.000,5', 1000.5],
    ['1 000,5', 1000.5],
    ['1000', 1000],
    ['0,5', 0.5],
    [',5', 0.5],
    // A point that cannot be grouping is a decimal point (a pasted or linked plain decimal).
    ['250.5', 250.5],
    ['0.25', 0.25],
    ['1000.25', 1000.25],
    // Three digits after a single point are a thousands group, as German writes them.
    ['1.500', 1500],
    ['1.000.000', 1_000_000],
  ])('reads %j as %s', (text, value) => expect(readNumber(text, de)).toBe(value));

  it.each(['1,000.5', '1,2,3', '1.5,5.5', '12.34,5', 'abc'])('refuses %j', (text) => expect(readNumber(text, de)).toBeNull());

  it('says which decimal mark to use, with an example written the German way', () => {
    const shownDe = (m: MessageDescriptor | null) => (m ? createI18n('de', {})._(m) : null);
    expect(shownDe(amountProblem('de', '1,000.5'))).toBe('Enter the amount as a number, for example 1000 or 250,50.');
    expect(amountProblem('de', '1.000,50')).toBeNull();
  });

  it('reads the fee and steps the amount with a comma', () => {
    expect(readFee('0,25', 'de')).toBe(0.25);
    expect(feeProblem('99,99', 'de')).toBeNull();
    expect(feeProblem('100,5', 'de')).toBe(FEE_OUT_OF_RANGE);
    expect(stepAmount('1000,5', 1, 'de')).toBe('1001');
    expect(stepAmount('0,5', -1, 'de')).toBe('0');
    expect(isEmptyOrZeroAmount('0,0', 'de')).toBe(true);
  });
});
