import type { IndexNowResult } from '@shared/schemas/indexnow';
import { FailureEpisode } from '../lib/failure-episode';
import type { Logger } from '../lib/logger';

type Submitter = { submit(urls: readonly string[]): Promise<IndexNowResult> };

/**
 * Visitors' page loads, turned into IndexNow submissions without letting them flood the
 * service: only the sitemap's pages are accepted, they wait in a set (a page viewed a thousand
 * times is queued once), and one batch goes out per interval. The service itself then skips
 * URLs already sent that day and honours the engines' backoff.
 */
export class VisitQueue {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<IndexNowResult | null> | null = null;
  private readonly episode: FailureEpisode;

  constructor(
    private readonly options: {
      indexnow: Submitter;
      /** Whether visitors may report a path (the sitemap's pages); the sitemap comes from the live catalog. */
      accepts: (path: string) => boolean | Promise<boolean>;
      logger: Logger;
      /** At most this many paths wait; more are dropped until the next flush. */
      maxPending?: number;
    },
  ) {
    this.episode = new FailureEpisode(options.logger, 'sending visited pages to IndexNow');
  }

  /** Queues a path if it is one of the accepted pages; says whether it was. */
  async add(path: string): Promise<boolean> {
    // The size is checked after the lookup: other reports may have filled the queue meanwhile.
    if (!(await this.options.accepts(path)) || this.pending.size >= (this.options.maxPending ?? 1000)) return false;
    this.pending.add(path);
    return true;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Sends what is waiting as one batch. Failures are logged; visitors re-queue pages anyway. */
  flush(): Promise<IndexNowResult | null> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async send(): Promise<IndexNowResult | null> {
    if (this.pending.size === 0) return null;
    const paths = [...this.pending];
    this.pending.clear();
    try {
      const result = await this.options.indexnow.submit(paths);
      this.options.logger.info(
        { paths: paths.length, submitted: result.submitted, skipped: result.skipped, success: result.success },
        'visited pages sent to IndexNow',
      );
      this.episode.succeeded();
      return result;
    } catch (error) {
      this.episode.failed(error);
      return null;
    }
  }
}
