import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { describeAge, formatSeenAt } from './rate-age';

const now = new Date('2026-11-23T13:04:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const en = createI18n('en', {});

describe('describeAge', () => {
  it('names the age in the largest whole unit', () => {
    expect(describeAge(en, ago(20_000), now)).toBe('less than a minute ago');
    expect(describeAge(en, ago(60_000), now)).toBe('1 minute ago');
    expect(describeAge(en, ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(describeAge(en, ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 hours ago');
    expect(describeAge(en, ago(2 * 86_400_000 + 5_000), now)).toBe('2 days ago');
  });

  it('treats a time slightly ahead of this device’s clock as just now, and a bad date as unknown', () => {
    expect(describeAge(en, ago(-30_000), now)).toBe('less than a minute ago');
    expect(describeAge(en, 'yesterday', now)).toBeNull();
  });

  it('speaks the page’s language, with its plural forms', () => {
    const de = createI18n('de', {});
    expect(describeAge(de, ago(60_000), now)).toBe('vor 1 Minute');
    expect(describeAge(de, ago(5 * 60_000), now)).toBe('vor 5 Minuten');
    expect(describeAge(createI18n('ja', {}), ago(3 * 3_600_000), now)).toBe('3 時間前');
  });
});

describe('formatSeenAt', () => {
  it('gives the date and time', () => {
    expect(formatSeenAt('en', '2026-11-23T10:04:00Z', 'UTC')).toBe('Nov 23, 2026, 10:04 AM');
  });

  it('in the page’s locale', () => {
    expect(formatSeenAt('de', '2026-11-23T10:04:00Z', 'UTC')).toBe('23.11.2026, 10:04');
  });
});
