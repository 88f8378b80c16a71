import { createHash } from 'node:crypto';

/** sha256 (base64) of each inline <script> in an HTML document, for the CSP's script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64'),
    );
  }
  return hashes;
}
