import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A page ready to send many times: its Brotli and gzip bodies and its ETag are computed once,
 * each on first use, instead of on every request (compressing 40–60 KB of HTML per request
 * would dominate the CPU cost of serving a stored page). Both bodies hold the same HTML, so they
 * share one weak ETag.
 */
export class PreparedPage {
  private compressed: Buffer | undefined;
  private brotlied: Buffer | undefined;
  private tag: string | undefined;

  /**
   * `bestBrotli`: a page served for minutes (a stored static page) also gets Brotli's smallest
   * body, made once in the background, which then replaces the quick one.
   */
  constructor(
    readonly html: string,
    readonly status: number,
    readonly lastModified?: Date,
    private readonly bestBrotli = false,
  ) {}

  gzip(): Buffer {
    this.compressed ??= gzipSync(this.html, { level: 6 });
    return this.compressed;
  }

  /**
   * Brotli at quality 5 at once: as fast as gzip and about a tenth smaller. Quality 11 is another
   * tenth smaller but takes some 150 ms a page (BENCHMARKS.md), so it is made only for pages
   * kept for minutes, on libuv's thread pool rather than the event loop.
   */
  brotli(): Buffer {
    if (!this.brotlied) {
      this.brotlied = brotliCompressSync(this.html, brotliOptions(this.html, 5));
      if (this.bestBrotli)
        brotliCompress(this.html, brotliOptions(this.html, 11), (error, body) => {
          if (!error) this.brotlied = body;
        });
    }
    return this.brotlied;
  }

  /** Bytes held, about: the text, plus its compressed bodies whether made yet or not (for caches bounded by memory). */
  size(): number {
    return Math.max(1, Math.ceil(this.html.length * 2.5));
  }

  etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.html).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}

function brotliOptions(html: string, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  };
}
