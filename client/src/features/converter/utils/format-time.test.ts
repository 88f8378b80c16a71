import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { describeAsOf, formatDateTime } from './format-time';

const en = createI18n('en', {});
const de = createI18n('de', {});
const now = new Date('2026-11-23T15:00:00Z');
/** ICU versions differ in the space before AM/PM (U+0020 or U+202F, which oneSpace makes U+00A0). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatDateTime', () => {
  it('gives today’s time, or an older day’s date and time, naming UTC on the server', () => {
    expect(spaced(formatDateTime(en, '2026-11-23T14:05:09Z', now, 'UTC'))).toBe('2:05:09 PM UTC');
    expect(spaced(formatDateTime(en, '2026-11-20T14:05:09Z', now, 'UTC'))).toBe('Nov 20, 2026, 2:05:09 PM UTC');
    expect(formatDateTime(en, 'nonsense', now, 'UTC')).toBe('an unknown time');
  });

  it('in the page’s locale', () => {
    expect(formatDateTime(de, '2026-11-23T14:05:09Z', now, 'UTC')).toBe('14:05:09 UTC');
    expect(formatDateTime(de, '2026-11-20T14:05:09Z', now, 'UTC')).toBe('20.11.2026, 14:05:09 UTC');
  });
});

describe('describeAsOf', () => {
  it('gives a snapshot’s day only', () => {
    expect(describeAsOf(en, { asOf: '2026-11-20T14:05:09Z', source: 'snapshot' })).toBe('November 20, 2026');
    expect(describeAsOf(de, { asOf: '2026-11-20T14:05:09Z', source: 'snapshot' })).toBe('20. November 2026');
  });
});
