import { randomBytes } from 'node:crypto';
import type { IndexNowResult } from '@shared/schemas/indexnow';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { parseRetryAfter } from '../upstream/http';
import type { RatesStore } from '../store/rates-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_BACKOFF_MS = 60_000;
/** IndexNow's limit: at most 10,000 URLs in one request. */
export const INDEXNOW_MAX_URLS_PER_REQUEST = 10_000;

const REFUSALS: Record<number, string> = {
  400: 'IndexNow rejected the request as badly formed (400).',
  403: 'IndexNow could not verify our key (403): the key file must be reachable at SITE_URL.',
  422: 'IndexNow says the URLs do not belong to this host, or the key does not match (422).',
};

export type IndexNowOptions = {
  endpoint: string;
  siteUrl: string;
  key?: string | undefined;
  store: Pick<RatesStore, 'loadSetting' | 'saveSetting' | 'lastSubmitted' | 'markSubmitted'>;
  logger: Logger;
  timeoutMs: number;
  now?: () => number;
  /** URLs per request; IndexNow's 10,000 unless a test wants to see batching with fewer. */
  maxUrlsPerRequest?: number;
};

/**
 * Tells IndexNow-participating search engines (Bing, Yandex, Naver, Seznam, Yep) about changed
 * pages: only this site's URLs, each at most once a day, in JSON batches of at most 10,000 sent
 * one after the other, and not again while the service has asked us to wait.
 */
export class IndexNowService {
  readonly key: string;
  private readonly origin: URL;
  private readonly now: () => number;
  private retryAt = 0;

  constructor(private readonly options: IndexNowOptions) {
    this.now = options.now ?? Date.now;
    this.origin = new URL(options.siteUrl);
    this.key = options.key ?? options.store.loadSetting('indexnow-key') ?? this.generateKey();
  }

  get keyPath(): string {
    return `/${this.key}.txt`;
  }

  /** Absolute URL of a path or URL of this site; anything else is a 400. */
  normalize(input: string): string {
    let url: URL;
    try {
      url = /^https?:\/\//i.test(input) ? new URL(input) : new URL(input.startsWith('/') ? input : `/${input}`, this.origin);
    } catch {
      throw new AppError(400, `"${input.slice(0, 200)}" is not a URL or path.`);
    }
    if (url.host !== this.origin.host || url.protocol !== this.origin.protocol) {
      throw new AppError(400, `Only this site's URLs can be submitted: ${url.host} is not ${this.origin.host}.`);
    }
    url.hash = '';
    return url.toString();
  }

  async submit(inputs: readonly string[]): Promise<IndexNowResult> {
    const urls = [...new Set(inputs.map((u) => this.normalize(u)))];
    const now = this.now();
    const recent = this.options.store.lastSubmitted(urls);
    const due = urls.filter((u) => now - (recent.get(u) ?? Number.NEGATIVE_INFINITY) >= DAY_MS);
    const skipped = urls.length - due.length;
    if (due.length === 0) {
      return { success: true, submitted: 0, skipped, message: 'Already submitted in the last 24 hours; nothing new to send.' };
    }
    if (now < this.retryAt) {
      const wait = Math.ceil((this.retryAt - now) / 1000);
      return { success: false, submitted: 0, skipped, message: `IndexNow asked us to slow down; trying again is possible in ${wait} s.` };
    }

    // One request per 10,000 URLs, one after the other; the first failure stops the rest, which
    // stay unmarked and go out with a later submit.
    const perRequest = this.options.maxUrlsPerRequest ?? INDEXNOW_MAX_URLS_PER_REQUEST;
    let submitted = 0;
    let requests = 0;
    let status: number | undefined;
    const failed = (message: string): IndexNowResult => ({
      success: false,
      submitted,
      skipped,
      ...(status === undefined ? {} : { status }),
      message: submitted
        ? `IndexNow accepted ${plural(submitted)} in ${requests} request${requests === 1 ? '' : 's'}, then: ${message}`
        : message,
    });
    for (let start = 0; start < due.length; start += perRequest) {
      const batch = due.slice(start, start + perRequest);
      const response = await this.post(batch);
      if (!response) {
        status = undefined;
        return failed('Could not reach the IndexNow service. Please try again later.');
      }
      status = response.status;
      if (status === 429) {
        this.retryAt = now + (parseRetryAfter(response.headers.get('retry-after'), now) ?? DEFAULT_BACKOFF_MS);
        return failed('IndexNow is limiting requests (429); we will wait before sending again.');
      }
      if (status !== 200 && status !== 202) {
        this.options.logger.warn({ status }, 'IndexNow refused a submission');
        return failed(REFUSALS[status] ?? `IndexNow answered ${status}.`);
      }
      this.options.store.markSubmitted(batch, now);
      submitted += batch.length;
      requests++;
    }
    const pending = status === 202 ? ' (key validation pending)' : '';
    const across = requests > 1 ? ` in ${requests} requests` : '';
    return { success: true, submitted, skipped, status, message: `IndexNow accepted ${plural(submitted)}${across}${pending}.` };
  }

  /** One request to IndexNow: its answer, or null when it could not be reached. */
  private async post(urlList: readonly string[]): Promise<Response | null> {
    try {
      const response = await fetch(this.options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host: this.origin.host, key: this.key, keyLocation: `${this.origin.origin}${this.keyPath}`, urlList }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      return response;
    } catch (error) {
      this.options.logger.warn({ err: (error as Error).message }, 'IndexNow unreachable');
      return null;
    }
  }

  private generateKey(): string {
    const key = randomBytes(16).toString('hex');
    this.options.store.saveSetting('indexnow-key', key);
    return key;
  }
}

const plural = (count: number) => `${count} URL${count === 1 ? '' : 's'}`;
