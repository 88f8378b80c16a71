// Browser tests use Debian's Chromium (Playwright cannot download its own here). Installs it
// when missing and we are root; otherwise stops with a one-line instruction.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package…");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
    stdio: 'inherit',
  });
} catch {
  console.error('Installing chromium failed. Install it with: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium installed, but ${path} is missing. Set CHROMIUM_PATH to the browser binary.`);
  process.exit(1);
}
