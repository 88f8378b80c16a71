import { I18nProvider } from '@lingui/react';
import type { Locale } from '@shared/i18n/locales';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { act, cleanup, render, screen } from '@/testing/render';
import { amountOf, amountText } from '../utils/parse-amount';
import { AmountInput } from './amount-input';

const FORMAT_MESSAGE = 'Use digits, with "." for decimals and "," between thousands, for example 1,234.56.';
const LENGTH_MESSAGE = 'That number is too long: up to 15 digits before the point and 18 after.';
const URL_AMOUNT_NOTICE = 'The amount in the address has more digits than this field takes, so it shows 1.';

/** The converter's side of the field: the amount it converts, as the result panel would use it. */
function Converter({ initial = '1' }: { initial?: string }) {
  const [amount, setAmount] = useState({ text: initial, value: amountOf(initial) });
  return (
    <>
      <AmountInput text={amount.text} onChange={(text, value) => setAmount({ text, value })} />
      <output data-testid="converted">{amount.value}</output>
      <output data-testid="plain">{amount.text}</output>
    </>
  );
}

const GROUPING_MESSAGE = 'Use "," only between groups of three digits, and "." for decimals, for example 1,234.56.';

function setup(initial?: string, locale: Locale = 'en') {
  const user = userEvent.setup();
  render(<Converter initial={initial} />, { locale });
  const field = screen.getByRole('textbox', { name: 'Amount' });
  const hint = () => {
    const id = field.getAttribute('aria-describedby');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error('the field has no description');
    return element;
  };
  const converted = () => Number(screen.getByTestId('converted').textContent);
  /** Like a visitor: a click (which selects the amount), then one key at a time. */
  const typeOver = async (text: string) => {
    await user.click(field);
    await user.keyboard(text);
  };
  return { user, field, hint, converted, typeOver };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A browser whose language settings list `languages` (navigator.languages): the field ignores them. */
function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('AmountInput typed key by key', () => {
  // The fuzz pass's cases: none may silently become another number ("15", "10", "1309", "10").
  it.each([
    ['-5', 1],
    ['-0', 1],
    ['1e309', 1],
    ['0x10', 0],
    ['abc', 1],
    ['١٢٣', 1],
    ['1.234,5', 1.234],
  ])('shows %j as typed, says why it is not an amount, and keeps converting %s', async (typed, kept) => {
    const { field, hint, converted, typeOver } = setup();
    await typeOver(typed);
    expect(field).toHaveValue(typed);
    expect(hint()).toHaveTextContent(FORMAT_MESSAGE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(converted()).toBe(kept);
  });

  // A comma is a thousands separator in en-US, so it must sit between groups of three.
  it.each([
    ['1,5', 1],
    ['1,00.5', 1],
    ['1,23', 1],
  ])('says %j has a comma out of place, and keeps converting %s', async (typed, kept) => {
    const { field, hint, converted, typeOver } = setup();
    await typeOver(typed);
    expect(field).toHaveValue(typed);
    expect(hint()).toHaveTextContent(GROUPING_MESSAGE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(converted()).toBe(kept);
  });

  it('says a 16th digit is too many, and keeps converting the 15 before it', async () => {
    const { field, hint, converted, typeOver } = setup();
    await typeOver('9'.repeat(20));
    expect(field).toHaveValue('9'.repeat(20));
    expect(hint()).toHaveTextContent(LENGTH_MESSAGE);
    expect(converted()).toBe(999_999_999_999_999);
  });

  it('says a 19th decimal is too many', async () => {
    const { hint, converted, typeOver } = setup();
    await typeOver(`0.${'1'.repeat(19)}`);
    expect(hint()).toHaveTextContent(LENGTH_MESSAGE);
    expect(converted()).toBe(Number(`0.${'1'.repeat(18)}`));
  });

  it('clears the message once the text is an amount again', async () => {
    const { user, field, hint, converted, typeOver } = setup();
    await typeOver('2a');
    expect(hint()).toHaveTextContent(FORMAT_MESSAGE);
    expect(converted()).toBe(2);
    await user.keyboard('{Backspace}.5');
    expect(field).toHaveValue('2.5');
    expect(hint()).toHaveTextContent('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(converted()).toBe(2.5);
  });

  it('describes the field by its message element at all times', async () => {
    const { field, hint, typeOver } = setup();
    expect(hint()).toHaveTextContent('');
    expect(field).not.toHaveAttribute('aria-invalid');
    await typeOver('-');
    expect(field.getAttribute('aria-describedby')).toBe(hint().id);
    expect(hint()).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the accepted formats: decimals, a leading point, leading zeros, an empty field as 0', async () => {
    const { user, field, converted, typeOver } = setup();
    await typeOver('0.00012345');
    expect(field).toHaveValue('0.00012345');
    expect(converted()).toBe(0.00012345);
    await typeOver('.5');
    expect(field).toHaveValue('0.5');
    await typeOver('007');
    expect(field).toHaveValue('7');
    await user.click(field);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('0');
    expect(converted()).toBe(0);
  });
});

describe('AmountInput pasted', () => {
  it.each([
    ['1e309', '1e309', FORMAT_MESSAGE],
    ['400 nines', '9'.repeat(400), LENGTH_MESSAGE],
    ['1,000 characters of junk', '12345.6789abc١٢٣,-e+'.repeat(50), FORMAT_MESSAGE],
    ['Infinity', 'Infinity', FORMAT_MESSAGE],
  ])('shows a pasted %s with its message and keeps the last amount', async (_name, pasted, message) => {
    const { user, field, hint, converted } = setup();
    await user.click(field);
    await user.paste(pasted);
    expect(field).toHaveValue(pasted);
    expect(hint()).toHaveTextContent(message);
    expect(converted()).toBe(1);
    await user.click(field);
    await user.paste('2.5');
    expect(field).toHaveValue('2.5');
    expect(hint()).toHaveTextContent('');
    expect(converted()).toBe(2.5);
  });
});

describe('AmountInput selection', () => {
  it('selects the amount when clicked, also when it already has focus', async () => {
    const { user, field, typeOver } = setup();
    await typeOver('25');
    expect(field).toHaveValue('25');
    expect(field).toHaveFocus();
    await user.click(field); // already focused: selects again, so typing replaces
    await user.keyboard('3');
    expect(field).toHaveValue('3');
  });

  it('places the caret on a second click, for editing inside the amount', async () => {
    const { user, field, typeOver } = setup();
    await typeOver('25');
    await user.click(field); // selects
    await user.click(field); // caret (at the end here)
    await user.keyboard('0');
    expect(field).toHaveValue('250');
  });

  it('keeps the selection over a refused-looking key, so the text is never appended to the old amount', async () => {
    const { field, converted, typeOver } = setup();
    await typeOver('-5');
    expect(field).not.toHaveValue('15');
    expect(converted()).toBe(1);
  });
});

describe('AmountInput given an amount from the URL', () => {
  it('shows an amount that fits, digit for digit', () => {
    const { field, hint } = setup(amountText(0.00001));
    expect(field).toHaveValue('0.00001');
    expect(hint()).toHaveTextContent('');
  });

  it.each([
    ['40 nines', Number('9'.repeat(40))],
    ['0.<37 zeros>1', Number(`0.${'0'.repeat(37)}1`)],
  ])('falls back to 1 with a notice for %s', async (_name, amount) => {
    const { field, hint, converted } = setup(amountText(amount));
    expect(field).toHaveValue('1');
    expect(hint()).toHaveTextContent(URL_AMOUNT_NOTICE);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(converted()).toBe(1);
  });
});

describe('AmountInput in the page locale', () => {
  it('en: takes 1,234.56 as typed, converting 1234.56', async () => {
    const { field, hint, converted, typeOver } = setup();
    await typeOver('1,234.56');
    expect(field).toHaveValue('1,234.56');
    expect(hint()).toHaveTextContent('');
    expect(converted()).toBe(1234.56);
    expect(screen.getByTestId('plain')).toHaveTextContent('1234.56');
  });

  it('en: follows the page, not a German browser', async () => {
    browserLanguages('de-DE', 'en-US');
    const { field, hint, converted, typeOver } = setup(amountText(1234.5));
    expect(field).toHaveValue('1234.5');
    await typeOver('1.5');
    expect(hint()).toHaveTextContent('');
    expect(converted()).toBe(1.5);
  });

  it('de: takes 1.234,5 typed key by key, converting 1234.5, and hands on the plain decimal', async () => {
    const { field, hint, converted, typeOver } = setup(undefined, 'de');
    await typeOver('1.234,5');
    expect(field).toHaveValue('1.234,5');
    expect(hint()).toHaveTextContent('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(converted()).toBe(1234.5);
    expect(screen.getByTestId('plain')).toHaveTextContent('1234.5');
  });

  it('de: takes 0,5 and 0.5 alike, and names the German separators when a point is out of place', async () => {
    const { field, hint, converted, typeOver } = setup(undefined, 'de');
    await typeOver('0,5');
    expect(converted()).toBe(0.5);
    await typeOver('0.25');
    expect(field).toHaveValue('0.25');
    expect(converted()).toBe(0.25);
    await typeOver('2.5');
    expect(field).toHaveValue('2.5');
    expect(hint()).toHaveTextContent('Use "." only between groups of three digits, and "," for decimals, for example 1.234,56.');
    expect(converted()).toBe(2); // the "2" typed before the point
    await typeOver('1,234.56');
    expect(hint()).toHaveTextContent('Use digits, with "," for decimals and "." between thousands, for example 1.234,56.');
    expect(converted()).toBe(1.234); // "1,234" before the point
  });

  it('de: a pasted amount works the same', async () => {
    const { user, field, converted } = setup(undefined, 'de');
    await user.click(field);
    await user.paste('12.345.678,9');
    expect(field).toHaveValue('12.345.678,9');
    expect(converted()).toBe(12_345_678.9);
  });

  it('fr: takes narrow no-break spaces between thousands', async () => {
    const { user, field, converted } = setup(undefined, 'fr');
    await user.click(field);
    await user.paste('1\u202f234,5');
    expect(converted()).toBe(1234.5);
  });

  it('ja: writes and reads a decimal point, forgiving a comma after a lone 0', async () => {
    const { field, hint, converted, typeOver } = setup(amountText(1234.5), 'ja');
    expect(field).toHaveValue('1234.5');
    await typeOver('1,234.5');
    expect(converted()).toBe(1234.5);
    await typeOver('0,5');
    expect(converted()).toBe(0.5);
    await typeOver('2,5');
    expect(hint()).toHaveTextContent('Use "," only between groups of three digits, and "." for decimals, for example 1,234.56.');
  });

  it('de: shows an amount from the address with a decimal comma', () => {
    const { field, converted } = setup(amountText(1234.5), 'de');
    expect(field).toHaveValue('1234,5');
    expect(converted()).toBe(1234.5);
  });

  it.each([
    ['en', '0.5'],
    ['de', '0,5'],
    ['ja', '0.5'],
  ] as const)('%s: the server renders the page locale’s separators, and the browser hydrates the same', async (locale, value) => {
    browserLanguages(locale === 'en' ? 'de-DE' : 'en-US');
    const i18n = createI18n(locale, {});
    const element = (
      <I18nProvider i18n={i18n}>
        <Converter initial="0.5" />
      </I18nProvider>
    );
    const html = renderToString(element);
    expect(html).toContain(`value="${value}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toHaveValue(value);
    container.remove();
  });
});
