/**
 * npx tsx scripts/bundle-report.ts [chunk-name-prefix…] — where the client bundle's bytes go:
 * every chunk of a fresh production build (nothing written to dist/) with its gzip size, and
 * for the chunks named (default: the framework and the app entry) each module's share of the
 * chunk, largest first. First-load figures per page are e2e/budgets.spec.ts's; this says which
 * code they are made of.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const wanted = process.argv.slice(2);
const prefixes = wanted.length > 0 ? wanted : ['framework-', 'index-'];
const TOP_MODULES = Number(process.env.TOP ?? 25);

// The offline worker's plugin writes its file whatever `write` says: into a folder of its own.
const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
const result = await build({ logLevel: 'silent', build: { write: false, outDir, emptyOutDir: true } }).finally(() =>
  rmSync(outDir, { recursive: true, force: true }),
);
const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
const chunks = outputs
  .flatMap((output) => output.output)
  .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  .map((chunk) => ({ chunk, name: chunk.fileName.replace(/^assets\//, ''), gzip: gzipSync(chunk.code, { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shortId = (id: string) => id.replace(`${process.cwd()}/`, '').replace(/^.*node_modules\//, 'node_modules/');

console.log(`${chunks.length} chunks, ${kb(chunks.reduce((sum, c) => sum + c.gzip, 0))} gzip in all\n`);
for (const { name, gzip, chunk } of chunks.slice(0, 30)) console.log(`${kb(gzip).padStart(9)}  ${name}${chunk.isEntry ? '  (entry)' : ''}`);

for (const { name, gzip, chunk } of chunks.filter((c) => prefixes.some((p) => c.name.startsWith(p)))) {
  const modules = Object.entries(chunk.modules)
    .map(([id, info]) => ({ id: shortId(id), bytes: info.renderedLength }))
    .sort((a, b) => b.bytes - a.bytes);
  const raw = modules.reduce((sum, m) => sum + m.bytes, 0);
  console.log(`\n${name}: ${kb(gzip)} gzip, ${kb(raw)} of modules before compression; the largest (share of the raw bytes):`);
  for (const m of modules.slice(0, TOP_MODULES))
    console.log(`${kb(m.bytes).padStart(9)}  ${((100 * m.bytes) / raw).toFixed(1).padStart(5)} %  ${m.id}`);
}
