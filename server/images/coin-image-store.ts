import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';

export type CoinImage = { body: Buffer; contentType: string /** false for a stand-in monogram */; original: boolean };

/** Logos come only from these hosts, whatever a catalog entry says (no request forgery). */
const ALLOWED_HOSTS = new Set(['assets.coingecko.com', 'coin-images.coingecko.com']);
const TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const MAX_BYTES = 256 * 1024;
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

/**
 * Coin logos served from this site: fetched once from the CoinGecko CDN, kept on disk and in
 * memory, answered with a monogram while the CDN cannot be reached. Visitors' browsers never
 * contact a third party, pages never log a failed image, and the CSP allows images from self.
 */
export class CoinImageStore {
  private readonly memory = new LRUCache<string, CoinImage>({ max: 400 });
  private readonly inFlight = new Map<string, Promise<CoinImage>>();
  private readonly failedAt = new Map<string, number>();

  constructor(
    private readonly options: {
      dir: string;
      catalog: Pick<CurrencyCatalog, 'find'>;
      logger: Logger;
      timeoutMs: number;
      /** Fetch logos from this origin instead of the CDN's (tests: a fake on 127.0.0.1). */
      cdnOrigin?: string | undefined;
      now?: () => number;
    },
  ) {}

  /** The logo of a currency id, or its monogram; undefined when the id is unknown. */
  async get(id: string): Promise<CoinImage | undefined> {
    const currency = await this.options.catalog.find(id);
    if (!currency) return undefined;
    const cached = this.memory.get(id) ?? (await this.fromDisk(id));
    if (cached) return cached;
    const failed = this.failedAt.get(id);
    if (!currency.image || (failed !== undefined && this.now() - failed < RETRY_AFTER_FAILURE_MS)) return monogram(currency.symbol);
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.fetchAndKeep(id, currency.image, currency.symbol).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async fetchAndKeep(id: string, url: string, symbol: string): Promise<CoinImage> {
    try {
      const source = new URL(url);
      if (source.protocol !== 'https:' || !ALLOWED_HOSTS.has(source.hostname))
        throw new Error(`logo host ${source.hostname} is not allowed`);
      const target = this.options.cdnOrigin ? new URL(`${source.pathname}${source.search}`, this.options.cdnOrigin) : source;
      const response = await fetch(target, { signal: AbortSignal.timeout(this.options.timeoutMs), redirect: 'error' });
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const extension = TYPES[contentType];
      if (!response.ok || !extension) throw new Error(`logo answered ${response.status} ${contentType}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length === 0 || body.length > MAX_BYTES) throw new Error(`logo of ${body.length} bytes`);
      const image = { body, contentType, original: true };
      this.memory.set(id, image);
      this.failedAt.delete(id);
      await this.toDisk(id, extension, body);
      return image;
    } catch (error) {
      this.failedAt.set(id, this.now());
      this.options.logger.debug({ id, err: (error as Error).message }, 'coin logo unavailable; serving a monogram');
      return monogram(symbol);
    }
  }

  private async fromDisk(id: string): Promise<CoinImage | undefined> {
    for (const [contentType, extension] of Object.entries(TYPES)) {
      try {
        const body = await readFile(this.fileFor(id, extension));
        const image = { body, contentType, original: true };
        this.memory.set(id, image);
        return image;
      } catch {
        // not stored in this format
      }
    }
    return undefined;
  }

  private async toDisk(id: string, extension: string, body: Buffer): Promise<void> {
    try {
      await mkdir(this.options.dir, { recursive: true });
      const file = this.fileFor(id, extension);
      await writeFile(`${file}.tmp`, body);
      await rename(`${file}.tmp`, file);
    } catch (error) {
      this.options.logger.warn({ id, err: (error as Error).message }, 'coin logo not saved');
    }
  }

  /** Ids are checked by the route (lower-case letters, digits, dashes), so no path escapes. */
  private fileFor(id: string, extension: string): string {
    return join(this.options.dir, `${id}.${extension}`);
  }
}

/** A calm stand-in: the ticker's first letters on a neutral disc. */
export function monogram(symbol: string): CoinImage {
  const letters =
    symbol
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 4) || '?';
  const size = letters.length > 3 ? 22 : letters.length > 2 ? 26 : 32;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#e2e8f0"/><text x="32" y="33" fill="#334155" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="central">${letters}</text></svg>`;
  return { body: Buffer.from(svg), contentType: 'image/svg+xml', original: false };
}
