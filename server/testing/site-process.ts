import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The site as production builds it (server/testing/child-server.ts, i.e. createSite), in its own
 * process, for fault tests that must see everything it says: as spawnChildServer, but every byte
 * of stdout (pino's JSON lines) and stderr is kept from the first one, and an exit is recorded
 * whenever it happens, so a test can assert the process never ended and what it logged.
 */
export type SiteProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  stdout: () => string;
  stderr: () => string;
  /** The pino lines printed so far, parsed (other lines skipped). */
  logs: () => { level: number; msg: string; [key: string]: unknown }[];
  /** How it exited, or null while it runs. */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGTERM (a graceful shutdown; SIGKILL after `graceMs`), resolved once it exited. */
  stop: (graceMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type SiteRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

function spawnSite(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/child-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '', exit: null as { code: number | null; signal: NodeJS.Signals | null } | null };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close': the exit code and every byte of its output are in.
    child.once('close', (code, signal) => {
      out.exit = { code, signal };
      resolve(out.exit);
    });
  });
  return { child, out, exited };
}

/** Starts the site and resolves once it listens (rejects, with its stderr, if it exits first). */
export async function startSiteProcess(env: Record<string, string>, { startMs = 60_000 } = {}): Promise<SiteProcess> {
  const { child, out, exited } = spawnSite(env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start within ${startMs} ms: ${out.stderr}`)), startMs);
    const onData = () => {
      const match = /\{"port":(\d+)\}/.exec(out.stdout);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`site exited (${code ?? signal}) before listening: ${out.stderr}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    stdout: () => out.stdout,
    stderr: () => out.stderr,
    logs: () =>
      out.stdout
        .split('\n')
        .filter((line) => line.startsWith('{"level"'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { level: number; msg: string }];
          } catch {
            return [];
          }
        }),
    exit: () => out.exit,
    stop: async (graceMs = 15_000) => {
      if (out.exit) return out.exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Runs the site expecting it to stop by itself (a refused start); SIGKILL after `timeoutMs`. */
export async function runSiteUntilExit(env: Record<string, string>, { timeoutMs = 60_000 } = {}): Promise<SiteRun> {
  const { child, out, exited } = spawnSite(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const { code, signal } = await exited;
  clearTimeout(timer);
  return { code, signal, stdout: out.stdout, stderr: out.stderr };
}
