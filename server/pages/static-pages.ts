import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { SYMBOL_ALIASES } from '@shared/currencies/symbol-aliases';
import { COIN_CONTENT_TICKERS } from '@shared/schemas/content';
import { BTC_FIXED_AMOUNTS, buildPairPath, ETH_FIXED_AMOUNTS, FIXED_PAIR_ROUTES } from '@shared/routes';
import type { SeoDebugResult } from '@shared/schemas/seo-debug';
import { FailureEpisode } from '../lib/failure-episode';
import type { Logger } from '../lib/logger';
import type { StaticPageRecords } from './static-page-records';
import type { PageRenderer } from './page-renderer';

/** Pair, coin and fixed-amount pages: the pages search visitors land on, pre-rendered. */
export function staticPagePaths(): string[] {
  const paths = new Set<string>();
  for (const route of FIXED_PAIR_ROUTES) paths.add(route.path);
  for (const ticker of COIN_CONTENT_TICKERS) paths.add(buildPairPath(currentTicker(ticker), 'usd'));
  for (const amount of BTC_FIXED_AMOUNTS) paths.add(buildPairPath('btc', 'usd', amount));
  for (const amount of ETH_FIXED_AMOUNTS) paths.add(buildPairPath('eth', 'usd', amount));
  return [...paths];
}

/**
 * A guide's ticker as the coin's pages use it now: a renamed coin's guide keeps its old ticker
 * (rndr, hlq) while its canonical page is the current symbol's (/render-to-usd, /hype-to-usd).
 */
function currentTicker(ticker: string): string {
  const id = SYMBOL_ALIASES[ticker];
  const symbol = KNOWN_COINS.find((coin) => coin.id === id)?.symbol.toLowerCase();
  return symbol && SYMBOL_ALIASES[symbol] === id ? symbol : ticker;
}

/** `rerendered`: a copy made on request to keep the rate fresh (kept in memory, replaced within minutes). */
export type StoredPage = { path: string; html: string; lastUpdated: Date | null; rerendered?: true };
export type RegenerationResult = { regenerated: number; failed: number };

type Options = {
  /** Folder the pages are written to (DATA_DIR/static-pages). */
  dir: string;
  render: PageRenderer;
  paths?: readonly string[];
  logger: Logger;
  /** A stored page older than this is not served (rendered live instead) until regenerated. */
  maxAgeMs: number;
  now?: () => number;
  /** The fleet's records of its renders (REDIS_URL), so no instance serves an outdated copy. */
  records?: StaticPageRecords | null;
};

/**
 * Pre-rendered pages on disk, each with the time it was rendered (its og:updated_time). Visitors
 * get the stored file while it is fresh; a page missing or too old is rendered live. Files are
 * written whole (temp file + rename), so a reader never sees half a page.
 */
export class StaticPageStore {
  readonly paths: ReadonlySet<string>;
  private readonly memory = new Map<string, StoredPage>();
  private readonly revalidating = new Map<string, Promise<void>>();
  private running: Promise<RegenerationResult> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly episode: FailureEpisode;
  /** Set by stop(): a scheduled regeneration under way ends early. */
  private halted = false;
  private readonly now: () => number;

  constructor(private readonly options: Options) {
    this.paths = new Set(options.paths ?? staticPagePaths());
    this.now = options.now ?? Date.now;
    this.episode = new FailureEpisode(options.logger, 'static page regeneration');
  }

  /** The page to serve for `path`, or null when there is none or it is too old. */
  async servable(path: string): Promise<StoredPage | null> {
    if (!this.paths.has(path)) return null;
    const page = this.memory.get(path) ?? (await this.load(path));
    if (!page?.lastUpdated || this.now() - page.lastUpdated.getTime() > this.options.maxAgeMs) return null;
    if (this.options.records) {
      // Another instance rendered it well after this copy: this one is out of date.
      const latest = await this.options.records.latest(path);
      if (latest && new Date(latest.lastUpdated).getTime() - page.lastUpdated.getTime() > this.options.maxAgeMs / 2) return null;
    }
    return page;
  }

