import { describe, expect, it } from 'vitest';
import { UpstreamBudget } from './upstream-budget';

function memoryStore() {
  const counts = new Map<string, number>();
  return {
    callsInMonth: (m: string) => counts.get(m) ?? 0,
    addCall: (m: string) => void counts.set(m, (counts.get(m) ?? 0) + 1),
  };
}

const NOV_1 = Date.UTC(2026, 10, 1); // 30-day month
const DAY = 86_400_000;

describe('UpstreamBudget', () => {
  it('allows at most perMinute calls in any 60 seconds and says when the next is free', () => {
    let now = NOV_1;
    const budget = new UpstreamBudget({ perMinute: 3, perMonth: null }, memoryStore(), () => now);
    expect([budget.take(), budget.take(), budget.take()].every((d) => d.ok)).toBe(true);
    now += 20_000;
    expect(budget.take()).toEqual({ ok: false, retryAfterMs: 40_000, reason: '3 calls a minute' });
    now += 40_000;
    expect(budget.take().ok).toBe(true);
  });

  it('spreads the monthly quota over the month: a day ahead at most', () => {
    let now = NOV_1;
    const budget = new UpstreamBudget({ perMinute: 1_000_000, perMonth: 3_000 }, memoryStore(), () => now);
    let allowed = 0;
    while (budget.take().ok) allowed++;
    expect(allowed).toBe(100); // one day's share of 3,000 over 30 days
    const refused = budget.take();
    expect(refused.ok).toBe(false);
    now += DAY;
    let more = 0;
    while (budget.take().ok) more++;
    expect(more).toBe(100);
  });

  it('refuses until next month once the quota is spent', () => {
    let now = NOV_1 + 29 * DAY;
    const store = memoryStore();
    for (let i = 0; i < 3_000; i++) store.addCall('2026-11');
    const budget = new UpstreamBudget({ perMinute: 100, perMonth: 3_000 }, store, () => now);
    const decision = budget.take();
    expect(decision).toMatchObject({ ok: false, retryAfterMs: DAY });
    now = Date.UTC(2026, 11, 1);
    expect(budget.take().ok).toBe(true);
  });

  it('counts from the store, so a restart does not reset the month', () => {
    const store = memoryStore();
    const now = () => NOV_1;
    const first = new UpstreamBudget({ perMinute: 1000, perMonth: 3_000 }, store, now);
    for (let i = 0; i < 60; i++) first.take();
    const second = new UpstreamBudget({ perMinute: 1000, perMonth: 3_000 }, store, now);
    expect(second.usage().thisMonth).toBe(60);
    let allowed = 0;
    while (second.take().ok) allowed++;
    expect(allowed).toBe(40);
  });
});
