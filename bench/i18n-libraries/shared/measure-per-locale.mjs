import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
const base = join(process.argv[2], 'dist/client/__paraglide');
const out = {};
for (const dir of readdirSync(base)) {
  const root = join(base, dir);
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (k) => {
    const e = manifest[k];
    if (!e || seen.has(e.file)) return;
    seen.add(e.file);
    (e.imports ?? []).forEach(visit);
  };
  visit('index.html');
  out[dir] = Object.fromEntries([...seen].map((f) => [f, gzipSync(readFileSync(join(root, f)), { level: 9 }).length]));
}
console.log(JSON.stringify(out, null, 1));
