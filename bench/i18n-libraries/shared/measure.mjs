// Builds nothing: reads a variant's dist/client manifest and reports first-load gzip bytes.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** First-load JS of index.html (entry + static imports) and the chunk for each locale's catalog. */
export function measure(
  variantDir,
  localeChunkTest = (key, locale) => new RegExp(`(locales|messages|compiled)/${locale}\\.(po|json|js|mjs)$`).test(key),
) {
  const dist = join(variantDir, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const initial = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || initial.has(entry.file)) return;
    initial.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit('index.html');
  const files = [...initial].map((file) => ({ file, gzip: gz(join(dist, file)), raw: readFileSync(join(dist, file)).length }));
  const catalogs = {};
  for (const [key, entry] of Object.entries(manifest)) {
    for (const locale of ['en', 'de', 'ru', 'ja', 'zh-Hans']) {
      if (localeChunkTest(key, locale)) {
        const extra = (entry.imports ?? []).filter((dep) => !initial.has(manifest[dep].file));
        catalogs[locale] = {
          file: entry.file,
          gzip: gz(join(dist, entry.file)),
          raw: readFileSync(join(dist, entry.file)).length,
          extraImports: extra,
        };
      }
    }
  }
  return { files, initialGzip: files.reduce((s, f) => s + f.gzip, 0), catalogs };
}

if (process.argv[2]) console.log(JSON.stringify(measure(process.argv[2]), null, 2));
