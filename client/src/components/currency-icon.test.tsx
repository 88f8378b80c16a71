import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/testing/render';
import { CurrencyIcon } from './currency-icon';

afterEach(cleanup);

const monogram = (container: HTMLElement) => container.querySelector('[data-monogram]')?.getAttribute('data-monogram');

describe('CurrencyIcon monograms', () => {
  it('draws a fiat currency’s sign as the page’s locale writes it', () => {
    const yen = { symbol: 'JPY', image: '', type: 'fiat' } as const;
    expect(monogram(render(<CurrencyIcon currency={yen} />).container)).toBe('¥');
    cleanup();
    // Japanese writes its own currency with the full-width sign.
    expect(monogram(render(<CurrencyIcon currency={yen} />, { locale: 'ja' }).container)).toBe('￥');
  });

  it('draws a coin by its ticker, and a code Intl does not know as it is', () => {
    expect(monogram(render(<CurrencyIcon currency={{ symbol: 'DOGE', image: '', type: 'crypto' }} />).container)).toBe('DOG');
    cleanup();
    expect(monogram(render(<CurrencyIcon currency={{ symbol: 'XX1', image: '', type: 'fiat' }} />, { locale: 'de' }).container)).toBe(
      'XX1',
    );
  });
});
