import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A page ready to send many times: its gzip body and ETag are computed once, on first use,
 * instead of on every request (compressing 40–60 KB of HTML per request would dominate the
 * CPU cost of serving a stored page).
 */
export class PreparedPage {
  private compressed: Buffer | undefined;
  private tag: string | undefined;

  constructor(
    readonly html: string,
    readonly status: number,
    readonly lastModified?: Date,
  ) {}

  gzip(): Buffer {
    this.compressed ??= gzipSync(this.html, { level: 6 });
    return this.compressed;
  }

  /** Bytes held, about: the text, plus its gzip body whether made yet or not (for caches bounded by memory). */
  size(): number {
    return Math.max(1, Math.ceil(this.html.length * 2.25));
  }

  etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.html).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}
