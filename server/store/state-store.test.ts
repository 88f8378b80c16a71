import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { StartupError } from '../lib/startup-error';
import { createSite } from '../site';
import { LIVE_VENUES_UNREACHABLE } from '../testing/unreachable-upstreams';
import { openSqliteStore } from './sqlite-store';
import { openStateStore } from './state-store';

const logger = createLogger('silent');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'state-'));
  dirs.push(dir);
  return dir;
}

describe('the durable state file', () => {
  it('keeps settings across opens and takes writes', async () => {
    const dir = dataDir();
    const first = openStateStore(dir, logger);
    expect(first.mode).toBe('writable');
    first.saveSetting('k', 'v');
    expect(await first.canWrite()).toBe(true);
    first.close();
    const again = openStateStore(dir, logger);
    expect(again.loadSetting('k')).toBe('v');
    again.close();
  });

  it('damaged, stops the start with one line naming the file and what to do, and leaves the file alone', () => {
    const dir = dataDir();
    const file = join(dir, 'state.sqlite');
    const bytes = randomBytes(64 * 1024);
    writeFileSync(file, bytes);
    let error: unknown;
    try {
      openStateStore(dir, logger);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(file);
    expect(message).toMatch(/damaged/);
    expect(message).toMatch(/restore it from a backup/);
    expect(existsSync(file)).toBe(true);
    expect(readdirNames(dir)).toEqual(['state.sqlite']);
  });

  it('adopts alerts.sqlite of an earlier version under its new name', () => {
    const dir = dataDir();
    const legacy = new Database(join(dir, 'alerts.sqlite'));
    legacy.exec('CREATE TABLE marker (x); INSERT INTO marker VALUES (42);');
    legacy.close();
    const state = openStateStore(dir, logger);
    expect(state.file).toBe(join(dir, 'state.sqlite'));
    expect(state.db!.prepare('SELECT x FROM marker').get()).toEqual({ x: 42 });
    expect(existsSync(join(dir, 'alerts.sqlite'))).toBe(false);
    state.close();
  });
});

/** Runs the probe as `nobody` (root ignores file modes), or as ourselves when we are not root. */
function probeAs(dir: string): Record<string, any> {
  const root = process.getuid?.() === 0;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/testing/open-stores-probe.ts', dir], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, HOME: tmpdir() },
    ...(root ? { uid: 65534, gid: 65534 } : {}),
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Record<string, any>;
}

describe('files the site’s user may not read', () => {
  it('report a permission error for the state (one line saying so) and keep the cache in place, not moved aside as if damaged', () => {
    const dir = dataDir();
    chmodSync(dir, 0o755);
    for (const name of ['state.sqlite', 'rates.sqlite']) {
      const db = new Database(join(dir, name));
      db.exec('CREATE TABLE t (x)');
      db.close();
      chmodSync(join(dir, name), 0o600);
    }
    const seen = probeAs(dir);
    expect(seen.state.name).toBe('StartupError');
    expect(seen.state.message).toBe(
      `${join(dir, 'state.sqlite')} cannot be opened: permission denied. Give the user running the site read and write access to it and to its folder.`,
    );
    expect(seen.cacheAnswers).toBe(true);
    expect(readdirNames(dir)).toEqual(['rates.sqlite', 'state.sqlite']);
  });
});

function readdirNames(dir: string): string[] {
  return readdirSync(dir).sort();
}

describe('keys across a damaged rates cache', () => {
  const env = (dir: string) =>
    parseEnv({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      COINGECKO_BASE_URL: 'http://127.0.0.1:9',
      ...LIVE_VENUES_UNREACHABLE,
      INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
    });
  /** The site's services as createSite builds them (nothing started). */
  const build = async (dir: string) => (await createSite(env(dir), { logger })).services;
  const close = (services: Awaited<ReturnType<typeof build>>) => {
    services.alerts.store.close();
    services.state.close();
    services.store.close();
  };

  it('keeps the VAPID pair and the IndexNow key when rates.sqlite is overwritten with random bytes', async () => {
    const dir = dataDir();
    const first = await build(dir);
    const keys = { vapid: first.alerts.vapid.publicKey, indexnow: first.indexnow.key };
    close(first);
    writeFileSync(join(dir, 'rates.sqlite'), randomBytes(128 * 1024));
    rmSync(join(dir, 'rates.sqlite-wal'), { force: true });
    const second = await build(dir);
    expect({ vapid: second.alerts.vapid.publicKey, indexnow: second.indexnow.key }).toEqual(keys);
    close(second);
  });

  it('moves keys an earlier version kept in rates.sqlite into the durable state once', async () => {
    const dir = dataDir();
    const cache = openSqliteStore(dir, logger);
    cache.saveSetting('indexnow-key', 'legacykey0123456');
    cache.close();
    const services = await build(dir);
    expect(services.indexnow.key).toBe('legacykey0123456');
    expect(services.state.loadSetting('indexnow-key')).toBe('legacykey0123456');
    close(services);
  });
});
