import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import {
  type AmountEdit,
  amountOf,
  amountText,
  editAmount,
  fitsAmountField,
  formatMessage,
  lengthMessage,
  localeSeparators,
  localizeAmount,
  type NumberSeparators,
  separatorsFor,
} from './parse-amount';

const en = createI18n('en', {});

/** `editAmount` with its message as the English page shows it. */
function edit(raw: string, separators?: NumberSeparators): AmountEdit | { ok: false; message: string } {
  const result = editAmount(raw, separators);
  return result.ok ? result : { ok: false, message: en._(result.message) };
}

const FORMAT_MESSAGE = 'Use digits, with "." for decimals and "," between thousands, for example 1,234.56.';
const GROUPING_MESSAGE = 'Use "," only between groups of three digits, and "." for decimals, for example 1,234.56.';
const LENGTH_MESSAGE = 'That number is too long: up to 15 digits before the point and 18 after.';

describe('editAmount', () => {
  it.each([
    ['1', '1', 1],
    ['42', '42', 42],
    ['0.5', '0.5', 0.5],
    ['1.', '1.', 1],
    ['1234.5678', '1234.5678', 1234.5678],
  ])('accepts %j as text %j, amount %s', (raw, text, amount) => {
    expect(edit(raw)).toEqual({ ok: true, text, plain: text, amount });
  });

  it('gives the en-US messages by default', () => {
    expect(en._(formatMessage())).toBe(FORMAT_MESSAGE);
    expect(en._(lengthMessage())).toBe(LENGTH_MESSAGE);
  });

  // What the fuzz pass typed or pasted: each is refused as a whole, never read as another number.
  it.each([
    '1.2.3',
    'abc',
    '-1',
    '1e5',
    ' 1',
    '+1',
    '½',
    '１',
    '-0',
    '-',
    '-5',
    '--5',
    '1e',
    '1e309',
    '0x10',
    '0x',
    '١٢٣',
    'Infinity',
    'NaN',
    '..',
    '1..',
  ])('rejects %j with the format message', (raw) => {
    expect(edit(raw)).toEqual({ ok: false, message: FORMAT_MESSAGE });
  });

  // "1,5" is refused with its own reason: in en-US a comma only groups thousands.
  it.each(['1,5', '1,23', '1,', '12,34,567'])('rejects %j: a comma only between groups of three digits', (raw) => {
    expect(edit(raw)).toEqual({ ok: false, message: GROUPING_MESSAGE });
  });

  it('shows "0" for an empty field, meaning 0', () => {
    expect(edit('')).toEqual({ ok: true, text: '0', plain: '0', amount: 0 });
  });

  it('shows "0." for a lone point, meaning 0', () => {
    expect(edit('.')).toEqual({ ok: true, text: '0.', plain: '0.', amount: 0 });
  });

  it('drops leading zeros before other digits', () => {
    expect(edit('007')).toEqual({ ok: true, text: '7', plain: '7', amount: 7 });
    expect(edit('00')).toEqual({ ok: true, text: '0', plain: '0', amount: 0 });
    expect(edit('000.5')).toEqual({ ok: true, text: '0.5', plain: '0.5', amount: 0.5 });
  });

  it('adds a 0 before a leading point', () => {
    expect(edit('.5')).toEqual({ ok: true, text: '0.5', plain: '0.5', amount: 0.5 });
  });

  it('keeps trailing zeros of the fraction as typed', () => {
    expect(edit('0.50')).toEqual({ ok: true, text: '0.50', plain: '0.50', amount: 0.5 });
    expect(edit('2.000')).toEqual({ ok: true, text: '2.000', plain: '2.000', amount: 2 });
  });

  it('accepts 15 integer digits and rejects 16', () => {
    expect(edit('1'.repeat(15))).toMatchObject({ ok: true, text: '1'.repeat(15) });
    expect(edit('1'.repeat(16))).toEqual({ ok: false, message: LENGTH_MESSAGE });
  });

  it('does not count leading zeros towards the integer digits', () => {
    expect(edit(`0${'1'.repeat(15)}`)).toMatchObject({ ok: true, text: '1'.repeat(15) });
  });

  it('says "too long" for 400 digits, and the format message when the text is also not digits', () => {
    expect(edit('9'.repeat(400))).toEqual({ ok: false, message: LENGTH_MESSAGE });
    expect(edit(`${'9'.repeat(400)}a`)).toEqual({ ok: false, message: FORMAT_MESSAGE });
  });

  it('accepts 18 fraction digits and rejects 19', () => {
    expect(edit(`0.${'1'.repeat(18)}`)).toMatchObject({ ok: true, text: `0.${'1'.repeat(18)}` });
    expect(edit(`0.${'1'.repeat(19)}`)).toEqual({ ok: false, message: LENGTH_MESSAGE });
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
      expect(edit(text)).toEqual({ ok: true, text, plain: text, amount });
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

const EN_US = separatorsFor('en-US');
const DE_DE = separatorsFor('de-DE');
const FR_FR = separatorsFor('fr-FR');
const EN_IN = separatorsFor('en-IN');
const NNBSP = '\u202f';

describe('separatorsFor', () => {
  it.each([
    ['en-US', { decimal: '.', group: ',', indian: false }],
    ['de-DE', { decimal: ',', group: '.', indian: false }],
    ['fr-FR', { decimal: ',', group: NNBSP, indian: false }],
    ['en-IN', { decimal: '.', group: ',', indian: true }],
    ['hi-IN', { decimal: '.', group: ',', indian: true }],
    ['es-ES', { decimal: ',', group: '.', indian: false }],
  ])('reads %s', (locale, expected) => {
    expect(separatorsFor(locale)).toEqual(expected);
  });

  it('takes the first locale of the browser list', () => {
    expect(separatorsFor(['de-DE', 'en-US'])).toEqual(DE_DE);
  });

  it.each([['ar-EG'], ['bn-IN'], ['not a locale!'], [[] as string[]]])(
    'falls back to en-US for %j (other digits, or no locale)',
    (locale) => {
      expect(separatorsFor(locale).decimal).toBe('.');
      expect(separatorsFor(locale).indian).toBe(false);
    },
  );
});

/** [locale, typed or pasted, amount] — what a visitor of that locale means by the text. */
const ACCEPTED: [string, NumberSeparators, string, number][] = [
  ['en-US', EN_US, '1,234.56', 1234.56],
  ['en-US', EN_US, '1,234', 1234],
  ['en-US', EN_US, '1,234,567.5', 1234567.5],
  ['en-US', EN_US, '1 234.5', 1234.5],
  ['en-US', EN_US, '0,5', 0.5],
  ['en-US', EN_US, '1,000.5', 1000.5],
  ['de-DE', DE_DE, '1.234,5', 1234.5],
  ['de-DE', DE_DE, '1.234,56', 1234.56],
  ['de-DE', DE_DE, '0,5', 0.5],
  ['de-DE', DE_DE, ',5', 0.5],
  ['de-DE', DE_DE, '1234,5', 1234.5],
  ['de-DE', DE_DE, '1.234', 1234],
  ['de-DE', DE_DE, '1.000.000', 1_000_000],
  ['de-DE', DE_DE, '0.5', 0.5],
  ['de-DE', DE_DE, '0.001', 0.001],
  ['de-DE', DE_DE, '.5', 0.5],
  ['de-DE', DE_DE, '12', 12],
  ['fr-FR', FR_FR, `1${NNBSP}234,5`, 1234.5],
  ['fr-FR', FR_FR, '1\u00a0234,5', 1234.5],
  ['fr-FR', FR_FR, '1 234 567,89', 1234567.89],
  ['fr-FR', FR_FR, '1.234,5', 1234.5],
  ['en-IN', EN_IN, '1,23,456.7', 123456.7],
  ['en-IN', EN_IN, '12,34,56,789', 123456789],
  ['en-IN', EN_IN, '1,234,567', 1234567],
];

describe('editAmount in the visitor locale', () => {
  it.each(ACCEPTED)('%s: %j is %s', (_locale, separators, raw, amount) => {
    const result = editAmount(raw, separators);
    // As typed, with the 0 the field always puts before a leading separator.
    expect(result).toMatchObject({ ok: true, text: /^[.,]/.test(raw) ? `0${raw}` : raw, amount });
    expect(result.ok && Number(result.plain)).toBe(amount);
  });

  it('keeps the visitor separators in the text and gives the plain decimal', () => {
    expect(edit('1.234,50', DE_DE)).toEqual({ ok: true, text: '1.234,50', plain: '1234.50', amount: 1234.5 });
    expect(edit(',', DE_DE)).toEqual({ ok: true, text: '0,', plain: '0.', amount: 0 });
    expect(edit('.', DE_DE)).toEqual({ ok: true, text: '0.', plain: '0.', amount: 0 });
    expect(edit('', DE_DE)).toEqual({ ok: true, text: '0', plain: '0', amount: 0 });
  });

  const DE_FORMAT = 'Use digits, with "," for decimals and "." between thousands, for example 1.234,56.';
  const DE_GROUPING = 'Use "." only between groups of three digits, and "," for decimals, for example 1.234,56.';
  const FR_FORMAT = `Use digits, with "," for decimals and a space between thousands, for example 1${NNBSP}234,56.`;

  /** [locale, text, message] — refused, never read as another number. */
  const REFUSED: [string, NumberSeparators, string, string][] = [
    ['en-US', EN_US, '1,23', GROUPING_MESSAGE],
    ['en-US', EN_US, '1,23,456.7', GROUPING_MESSAGE],
    ['en-US', EN_US, '0,123.5', GROUPING_MESSAGE],
    ['en-US', EN_US, '1.234,56', FORMAT_MESSAGE],
    ['en-US', EN_US, '1,234.5.6', FORMAT_MESSAGE],
    ['en-US', EN_US, '1.234 567', FORMAT_MESSAGE],
    ['de-DE', DE_DE, '1.5', DE_GROUPING],
    ['de-DE', DE_DE, '1.23', DE_GROUPING],
    ['de-DE', DE_DE, '12.5', DE_GROUPING],
    ['de-DE', DE_DE, '1,234.56', DE_FORMAT],
    ['de-DE', DE_DE, '1,2,3', DE_FORMAT],
    ['de-DE', DE_DE, '-1,5', DE_FORMAT],
    ['de-DE', DE_DE, '1e5', DE_FORMAT],
    ['de-DE', DE_DE, '1 234,5 €', DE_FORMAT],
    ['de-DE', DE_DE, '1.234.5', DE_GROUPING],
    ['fr-FR', FR_FR, '1,2,3', FR_FORMAT],
    ['fr-FR', FR_FR, '1 23,5', 'Use a space only between groups of three digits, and "," for decimals, for example 1\u202f234,56.'],
  ];

  it.each(REFUSED)('%s: refuses %j with %j', (_locale, separators, raw, message) => {
    expect(edit(raw, separators)).toEqual({ ok: false, message });
  });

  it('names the decimal comma when a German number is too long', () => {
    expect(edit(`0,${'1'.repeat(19)}`, DE_DE)).toEqual({
      ok: false,
      message: 'That number is too long: up to 15 digits before the decimal comma and 18 after.',
    });
    expect(edit('1.000.000.000.000.000', DE_DE)).toMatchObject({ ok: false });
    expect(edit('100.000.000.000.000', DE_DE)).toMatchObject({ ok: true, amount: 1e14 });
  });

  it('shows a space or a mark at either end as a slip, until the group is complete', () => {
    expect(edit('1 ')).toEqual({
      ok: false,
      message: 'Use a space only between groups of three digits, and "." for decimals, for example 1,234.56.',
    });
    expect(edit('1.', DE_DE)).toEqual({ ok: false, message: DE_GROUPING });
    expect(edit('1.2', DE_DE)).toEqual({ ok: false, message: DE_GROUPING });
    expect(edit('1.234', DE_DE)).toMatchObject({ ok: true, amount: 1234 });
  });
});

describe('localeSeparators', () => {
  it.each([
    ['en', { decimal: '.', group: ',', indian: false }],
    ['de', { decimal: ',', group: '.', indian: false }],
    ['ja', { decimal: '.', group: ',', indian: false }],
    ['fr', { decimal: ',', group: NNBSP, indian: false }],
    ['es', { decimal: ',', group: '.', indian: false }],
    ['ru', { decimal: ',', group: '\u00a0', indian: false }],
    ['zh-Hans', { decimal: '.', group: ',', indian: false }],
  ] as const)('gives the page locale %s its own separators', (locale, expected) => {
    expect(localeSeparators(locale)).toEqual(expected);
  });

  it('reads numbers the German and Japanese way on those pages, forgiving a point after a lone 0', () => {
    const de = localeSeparators('de');
    const ja = localeSeparators('ja');
    expect(editAmount('1.234,5', de)).toMatchObject({ ok: true, plain: '1234.5', amount: 1234.5 });
    expect(editAmount('0.5', de)).toMatchObject({ ok: true, plain: '0.5', amount: 0.5 });
    expect(editAmount('0,5', ja)).toMatchObject({ ok: true, plain: '0.5', amount: 0.5 });
    expect(editAmount('1,234.5', ja)).toMatchObject({ ok: true, plain: '1234.5', amount: 1234.5 });
    expect(edit('2.5', de)).toEqual({
      ok: false,
      message: 'Use "." only between groups of three digits, and "," for decimals, for example 1.234,56.',
    });
    expect(edit('2,5', ja)).toEqual({ ok: false, message: GROUPING_MESSAGE });
  });
});

describe('localizeAmount', () => {
  it('writes a plain decimal with the locale decimal separator, without grouping', () => {
    expect(localizeAmount('1234.5', DE_DE)).toBe('1234,5');
    expect(localizeAmount('0.00001', FR_FR)).toBe('0,00001');
    expect(localizeAmount('1234.5', EN_US)).toBe('1234.5');
    expect(localizeAmount('7', DE_DE)).toBe('7');
  });

  it('gives text that editAmount reads back as the same amount', () => {
    for (const plain of ['1234.5', '0.5', '1', '0.00012345', '999999999999999.5']) {
      for (const separators of [EN_US, DE_DE, FR_FR, EN_IN]) {
        expect(edit(localizeAmount(plain, separators), separators)).toMatchObject({ ok: true, amount: Number(plain), plain });
      }
    }
  });
});
