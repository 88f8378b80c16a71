import type { RatesStore } from '../store/rates-store';

export type CoinGeckoPlan = 'keyless' | 'demo' | 'pro';
export type BudgetLimits = { perMinute: number; perMonth: number | null };

/**
 * Published CoinGecko limits (pricing page and docs, 2026): keyless calls are limited per IP
 * (about 5 to 15 a minute, no monthly quota); Demo: 30 a minute, 10,000 a month; the cheapest
 * paid plan (Basic): 250 a minute, 100,000 a month. Every call counts, failed ones included.
 */
export const PLAN_LIMITS: Record<CoinGeckoPlan, BudgetLimits> = {
  keyless: { perMinute: 5, perMonth: null },
  demo: { perMinute: 30, perMonth: 10_000 },
  pro: { perMinute: 250, perMonth: 100_000 },
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type BudgetDecision = { ok: true } | { ok: false; retryAfterMs: number; reason: string };

function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

function monthBounds(ms: number): { start: number; length: number } {
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return { start, length: next - start };
}

/**
 * Calls of the month that may be spent by `now`: the quota spread evenly over the month.
 * Essential calls may run one day's share ahead; spare calls only use what is left over.
 */
export function monthAllowance(perMonth: number, now: number, priority: 'essential' | 'spare'): number {
  const { start, length } = monthBounds(now);
  const ahead = priority === 'spare' ? 0 : DAY_MS;
  return Math.min(perMonth, (perMonth * (now - start + ahead)) / length);
}

/**
 * The upstream call budget of one server: at most `perMinute` calls in any 60 s, and the
 * monthly quota spread over the month (one day's share may be used ahead), so the quota never
 * runs out before the month does. Monthly counts live in the store and survive restarts.
 */
export class UpstreamBudget {
  private recent: number[] = [];

  constructor(
    readonly limits: BudgetLimits,
    private readonly store: Pick<RatesStore, 'callsInMonth' | 'addCall'>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes one call from the budget, or says how long until one is available. `spare` calls
   * (historical prices, which have keyless fallbacks) never eat into what the live price
   * refresh needs: they get at most half of a minute's calls and only the month's true slack.
   */
  take(priority: 'essential' | 'spare' = 'essential'): BudgetDecision {
    const now = this.now();
    this.recent = this.recent.filter((t) => now - t < MINUTE_MS);
    const perMinute = priority === 'spare' ? Math.floor(this.limits.perMinute / 2) : this.limits.perMinute;
    if (this.recent.length >= perMinute) {
      return { ok: false, retryAfterMs: this.recent[0]! + MINUTE_MS - now, reason: `${this.limits.perMinute} calls a minute` };
    }
    const { perMonth } = this.limits;
    if (perMonth !== null) {
      const used = this.store.callsInMonth(monthKey(now));
      if (used >= monthAllowance(perMonth, now, priority)) {
        return { ok: false, retryAfterMs: this.monthRetryAfterMs(used, now, priority), reason: `${perMonth} calls a month` };
      }
    }
    this.record(now);
    return { ok: true };
  }

  /** Counts a call taken (here or, with Redis, from the fleet's budget) in this instance's records. */
  record(now: number = this.now()): void {
    this.recent.push(now);
    this.store.addCall(monthKey(now));
  }

  /** How long until the month's allowance has room again, with `used` calls spent. */
  monthRetryAfterMs(used: number, now: number, priority: 'essential' | 'spare'): number {
    const perMonth = this.limits.perMonth ?? Number.POSITIVE_INFINITY;
    const { start, length } = monthBounds(now);
    const allowance = monthAllowance(perMonth, now, priority);
    const msPerCall = length / perMonth;
    const wait = used >= perMonth ? start + length - now : Math.max(1_000, (used + 1 - allowance) * msPerCall);
    return Math.ceil(wait);
  }

  usage(): { lastMinute: number; thisMonth: number } {
    const now = this.now();
    return {
      lastMinute: this.recent.filter((t) => now - t < MINUTE_MS).length,
      thisMonth: this.store.callsInMonth(monthKey(now)),
    };
  }
}
