import { msg } from '@lingui/core/macro';
import { type SeoDebugResult, SeoDebugResultSchema, type StaticPagesUpdateResult } from '@shared/schemas/seo-debug';
import { fetchOperatorJson, OperatorError } from './operator-fetch';

export const UPDATE_FALLBACK_MESSAGE = msg`An error occurred updating static pages`;

/** The GET URL of a check; the pair is lower-cased and both parts are trimmed and encoded. */
export function seoDebugUrl(currencyPair: string, amount: string): string {
  return `/api/debug/seo/${encodeURIComponent(currencyPair.trim().toLowerCase())}/${encodeURIComponent(amount.trim())}`;
}

/**
 * GET /api/debug/seo/{pair}/{amount}. A non-OK answer throws "Server responded with status
 * {code}", followed by the server's `{ error }` sentence when it sent one (spec §8).
 */
export async function fetchSeoDebug(currencyPair: string, amount: string, signal?: AbortSignal): Promise<SeoDebugResult> {
  const body = await fetchOperatorJson(seoDebugUrl(currencyPair, amount), { headers: { accept: 'application/json' }, signal }, (res, sentence) => {
    const status = res.status;
    return sentence ? msg`Server responded with status ${status}: ${sentence}` : msg`Server responded with status ${status}`;
  });
  const parsed = SeoDebugResultSchema.safeParse(body);
  if (!parsed.success) throw new OperatorError(msg`The server sent an answer this page does not understand.`);
  return parsed.data;
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
 * throws the server's `{ error }` sentence, or the spec's fallback message.
 */
export async function updateStaticPages(token: string): Promise<StaticPagesUpdateSummary> {
  const json = await fetchOperatorJson(
    '/api/sitemap/submit',
    { method: 'POST', headers: token ? { 'x-operator-token': token } : {} },
    (_res, sentence) => sentence || UPDATE_FALLBACK_MESSAGE,
  );
  return summarizeUpdate(json);
}
