import { type ChildProcess, spawn } from 'node:child_process';

/** Processes the bench scripts start (fakes, the server), stopped together at the end. */
const children: ChildProcess[] = [];

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export function stopProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Resolves once `url` answers 2xx (polled every 100 ms, for up to 20 s). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
