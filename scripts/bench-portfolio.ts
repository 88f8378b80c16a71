/**
 * npm run bench:portfolio — 10,000 transactions imported into /portfolio in Debian's Chromium,
 * against the production build (history from a fake CoinGecko on 127.0.0.1). Times, median of
 * BENCH_RUNS fresh browser profiles, each first moving the pointer over the page as a visitor
 * does before choosing a file (which loads the portfolio's code and starts its worker):
 *   preview: the file chosen → its preview on the page (read and parsed in the worker);
 *   saved: "Add" pressed → "Added …" on the page (the IndexedDB write, read back);
 *   report: then → the realized gain on the page (the price history asked of the server,
 *     valuing, matching and the value series in the worker, the tables drawn);
 *   total: the two together, what a visitor waits;
 *   worker: the worker's own compute time for the report (valuing, matching, the series);
 *   longest task: the longest main-thread task in the whole import (the page's responsiveness).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { GENERIC_TEMPLATE_HEADER } from '../client/src/features/portfolio/import/generic-importer';
import { startFakeCoinGecko, startProductionServer, stopProcesses, waitFor } from './bench/processes';

const APP_PORT = 5441;
const FAKE_PORT = 5442;
const APP = `http://127.0.0.1:${APP_PORT}`;
const COUNT = Number(process.env.BENCH_TXS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** COUNT trades over five years: BTC and ETH bought and sold for USD, fees in USD, a few transfers. */
function syntheticExport(): string {
  const lines = [GENERIC_TEMPLATE_HEADER];
  const start = Date.UTC(2021, 0, 1);
  const step = Math.floor((5 * 365 * 86_400_000) / COUNT);
  for (let i = 0; i < COUNT; i++) {
    const date = new Date(start + i * step).toISOString().replace('T', ' ').slice(0, 19);
    const coin = i % 3 === 0 ? 'ETH' : 'BTC';
    const amount = coin === 'BTC' ? 0.001 + (i % 7) * 0.0003 : 0.02 + (i % 5) * 0.004;
    const usd = (coin === 'BTC' ? 30_000 : 2_000) * amount * (1 + (i % 11) / 20);
    if (i % 10 === 9) lines.push(`${date},Transfer,,,${amount / 2},${coin},,,Exchange,Ledger,`);
    else if (i % 4 === 3) lines.push(`${date},Sell,${usd.toFixed(2)},USD,${amount / 2},${coin},0.5,USD,Exchange,,`);
    else lines.push(`${date},Buy,${amount},${coin},${usd.toFixed(2)},USD,0.5,USD,Exchange,,`);
  }
  return `${lines.join('\n')}\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await startFakeCoinGecko(FAKE_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-portfolio-'));
const file = join(dataDir, 'ten-thousand.csv');
writeFileSync(file, syntheticExport());
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  startProductionServer(APP_PORT, dataDir, `http://127.0.0.1:${FAKE_PORT}`);
  await waitFor(`${APP}/api/currencies/fiat`);
  const runs: { preview: number; saved: number; report: number; total: number; worker: number; longest: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const longest = { ms: 0 };
      (window as unknown as { __longest: typeof longest }).__longest = longest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest.ms = Math.max(longest.ms, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${APP}/portfolio`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const input = page.getByLabel('Import a CSV export');
    await input.waitFor();
    // A visitor's pointer reaches the file field before a file is chosen: that first sign of use
    // loads the portfolio's code and starts its worker (the file dialog then takes seconds).
    await page.mouse.move(200, 300);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { __longest: { ms: number } }).__longest.ms = 0;
    });
    const chosen = Date.now();
    await input.setInputFiles(file);
    const add = page.getByRole('button', { name: /^Add [\d,.\s]+ transactions$/ });
    await add.waitFor({ timeout: 60_000 });
    const previewed = Date.now();
    await add.click();
    await page.getByText(/^Added [\d,.\s]+ transactions\./).waitFor({ timeout: 60_000 });
    const saved = Date.now();
    await page.getByLabel('Realized gain or loss').waitFor({ timeout: 60_000 });
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 60_000 });
    const computed = Date.now();
    const worker = await page.evaluate(() => {
      const marks = performance.getEntriesByName('portfolio-computed') as PerformanceMark[];
      return (marks.at(-1)?.detail as { computeMs: number } | undefined)?.computeMs ?? Number.NaN;
    });
    const longest = await page.evaluate(() => (window as unknown as { __longest: { ms: number } }).__longest.ms);
    runs.push({
      preview: previewed - chosen,
      saved: saved - previewed,
      report: computed - saved,
      total: computed - chosen,
      worker,
      longest,
    });
    await context.close();
  }
  const row = (name: string, pick: (r: (typeof runs)[number]) => number) => `| ${name} | ${Math.round(median(runs.map(pick)))} ms |`;
  console.log(`${COUNT} transactions, median of ${RUNS} fresh profiles (Chromium ${browser.version()})\n`);
  console.log('| Step | Time |\n|---|---|');
  console.log(row('file chosen → preview', (r) => r.preview));
  console.log(row('Add → saved in IndexedDB ("Added …")', (r) => r.saved));
  console.log(row('saved → realized gain shown', (r) => r.report));
  console.log(row('total', (r) => r.total));
  console.log(row('worker compute (of the above)', (r) => r.worker));
  console.log(row('longest main-thread task', (r) => r.longest));
  console.log(`\nEvery run: ${runs.map((r) => `${r.total} ms`).join(', ')}`);
} finally {
  await browser.close();
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
