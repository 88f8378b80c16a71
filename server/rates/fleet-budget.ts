import { randomUUID } from 'node:crypto';
import { type BudgetDecision, type BudgetLimits, monthAllowance, type UpstreamBudget } from './upstream-budget';
import type { SharedState } from '../shared-state/redis-client';

const MINUTE_MS = 60_000;

/**
 * One atomic take for the fleet: a sorted set of the last minute's calls (sliding 60 s, as the
 * local budget) and a counter per month, never below what this instance counted itself (a
 * Redis that lost its data cannot hand out the month again).
 * Returns {0, oldest call} when the minute is full, {1, used} when the month is, {2, used} on success.
 */
const TAKE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - ${MINUTE_MS})
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
local used = math.max(tonumber(redis.call('GET', KEYS[2]) or '0'), tonumber(ARGV[5]))
local allowance = tonumber(ARGV[3])
if allowance >= 0 and used >= allowance then return {1, used} end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ${MINUTE_MS + 1_000})
redis.call('SET', KEYS[2], used + 1, 'PX', tonumber(ARGV[6]))
return {2, used + 1}
`;

const USAGE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - ${MINUTE_MS})
return {redis.call('ZCARD', KEYS[1]), tonumber(redis.call('GET', KEYS[2]) or '0')}
`;

/**
 * The upstream call budget shared by every instance (REDIS_URL): the same rules as
 * `UpstreamBudget`, counted in Redis. While Redis cannot be reached each instance spends from
 * its own local budget, as without Redis.
 */
export class FleetBudget {
  readonly limits: BudgetLimits;
  private lastUsage: { lastMinute: number; thisMonth: number } | null = null;

  constructor(
    private readonly local: UpstreamBudget,
    private readonly state: SharedState,
    private readonly now: () => number = Date.now,
    /** Key prefix: `budget` for CoinGecko, `budget:live:kraken` for a live venue (decision 015). */
    private readonly name = 'budget',
  ) {
    this.limits = local.limits;
  }

  async take(priority: 'essential' | 'spare' = 'essential'): Promise<BudgetDecision> {
    const now = this.now();
    const month = new Date(now).toISOString().slice(0, 7);
    const perMinute = priority === 'spare' ? Math.floor(this.limits.perMinute / 2) : this.limits.perMinute;
    const allowance = this.limits.perMonth === null ? -1 : monthAllowance(this.limits.perMonth, now, priority);
    let reply: [number, number];
    try {
      reply = (await this.state.redis.eval(
        TAKE,
        2,
        this.state.key(`${this.name}:minute`),
        this.state.key(`${this.name}:month:${month}`),
        now,
        perMinute,
        allowance,
        `${now}:${randomUUID()}`,
        this.local.usage().thisMonth,
        40 * 24 * 3600 * 1000,
      )) as [number, number];
    } catch (error) {
      this.state.warn('budget', error);
      return this.local.take(priority);
    }
    const [outcome, value] = reply;
    if (outcome === 0) {
      return { ok: false, retryAfterMs: Math.max(1, value + MINUTE_MS - now), reason: `${this.limits.perMinute} calls a minute` };
    }
    if (outcome === 1) {
      return {
        ok: false,
        retryAfterMs: this.local.monthRetryAfterMs(value, now, priority),
        reason: `${this.limits.perMonth} calls a month`,
      };
    }
    this.local.record(now);
    this.lastUsage = { lastMinute: (this.lastUsage?.lastMinute ?? 0) + 1, thisMonth: value };
    return { ok: true };
  }

  /** The fleet's calls as last read from Redis (refreshed in the background), else this instance's. */
  usage(): { lastMinute: number; thisMonth: number } {
    void this.refreshUsage();
    return this.lastUsage ?? this.local.usage();
  }

  /** Reads the fleet's counts now (null when Redis cannot be reached). */
  async refreshUsage(): Promise<{ lastMinute: number; thisMonth: number } | null> {
    const now = this.now();
    const month = new Date(now).toISOString().slice(0, 7);
    try {
      const [lastMinute, thisMonth] = (await this.state.redis.eval(
        USAGE,
        2,
        this.state.key(`${this.name}:minute`),
        this.state.key(`${this.name}:month:${month}`),
        now,
      )) as [number, number];
      this.lastUsage = { lastMinute, thisMonth: Math.max(thisMonth, this.local.usage().thisMonth) };
      return this.lastUsage;
    } catch {
      this.lastUsage = null;
      return null;
    }
  }
}
