import { execSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Helpers for tests that run Debian's servers (redis-server, nginx) beside the app. */

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

export function hasCommand(command: string): boolean {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

/**
 * `apt-get install` of the packages (refreshing the package lists once if that fails), as root
 * only; true when apt-get succeeded. Callers check for what they need afterwards.
 */
export function aptInstall(packages: string): boolean {
  if (!isRoot()) return false;
  const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`;
  try {
    execSync(`${install} || (apt-get update -qq && ${install})`, { stdio: 'ignore', shell: '/bin/sh', timeout: 180_000 });
    return true;
  } catch {
    return false;
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
