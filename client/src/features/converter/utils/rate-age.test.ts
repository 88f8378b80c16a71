import { describe, expect, it } from 'vitest';
import { describeAge, formatSeenAt } from './rate-age';

const now = new Date('2026-11-23T13:04:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('describeAge', () => {
  it('names the age in the largest whole unit', () => {
    expect(describeAge(ago(20_000), now)).toBe('less than a minute ago');
    expect(describeAge(ago(60_000), now)).toBe('1 minute ago');
    expect(describeAge(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(describeAge(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 hours ago');
    expect(describeAge(ago(2 * 86_400_000 + 5_000), now)).toBe('2 days ago');
  });

  it('treats a time slightly ahead of this device’s clock as just now, and a bad date as unknown', () => {
    expect(describeAge(ago(-30_000), now)).toBe('less than a minute ago');
    expect(describeAge('yesterday', now)).toBeNull();
  });
});

describe('formatSeenAt', () => {
  it('gives the date and time', () => {
    expect(formatSeenAt('2026-11-23T10:04:00Z', 'UTC')).toBe('Nov 23, 2026, 10:04 AM');
  });
});
