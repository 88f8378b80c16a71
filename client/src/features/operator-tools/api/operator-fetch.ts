import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiFetch } from '@/lib/api-client';

/** What an operator reads when a request never reached the server (the site's usual sentence). */
export const UNREACHABLE = msg`We could not reach our server. Check your connection and try again.`;

/**
 * A failure the operator tools explain. The API layer has no i18n instance, so our own sentences
 * travel as descriptors and are translated where shown; the server's `{ error }` sentence is
 * shown as it was sent.
 */
export class OperatorError extends Error {
  constructor(readonly text: MessageDescriptor | string) {
    // Production builds strip a descriptor's English: the id still names it in logs.
    super(typeof text === 'string' ? text : (text.message ?? text.id));
    this.name = 'OperatorError';
  }
}

/** An error's text in the page's language: ours translated, anyone else's as it is, else `fallback`. */
export function errorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof OperatorError) return typeof error.text === 'string' ? error.text || i18n._(fallback) : i18n._(error.text);
  return error instanceof Error && error.message ? error.message : i18n._(fallback);
}

/**
 * Fetches an operator endpoint's JSON with credentials. A non-OK answer throws what `explain`
 * makes of it and of the server's `{ error }` sentence (null when it sent none; an empty one
 * is shown as the caller's fallback, see errorText); a failed
 * connection throws a plain explanation, or the abort itself when the caller aborted.
 */
export async function fetchOperatorJson(
  url: string,
  init: RequestInit,
  explain: (res: Response, sentence: string | null) => MessageDescriptor | string,
): Promise<unknown> {
  let res: Response;
  try {
    res = await apiFetch(url, { credentials: 'include', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new OperatorError(UNREACHABLE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const sentence = (body as { error?: unknown } | null)?.error;
    throw new OperatorError(explain(res, typeof sentence === 'string' ? sentence : null));
  }
  return body;
}
