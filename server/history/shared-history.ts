import { addDays, todayUtc } from '@shared/dates';
import type { FxObservation, FxSource } from './providers/fx-types';
import type { DailyPrice, HistorySource } from './providers/types';
import type { SharedState } from '../shared-state/redis-client';

const SETTLED_TTL_MS = 30 * 24 * 3600 * 1000;
const RECENT_TTL_MS = 10 * 60 * 1000;

/**
 * A source's answer for a range, kept in Redis for the fleet: what one instance fetched, the
 * others read instead of calling the source again (each still keeps it in its own SQLite).
 * Ranges that end more than a week ago do not change and are kept for a month; recent ones
 * ten minutes. Redis unreachable: the source is asked, as alone.
 */
async function sharedAnswer<T>(state: SharedState, name: string, to: string, fetch: () => Promise<T>): Promise<T> {
  const kept = await state.readJson<T>(name);
  if (kept !== undefined) return kept;
  const answer = await fetch();
  const settled = to < addDays(todayUtc(), -7);
  state.writeJson(name, answer, settled ? SETTLED_TTL_MS : RECENT_TTL_MS);
  return answer;
}

export function sharedHistorySource(source: HistorySource, state: SharedState): HistorySource {
  return {
    name: source.name,
    ...(source.supports ? { supports: (coin) => source.supports!(coin) } : {}),
    fetchDaily: (coin, from, to) =>
      sharedAnswer<DailyPrice[]>(state, `history:${source.name}:${coin.id}:${from}:${to}`, to, () => source.fetchDaily(coin, from, to)),
  };
}

export function sharedFxSource(source: FxSource, state: SharedState): FxSource {
  return {
    name: source.name,
    lookbackDays: source.lookbackDays,
    supports: (code) => source.supports(code),
    fetchRates: (code, from, to) =>
      sharedAnswer<FxObservation[]>(state, `fx:${source.name}:${code}:${from}:${to}`, to, () => source.fetchRates(code, from, to)),
  };
}
