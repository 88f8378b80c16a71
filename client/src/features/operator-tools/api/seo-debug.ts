import { msg } from '@lingui/core/macro';
import { type SeoDebugResult, SeoDebugResultSchema, type StaticPagesUpdateResult } from '@shared/schemas/seo-debug';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Failure } from '@/lib/api-client';

export const UPDATE_FALLBACK_MESSAGE = msg`An error occurred updating static pages`;

/** The GET URL of a check; the pair is lower-cased and both parts are trimmed and encoded. */
export function seoDebugUrl(currencyPair: string, amount: string): string {
  return `/api/debug/seo/${encodeURIComponent(currencyPair.trim().toLowerCase())}/${encodeURIComponent(amount.trim())}`;
}

/** "Server responded with status {code}", then the server's sentence when it sent one. */
const explainCheck = ({ status, sentence }: Failure) =>
  sentence ? msg`Server responded with status ${status}: ${sentence}` : msg`Server responded with status ${status}`;

/** GET /api/debug/seo/{pair}/{amount}; the caller's abort passes through as it is. */
export function fetchSeoDebug(currencyPair: string, amount: string, signal?: AbortSignal): Promise<SeoDebugResult> {
  return apiRequest(seoDebugUrl(currencyPair, amount), {
    headers: { accept: 'application/json' },
    signal,
    schema: SeoDebugResultSchema,
    explain: explainCheck,
    unreadable: msg`The server sent an answer this page does not understand.`,
  });
}

/**
 * A check of what is stored now: asked anew whenever it is shown again (never from the cache),
 * and aborted when a newer check replaces it.
 */
export function seoDebugQuery(currencyPair: string, amount: string) {
  return queryOptions({
    queryKey: ['/api/debug/seo', currencyPair, amount],
    queryFn: ({ signal }) => fetchSeoDebug(currencyPair, amount, signal),
    staleTime: 0,
    gcTime: 0,
    // An operator tool: try at once and say why it failed, never wait for the browser's "online".
    networkMode: 'always',
  });
}

/** What the page shows of an update: the documented fields that the answer has. */
export type StaticPagesUpdateSummary = Partial<Pick<StaticPagesUpdateResult, 'success' | 'regenerated' | 'failed' | 'message'>> & {
  indexNowMessage?: string;
};

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/**
 * Reads the update's summary (StaticPagesUpdateResult) leniently: a field missing or of another
 * shape is left out, never fatal, since the page only displays it.
 */
export function summarizeUpdate(json: unknown): StaticPagesUpdateSummary {
  const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const indexNow = (typeof body.indexNow === 'object' && body.indexNow !== null ? body.indexNow : {}) as Record<string, unknown>;
  const summary: StaticPagesUpdateSummary = {};
  if (typeof body.success === 'boolean') summary.success = body.success;
  const regenerated = count(body.regenerated);
  if (regenerated !== undefined) summary.regenerated = regenerated;
  const failed = count(body.failed);
  if (failed !== undefined) summary.failed = failed;
  if (typeof body.message === 'string') summary.message = body.message;
  if (typeof indexNow.message === 'string') summary.indexNowMessage = indexNow.message;
  return summary;
}

/**
 * POST /api/sitemap/submit (no body): regenerates every static page, then tells IndexNow. Any
 * OK answer counts as done; the documented fields it has are returned for display. A refusal
 * carries the server's `{ error }` sentence, or the product spec's fallback message.
 */
export function updateStaticPages(token: string): Promise<StaticPagesUpdateSummary> {
  return apiRequest('/api/sitemap/submit', {
    method: 'POST',
    headers: token ? { 'x-operator-token': token } : undefined,
    schema: { parse: summarizeUpdate },
    explain: ({ sentence }) => sentence || UPDATE_FALLBACK_MESSAGE,
  });
}
