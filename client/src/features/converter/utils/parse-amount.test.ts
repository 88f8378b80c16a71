import { describe, expect, it } from 'vitest';
import { amountOf, amountText, editAmount, fitsAmountField, FORMAT_MESSAGE as EXPORTED_FORMAT, LENGTH_MESSAGE as EXPORTED_LENGTH } from './parse-amount';

const FORMAT_MESSAGE = 'Use digits and at most one decimal point, for example 0.5.';
const LENGTH_MESSAGE = 'That number is too long: up to 15 digits before the point and 18 after.';

describe('editAmount', () => {
  it.each([
    ['1', '1', 1],
    ['42', '42', 42],
    ['0.5', '0.5', 0.5],
    ['1.', '1.', 1],
    ['1234.5678', '1234.5678', 1234.5678],
  ])('accepts %j as text %j, amount %s', (raw, text, amount) => {
    expect(editAmount(raw)).toEqual({ ok: true, text, amount });
  });

  it('exports the two messages the field shows', () => {
    expect(EXPORTED_FORMAT).toBe(FORMAT_MESSAGE);
    expect(EXPORTED_LENGTH).toBe(LENGTH_MESSAGE);
  });

  // What the fuzz pass typed or pasted: each is refused as a whole, never read as another number.
  it.each([
    '1.2.3', 'abc', '1,5', '-1', '1e5', ' 1', '1 ', '+1', '½', '１',
    '-0', '-', '-5', '--5', '1e', '1e309', '0x10', '0x', '1,000.5', '١٢٣', 'Infinity', 'NaN', '..', '1..',
  ])('rejects %j with the format message', (raw) => {
    expect(editAmount(raw)).toEqual({ ok: false, message: FORMAT_MESSAGE });
  });

  it('shows "0" for an empty field, meaning 0', () => {
    expect(editAmount('')).toEqual({ ok: true, text: '0', amount: 0 });
  });

  it('shows "0." for a lone point, meaning 0', () => {
    expect(editAmount('.')).toEqual({ ok: true, text: '0.', amount: 0 });
  });

  it('drops leading zeros before other digits', () => {
    expect(editAmount('007')).toEqual({ ok: true, text: '7', amount: 7 });
    expect(editAmount('00')).toEqual({ ok: true, text: '0', amount: 0 });
    expect(editAmount('000.5')).toEqual({ ok: true, text: '0.5', amount: 0.5 });
  });

  it('adds a 0 before a leading point', () => {
    expect(editAmount('.5')).toEqual({ ok: true, text: '0.5', amount: 0.5 });
  });

  it('keeps trailing zeros of the fraction as typed', () => {
    expect(editAmount('0.50')).toEqual({ ok: true, text: '0.50', amount: 0.5 });
    expect(editAmount('2.000')).toEqual({ ok: true, text: '2.000', amount: 2 });
  });

  it('accepts 15 integer digits and rejects 16', () => {
    expect(editAmount('1'.repeat(15))).toMatchObject({ ok: true, text: '1'.repeat(15) });
    expect(editAmount('1'.repeat(16))).toEqual({ ok: false, message: LENGTH_MESSAGE });
  });

  it('does not count leading zeros towards the integer digits', () => {
    expect(editAmount(`0${'1'.repeat(15)}`)).toMatchObject({ ok: true, text: '1'.repeat(15) });
  });

  it('says "too long" for 400 digits, and the format message when the text is also not digits', () => {
    expect(editAmount('9'.repeat(400))).toEqual({ ok: false, message: LENGTH_MESSAGE });
    expect(editAmount(`${'9'.repeat(400)}a`)).toEqual({ ok: false, message: FORMAT_MESSAGE });
  });

  it('accepts 18 fraction digits and rejects 19', () => {
    expect(editAmount(`0.${'1'.repeat(18)}`)).toMatchObject({ ok: true, text: `0.${'1'.repeat(18)}` });
    expect(editAmount(`0.${'1'.repeat(19)}`)).toEqual({ ok: false, message: LENGTH_MESSAGE });
  });
});

describe('amountOf', () => {
  it('reads the number in a field text, 0 when there is none', () => {
    expect(amountOf('0.5')).toBe(0.5);
    expect(amountOf('1.')).toBe(1);
    expect(amountOf('')).toBe(0);
    expect(amountOf('.')).toBe(0);
  });
});

describe('amountText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [0.00001, '0.00001'],
    [1e-7, '0.0000001'],
    [1234.5, '1234.5'],
    [0.1, '0.1'],
    [0.0025, '0.0025'],
    [1e21, '1000000000000000000000'],
    [1e40, `1${'0'.repeat(40)}`],
    [1e-38, `0.${'0'.repeat(37)}1`],
    [1.5e-20, `0.${'0'.repeat(19)}15`],
    [123456789012345, '123456789012345'],
  ])('shows %s as %j, without grouping or exponent and without rounding', (amount, text) => {
    expect(amountText(amount)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('shows "0" for %s', (amount) => {
    expect(amountText(amount)).toBe('0');
  });

  it('gives text that editAmount accepts unchanged', () => {
    for (const amount of [0.00001, 1e-7, 1234.5, 0.0025, 123456789012345]) {
      const text = amountText(amount);
      expect(editAmount(text)).toEqual({ ok: true, text, amount });
    }
  });
});

describe('fitsAmountField', () => {
  it.each([1, 0, 0.5, 0.00001, 999_999_999_999_999, 1e-18, 0.123456789012345678])('is true for %s', (amount) => {
    expect(fitsAmountField(amount)).toBe(true);
  });

  // /btc-to-usd/<40 nines> and /btc-to-usd/0.<37 zeros>1: the field cannot show them as they are.
  it.each([Number('9'.repeat(40)), 1e15, Number(`0.${'0'.repeat(37)}1`), 1e-19])('is false for %s', (amount) => {
    expect(fitsAmountField(amount)).toBe(false);
  });
});
