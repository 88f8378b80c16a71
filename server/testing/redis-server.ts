import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';
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

export type RedisProcess = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

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
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A throwaway redis-server on 127.0.0.1 (no persistence), ready to answer. */
export async function startRedisServer(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