  /**
   * Renders `path` again in the background when the copy being served is older than `olderThanMs`
   * (a page's rate is fresh for a minute: a converter page carrying an older one loads its
   * converter at once to refresh it, docs/decisions/007). The new copy replaces the one in memory,
   * not the file, which the scheduled regeneration keeps writing (the debug tools read it). One
   * render per path at a time; a failed one leaves the copy as it was and is only logged.
   */
  revalidate(path: string, olderThanMs: number): void {
    const page = this.memory.get(path);
    if (this.halted || !page?.lastUpdated || this.now() - page.lastUpdated.getTime() <= olderThanMs) return;
    if (this.revalidating.has(path)) return;
    const run = this.options
      .render(path)
      .then((html) => {
        const lastUpdated = readUpdatedTime(html);
        const current = this.memory.get(path)?.lastUpdated;
        // A scheduled regeneration may have put a newer copy in meanwhile.
        if (lastUpdated && (!current || lastUpdated > current)) this.memory.set(path, { path, html, lastUpdated, rerendered: true });
      })
      .catch((error: unknown) => this.options.logger.warn({ err: error, path }, 'static page re-render failed; the older copy stays'))
      .finally(() => this.revalidating.delete(path));
    this.revalidating.set(path, run);
  }

  /** The page exactly as stored on disk (the debug tools read this, not the memory copy). */
  async stored(path: string): Promise<StoredPage | null> {
    if (!this.paths.has(path)) return null;
    return this.load(path);
  }

  /** Renders every page again; concurrent callers share one run. */
  regenerateAll(): Promise<RegenerationResult> {
    this.running ??= this.runAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Regenerates now and then every `intervalMs`. */
  schedule(intervalMs: number): void {
    this.stop();
    this.halted = false;
    const run = () => {
      this.regenerateAll().then(
        () => this.episode.succeeded(),
        (error: unknown) => this.episode.failed(error),
      );
    };
    run();
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
  }

  /** Stops the schedule; a regeneration under way ends after the page it is writing. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.halted = true;
  }

  /** Resolves once no regeneration is running. */
  async idle(): Promise<void> {
    await Promise.all([this.running?.catch(() => undefined), ...this.revalidating.values()]);
  }

  private async runAll(): Promise<RegenerationResult> {
    const started = this.now();
    await this.removeLeftovers();
    let regenerated = 0;
    let failed = 0;
    for (const path of this.paths) {
      if (this.halted) break;
      try {
        await this.regenerate(path);
        regenerated++;
      } catch (error) {
        failed++;
        // One line per run: a full disk fails every page alike.
        if (failed === 1)
          this.options.logger.warn(
            { err: error, path },
            'static page not rendered; the previous version stays (further failures of this run counted below)',
          );
      }
      // Let visitors' requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.options.logger.info({ regenerated, failed, ms: this.now() - started }, 'static pages regenerated');
    return { regenerated, failed };
  }

  /** Temp files of a write the process did not live to finish (killed mid-write). */
  private async removeLeftovers(): Promise<void> {
    try {
      const entries = await readdir(this.options.dir, { recursive: true });
      const current = `.${process.pid}.tmp`;
      await Promise.all(
        entries
          .filter((entry) => entry.endsWith('.tmp') && !entry.endsWith(current))
          .map((entry) => rm(join(this.options.dir, entry), { force: true })),
      );
    } catch {
      // No folder yet: nothing left over.
    }
  }

  private async regenerate(path: string): Promise<void> {
    const html = await this.options.render(path);
    const file = this.fileFor(path);
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, html);
    await rename(temp, file);
    const lastUpdated = readUpdatedTime(html);
    this.memory.set(path, { path, html, lastUpdated });
    if (lastUpdated) await this.options.records?.record(path, lastUpdated);
  }

  private async load(path: string): Promise<StoredPage | null> {
    try {
      const html = await readFile(this.fileFor(path), 'utf8');
      const page = { path, html, lastUpdated: readUpdatedTime(html) };
      this.memory.set(path, page);
      return page;
    } catch {
      return null;
    }
  }

  /** Only known paths reach here (checked against `paths`), so no segment can climb out. */
  private fileFor(path: string): string {
    return `${join(this.options.dir, ...path.split('/').filter(Boolean))}.html`;
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

function readUpdatedTime(html: string): Date | null {
  const value = /<meta property="og:updated_time" content="([^"]+)"/.exec(html)?.[1];
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** What a stored page says about itself, for GET /api/debug/seo. */
export function describeStoredPage(path: string, page: StoredPage | null): SeoDebugResult {
  const html = page?.html ?? '';
  const pick = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value ? unescapeHtml(value) : null;
  };
  return {
    path,
    exists: page !== null,
    title: pick(/<title>([^<]*)<\/title>/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    metaDescription: pick(/<meta name="description" content="([^"]*)"/),
    lastUpdated: page?.lastUpdated?.toISOString() ?? null,
  };
}
