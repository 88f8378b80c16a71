import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream/types';
import { CoalescedLookups, SourceRests } from './lookup-guards';

describe('CoalescedLookups', () => {
  it('runs one fill for identical lookups under way at once, then a new one', async () => {
    const lookups = new CoalescedLookups<number>();
    let fills = 0;
    let release: (value: number) => void = () => {};
    const fill = () => {
      fills++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const timeoutError = () => new Error('slow');
    const first = lookups.run('a', fill, { timeoutError });
    const second = lookups.run('a', fill, { timeoutError });
    release(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    expect(fills).toBe(1);
    const third = lookups.run('a', fill, { timeoutError });
    release(8);
    await expect(third).resolves.toBe(8);
    expect(fills).toBe(2);
  });

  it('gives up on a slow fill after waitMs with the given error, while the fill carries on', async () => {
    const lookups = new CoalescedLookups<string>();
    let finished = false;
    const fill = () => new Promise<string>((resolve) => setTimeout(() => ((finished = true), resolve('late')), 80));
    await expect(lookups.run('k', fill, { waitMs: 10, timeoutError: () => new Error('too slow') })).rejects.toThrow('too slow');
    expect(finished).toBe(false);
    await expect(lookups.run('k', fill, { timeoutError: () => new Error('unused') })).resolves.toBe('late');
    expect(finished).toBe(true);
  });
});

describe('SourceRests', () => {
  it('rests a failing source 30 s, doubling while it keeps failing, until it answers', () => {
    let clock = 0;
    const rests = new SourceRests(() => clock);
    expect(rests.isResting('x')).toBe(false);
    rests.failed('x', new Error('down'));
    expect(rests.isResting('x')).toBe(true);
    expect(rests.isResting('y')).toBe(false);
    clock = 30_000;
    expect(rests.isResting('x')).toBe(false);
    rests.failed('x', new Error('down'));
    clock = 89_999;
    expect(rests.isResting('x')).toBe(true);
    clock = 90_000;
    expect(rests.isResting('x')).toBe(false);
    rests.recovered('x');
    rests.failed('x', new Error('down'));
    clock = 119_999;
    expect(rests.isResting('x')).toBe(true);
    clock = 120_000;
    expect(rests.isResting('x')).toBe(false);
  });

  it("honours an upstream's Retry-After, capped at 10 minutes", () => {
    let clock = 0;
    const rests = new SourceRests(() => clock);
    rests.failed('x', new UpstreamError('rate-limited', '429', { status: 429, retryAfterMs: 5_000 }));
    clock = 4_999;
    expect(rests.isResting('x')).toBe(true);
    clock = 5_000;
    expect(rests.isResting('x')).toBe(false);
    rests.failed('x', new UpstreamError('rate-limited', '429', { status: 429, retryAfterMs: 3_600_000 }));
    clock = 5_000 + 600_000 - 1;
    expect(rests.isResting('x')).toBe(true);
    clock = 5_000 + 600_000;
    expect(rests.isResting('x')).toBe(false);
  });
});
