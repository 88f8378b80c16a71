import { hash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * What `res.json()` sends for a JSON text with this app's settings (Express's default weak
 * ETag), written directly: the same status, headers (Content-Type, Content-Length, ETag) and
 * body, a 304 when the request's validators match, no body for HEAD. For the hottest JSON
 * answer, where Express's general path (content-type parsing, charset handling, settings
 * lookups, a Buffer copy and a hash per answer) costs more than the answer itself. The body
 * goes out as one string, so Node writes the headers and the body in one call.
 */
export function sendJsonText(req: Request, res: Response, text: string, etag = weakETag(text)): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.setHeader('ETag', etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end();
  } else if (req.method === 'HEAD') {
    res.end();
  } else {
    res.end(text);
  }
}

/** Express's weak ETag (the `etag` package): W/"<byte length, hex>-<sha1, base64, 27 characters>". */
export function weakETag(text: string): string {
  const length = Buffer.byteLength(text);
  if (length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  return `W/"${length.toString(16)}-${hash('sha1', text, 'base64').slice(0, 27)}"`;
}
