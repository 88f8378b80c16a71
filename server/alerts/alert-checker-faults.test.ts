import { describe, expect, it } from 'vitest';
import type { Logger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { AlertChecker } from './alert-checker';
import type { AlertStore } from './alert-store';
import type { PushSender } from './push-sender';

/** A logger that records what it was told, by level. */
function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg?: string) => void lines.push({ level, msg: String(msg ?? _obj) });
  return { logger: { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as unknown as Logger, lines };
}

/** A store whose reads fail while `down` holds, as Redis does when it is stopped or frozen. */
function flakyStore(state: { down: boolean; calls: number }): AlertStore {
  return {
    everyAlert: async () => {
      state.calls++;
      if (state.down) throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      return [];
    },
  } as unknown as AlertStore;
}

const rates = { onRefresh: () => undefined } as unknown as RatesService;
const catalog = {} as CurrencyCatalog;
const sender = {} as PushSender;

describe('the alert checker when its store fails', () => {
  it('resolves every check instead of rejecting, logs once per outage and again when it recovers', async () => {
    const state = { down: true, calls: 0 };
    const { logger, lines } = recordingLogger();
    const checker = new AlertChecker({ store: flakyStore(state), rates, catalog, sender, logger });
    await expect(checker.check()).resolves.toEqual({ checked: 0, sent: 0, deleted: 0, failed: 0 });
    await expect(checker.check()).resolves.toBeDefined();
    await checker.check();
    expect(state.calls).toBe(3);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    state.down = false;
    await checker.check();
    expect(lines.filter((l) => l.level === 'info' && /again/.test(l.msg))).toHaveLength(1);
    await checker.check();
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('backs off on its timer while failing: fewer passes than ticks', async () => {
    const state = { down: true, calls: 0 };
    const { logger } = recordingLogger();
    const checker = new AlertChecker({ store: flakyStore(state), rates, catalog, sender, logger });
    checker.start(20);
    await new Promise((resolve) => setTimeout(resolve, 700));
    checker.stop();
    await checker.idle();
    // 35 ticks; backoff doubles the wait after each failure up to 16 intervals: 1+1+2+4+8+16 ≈ 32 ticks for 6 passes.
    expect(state.calls).toBeGreaterThan(2);
    expect(state.calls).toBeLessThan(12);
  });

  it('does not pass while alerts are off', async () => {
    const state = { down: false, calls: 0 };
    const { logger } = recordingLogger();
    const checker = new AlertChecker({
      store: flakyStore(state),
      rates,
      catalog,
      sender,
      logger,
      offReason: () => 'Redis does not persist',
    });
    await checker.check();
    expect(state.calls).toBe(0);
  });
});
