import { createLogger } from '../lib/logger';
import { openSqliteStore } from '../store/sqlite-store';
import { openStateStore } from '../store/state-store';

/**
 * Opens the two stores in `argv[2]` and prints what happened as one JSON line: for tests that
 * must run as another user (a permission error cannot be made for root).
 */
const dir = process.argv[2]!;
const out: Record<string, unknown> = {};
try {
  const state = openStateStore(dir, createLogger('silent'));
  out.state = state.mode;
  state.close();
} catch (error) {
  out.state = { name: (error as Error).name, message: (error as Error).message };
}
const cache = openSqliteStore(dir, createLogger('silent'));
out.cacheAnswers = cache.callsInMonth('2026-01') === 0;
cache.close();
process.stdout.write(`${JSON.stringify(out)}\n`);
