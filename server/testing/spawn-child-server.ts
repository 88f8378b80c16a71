import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts server/testing/child-server.ts (or another child `script` that prints its port) in its own process (so a test can kill it, send it
 * signals or run several) and resolves once it listens, with the port it printed.
 */
export async function spawnChildServer(
  env: Record<string, string>,
  {
    startMs = 20_000,
    script = 'server/testing/child-server.ts',
    execArgv = [],
    ipc = false,
  }: { startMs?: number; script?: string; execArgv?: string[]; ipc?: boolean } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...execArgv, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`child server did not start: ${stderr}`)), startMs);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /\{"port":(\d+)\}/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`child server exited (${code ?? signal}) before listening: ${stderr}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { child, port };
}
