import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, freePort, hasCommand, isRoot } from './system-tools';

/**
 * Debian's redis-server for the fleet test: found on PATH, or installed with apt-get when we are
 * root (as CI is). Returns why it cannot be had otherwise, so the test can say so and skip.
 */
export function ensureRedisServer(): { ok: true } | { ok: false; reason: string } {
  if (hasCommand('redis-server')) return { ok: true };
  if (!isRoot()) return { ok: false, reason: 'redis-server is missing and we are not root: run `sudo apt-get install -y redis-server`' };
  aptInstall('redis-server');
  return hasCommand('redis-server') ? { ok: true } : { ok: false, reason: 'installing redis-server with apt-get failed' };
}

export type RedisOptions = {
  /**
   * Turn on AOF (`--appendonly yes`, fsync at every write) in `dir`, as a fleet's alerts need
   * (the site refuses alerts on a Redis that does not persist). Default: no persistence at all.
   */
  persist?: boolean;
  /** The data folder (with `persist`); default a new temporary folder, removed by `close`. */
  dir?: string;
  /** Default: a free port. */
  port?: number;
};

export type RedisProcess = {
  url: string;
  port: number;
  /** The data folder when persisting, else null. */
  dir: string | null;
  /** The current redis-server process (a new one after `restart`). */
  readonly process: ChildProcess;
  /** Kills the server (SIGKILL): what is not persisted is gone. */
  stop: () => Promise<void>;
  /** Starts it again on the same port with the same data folder (stopping it first if needed). */
  restart: () => Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers. */
  freeze: () => void;
  /** SIGCONT after `freeze`. */
  thaw: () => void;
  /** `stop`, then removes the data folder if it was made here. */
  close: () => Promise<void>;
};

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    // A Redis still loading its AOF answers -LOADING: not ready yet.
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function launch(port: number, dir: string | null): Promise<ChildProcess> {
  const persistence = dir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--save', '', '--dir', dir]
    : ['--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...persistence], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  // A frozen process dies from SIGKILL too; SIGCONT is not needed.
  await exited;
}

/**
 * A throwaway redis-server on 127.0.0.1, ready to answer: without persistence by default, or
 * with AOF (`persist`) in a data folder it can be restarted on, for tests that stop, freeze or
 * start Redis late while the site runs.
 */
export async function startRedisServer(options: RedisOptions = {}): Promise<RedisProcess> {
  const port = options.port ?? (await freePort());
  const ownDir = options.persist && !options.dir;
  const dir = options.persist ? (options.dir ?? mkdtempSync(join(tmpdir(), 'redis-data-'))) : null;
  let child = await launch(port, dir).catch((error: unknown) => {
    if (ownDir) rmSync(dir!, { recursive: true, force: true });
    throw error;
  });
  const stop = () => kill(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    get process() {
      return child;
    },
    stop,
    restart: async () => {
      await stop();
      child = await launch(port, dir);
    },
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
    close: async () => {
      await stop();
      if (ownDir) rmSync(dir!, { recursive: true, force: true });
    },
  };
}
