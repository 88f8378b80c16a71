import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/**
 * Debian's redis-server for the fleet test: found on PATH, or installed with apt-get when we are
 * root (as CI is). Returns why it cannot be had otherwise, so the test can say so and skip.
 */
export function ensureRedisServer(): { ok: true } | { ok: false; reason: string } {
  const has = () => {
    try {
      execSync('command -v redis-server', { stdio: 'ignore', shell: '/bin/sh' });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return { ok: false, reason: 'redis-server is missing and we are not root: run `sudo apt-get install -y redis-server`' };
  try {
    const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server';
    execSync(`${install} || (apt-get update -qq && ${install})`, { stdio: 'ignore', shell: '/bin/sh', timeout: 180_000 });
  } catch {
    // reported below
  }
  return has() ? { ok: true } : { ok: false, reason: 'installing redis-server with apt-get failed' };
}

export type RedisProcess = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
