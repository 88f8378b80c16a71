import { describe, expect, it } from 'vitest';
import {
  isFrameToHostMessage,
  isHostToFrameMessage,
  readWidgetOptions,
  WIDGET_MESSAGE,
  widgetFramePath,
  widgetLocale,
  widgetPairPath,
} from './widget';

describe('widget options', () => {
  const read = (values: Record<string, string | null>) => readWidgetOptions((name) => values[name]);

  it('takes what a host wrote, in any case and with spaces, and falls back to btc → usd, 1, auto', () => {
    expect(read({ from: ' ETH ', to: 'Eur', amount: '2.5', theme: 'DARK' })).toEqual({
      from: 'eth',
      to: 'eur',
      amount: '2.5',
      theme: 'dark',
      compare: false,
    });
    expect(read({})).toEqual({ from: 'btc', to: 'usd', amount: '1', theme: 'auto', compare: false });
    expect(read({ from: '<script>', to: 'a b', amount: '-1', theme: 'neon' })).toEqual({
      from: 'btc',
      to: 'usd',
      amount: '1',
      theme: 'auto',
      compare: false,
    });
    expect(read({ amount: '0' }).amount).toBe('1');
    expect(read({ amount: '1e9' }).amount).toBe('1');
    expect(read({ amount: '.5' }).amount).toBe('.5');
    expect(read({ amount: '1234567890123456' }).amount).toBe('1');
  });

  it('picks the site language closest to a locale attribute, or to the visitor’s languages for auto', () => {
    expect(widgetLocale('de', [])).toBe('de');
    expect(widgetLocale('DE-at', [])).toBe('de');
    expect(widgetLocale('pt', [])).toBe('pt-BR');
    expect(widgetLocale('zh-TW', [])).toBe('zh-Hans');
    expect(widgetLocale('xx', ['ja'])).toBe('en');
    expect(widgetLocale('auto', ['nl-NL', 'ko-KR', 'en'])).toBe('ko');
    expect(widgetLocale(null, ['fr-CA'])).toBe('fr');
    expect(widgetLocale(undefined, [])).toBe('en');
  });

  it('writes the frame’s and the pair page’s addresses in the widget’s language', () => {
    const options = { from: 'eth', to: 'eur', amount: '2', theme: 'dark' as const, compare: false };
    expect(widgetFramePath(options, 'en')).toBe('/widget/converter?from=eth&to=eur&amount=2&theme=dark');
    expect(widgetFramePath(options, 'zh-Hans')).toBe('/zh-hans/widget/converter?from=eth&to=eur&amount=2&theme=dark');
    expect(widgetFramePath({ ...options, compare: true }, 'en')).toBe('/widget/converter?from=eth&to=eur&amount=2&theme=dark&compare=1');
    expect(widgetPairPath(options, 'de')).toBe('/de/eth-to-eur');
  });

  it('reads compare as a boolean attribute: present is on, absent, "false" or "0" is off', () => {
    const read = (compare: string | null) => readWidgetOptions((name) => (name === 'compare' ? compare : null)).compare;
    expect(read(null)).toBe(false);
    expect(read('')).toBe(true);
    expect(read('compare')).toBe(true);
    expect(read('1')).toBe(true);
    expect(read(' FALSE ')).toBe(false);
    expect(read('0')).toBe(false);
  });

  it('tells the protocol’s messages from anything else a window may receive', () => {
    expect(isFrameToHostMessage({ source: WIDGET_MESSAGE, kind: 'ready' })).toBe(true);
    expect(isFrameToHostMessage({ source: WIDGET_MESSAGE, kind: 'height', height: 420 })).toBe(true);
    expect(isFrameToHostMessage({ source: WIDGET_MESSAGE, kind: 'height', height: Number.NaN })).toBe(false);
    expect(isFrameToHostMessage({ source: WIDGET_MESSAGE, kind: 'height', height: -1 })).toBe(false);
    expect(isFrameToHostMessage({ source: 'other', kind: 'ready' })).toBe(false);
    expect(isFrameToHostMessage('ready')).toBe(false);
    expect(isHostToFrameMessage({ source: WIDGET_MESSAGE, kind: 'options', options: { from: 'btc' } })).toBe(true);
    expect(isHostToFrameMessage({ source: WIDGET_MESSAGE, kind: 'options', options: null })).toBe(false);
    expect(isHostToFrameMessage(null)).toBe(false);
  });
});
