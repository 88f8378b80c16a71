import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoot } from './system-tools';

/**
 * A small tmpfs mounted on a new temporary folder (root only), for tests of a data folder that is
 * read-only or full: `mount -t tmpfs`, `mount -o remount,ro|rw`, a file written until ENOSPC.
 */
export type Tmpfs = {
  dir: string;
  readOnly: () => void;
  writable: () => void;
  /** Writes `name` until the disk is full (ENOSPC); returns its path. */
  fill: (name?: string) => string;
  /** Unmounts (lazily if busy) and removes the folder; safe to call twice. */
  unmount: () => void;
};

/** Why tmpfs tests cannot run here, or null when they can. */
export function tmpfsUnavailable(): string | null {
  if (!isRoot()) return 'mounting a tmpfs needs root (CI runs as root): run the tests as root to cover a read-only or full DATA_DIR';
  return null;
}

export function mountTmpfs(sizeBytes: number): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'tmpfs-data-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
  let mounted = true;
  return {
    dir,
    readOnly: () => void execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' }),
    writable: () => void execFileSync('mount', ['-o', 'remount,rw', dir], { stdio: 'pipe' }),
    fill: (name = 'filler.bin') => {
      const file = join(dir, name);
      const fd = openSync(file, 'a');
      try {
        for (const size of [1 << 20, 4096, 512]) {
          const chunk = Buffer.alloc(size, 0x5a);
          for (;;) {
            try {
              writeSync(fd, chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
      return file;
    },
    unmount: () => {
      if (!mounted) return;
      mounted = false;
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
