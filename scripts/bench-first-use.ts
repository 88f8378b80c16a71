/**
 * npm run bench:first-use — the JavaScript a page fetches, on the production build: its first
 * load (every script until the network is idle, no input, as e2e/budgets.spec.ts counts it) and
 * what its first sign of use adds (the pointer moving over the page, until the network is idle
 * again: the deferred parts' code, docs/decisions/007). Gzip -9 of each file, and the file count.
 * Rates come from a fake CoinGecko on 127.0.0.1 (no internet here).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { benchPaths, renderJustBefore, startFakeCoinGecko, startProductionServer, stopProcesses, waitFor } from './bench/processes';

const APP_PORT = 5433;
const FAKE_PORT = 5434;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
// BENCH_PATHS=/a,/b measures other pages (comma-separated).
const PATHS = benchPaths([
  '/',
  '/btc-to-usd',
  '/eth-to-usd/0.5',
  '/de/btc-to-eur',
  '/crypto-profit-calculator',
  '/about',
  '/alerts',
  '/portfolio',
  '/widget/converter',
]);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLIENT_DIR = join(import.meta.dirname, '..', 'dist', 'client');

const gzipKb = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length, 0) / 1024;

/** Idle, and still idle a second later: a script that starts another after a pause is counted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

await startFakeCoinGecko(FAKE_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-use-'));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  startProductionServer(APP_PORT, dataDir, FAKE);
  await waitFor(`${APP}/api/currencies/fiat`);
  const rows = [['page', 'first load', 'files', 'first use adds', 'files']];
  for (const path of PATHS) {
    await renderJustBefore(APP, path);
    const page = await browser.newPage();
    const fetched: { first: string[]; use: string[] } = { first: [], use: [] };
    let phase: keyof typeof fetched = 'first';
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched[phase].push(pathname);
    });
    await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
    await settle(page);
    phase = 'use';
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-hydrated])').length === 0);
    await settle(page);
    await page.close();
    const kb = (files: string[]) => `${gzipKb(files).toFixed(1)} KB`;
    rows.push([path, kb(fetched.first), String(fetched.first.length), kb(fetched.use), String(fetched.use.length)]);
  }
  console.log('\nbench:first-use — JavaScript fetched (gzip -9), production build, Chromium\n');
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(i === 0 ? 28 : 16)).join(''));
} finally {
  await browser.close();
  stopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
}
