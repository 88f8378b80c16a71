import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const OFFERED = ['br', 'gzip', 'identity'];

/**
 * The encoding to send a precompressed body in. Browsers list gzip before br at the same
 * quality ("gzip, deflate, br, zstd"), and a plain negotiation would honour their order; among
 * equals ours decides, Brotli first (the smaller body). A lower quality or "br;q=0" still wins.
 */
export function pageEncoding(request: Pick<IncomingMessage, 'headers'>): PageEncoding {
  const [best] = new Negotiator(request).encodings(OFFERED, { preferred: OFFERED });
  return (best as PageEncoding | undefined) ?? 'identity';
}
