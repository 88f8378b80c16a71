import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiErrorDetail } from '@shared/schemas/guards';
import { ApiError, type ErrorWords, NetworkError } from './api-error';

/** What the app's API calls go through: the browser's fetch, or the server's in-process API. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

// Looked up at each call (tests stub the global), with exactly the arguments given.
let transport: ApiFetch = (...args) => fetch(...args);

/**
 * Server rendering answers the app's API calls in process (no HTTP to itself); the browser keeps
 * the default.
 */
export function setApiTransport(next: ApiFetch): void {
  transport = next;
}

/**
 * The bare request, for a page that shows an answer exactly as it came (the API docs' "Try"):
 * everything else goes through `apiRequest`.
 */
export function apiFetch(...args: Parameters<ApiFetch>): Promise<Response> {
  return transport(...args);
}

/** Builds `/api/x?a=1` from a path and defined params. */
export function apiUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * How an answer is checked: a shared zod schema, or for the answers every converter page reads
 * a guard (`guarded`) that shared/schemas/guards.test.ts holds equal to the schema, so no schema
 * library joins the first load (docs/decisions/007).
 */
export type AnswerSchema<T> = { parse: (body: unknown) => T };

export function guarded<T>(is: (body: unknown) => body is T): AnswerSchema<T> {
  return {
    parse: (body) => {
      if (!is(body)) throw new TypeError('Unexpected answer');
      return body;
    },
  };
}

/** A non-OK answer, as a call's `explain` sees it. */
export type Failure = { status: number; statusText: string; sentence: string | undefined };

export type ApiRequest<T = unknown> = {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  keepalive?: boolean;
  /** Checks the JSON answer; without one the call resolves the JSON as it came (undefined if none). */
  schema?: AnswerSchema<T>;
  /** The call's own words for a failure (else the server's `detail`, then its sentence, are shown). */
  explain?: (failure: Failure) => ErrorWords | undefined;
  /** Our words for an OK answer that does not fit `schema`. */
  unreadable?: MessageDescriptor;
};

const UNREADABLE = msg`The server sent an answer we could not read. Please try again.`;

/**
 * THE way the client calls its API: JSON in and out, with credentials. Resolves the answer as
 * `schema` reads it; throws an ApiError for a non-OK answer (the server's sentence, `detail` and
 * Retry-After on it) or one `schema` refuses, a NetworkError when the server was not reached, and
 * the caller's own abort as it is.
 */
export async function apiRequest<T = unknown>(url: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method, body, headers, signal, keepalive, schema, explain, unreadable = UNREADABLE } = request;
  const json = body !== undefined;
  let res: Response;
  try {
    res = await transport(url, {
      method,
      signal,
      keepalive,
      credentials: 'include',
      headers: json ? { 'content-type': 'application/json', ...headers } : headers,
      body: json ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (!res.ok) {
    // The `{ error, detail? }` body (ApiErrorBodySchema), read with the detail's guard: no schema
    // library on the first load.
    const answer = (await res.json().catch(() => null)) as { error?: unknown; detail?: unknown } | null;
    // Seconds, the form this API sends (an HTTP date reads as absent).
    const retryAfter = Number(res.headers.get('retry-after') || Number.NaN);
    const failure = {
      status: res.status,
      statusText: res.statusText,
      sentence: typeof answer?.error === 'string' ? answer.error : undefined,
    };
    throw new ApiError({
      ...failure,
      detail: isApiErrorDetail(answer?.detail) ? answer.detail : undefined,
      retryAfter: retryAfter >= 0 ? retryAfter : undefined,
      words: explain?.(failure),
    });
  }
  const answer: unknown = await res.json().catch(() => undefined);
  try {
    return schema ? schema.parse(answer) : (answer as T);
  } catch (cause) {
    throw new ApiError({ status: res.status, statusText: res.statusText, words: unreadable, cause });
  }
}
