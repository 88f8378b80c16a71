import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the app's API calls go through: the browser's fetch, or the server's in-process API. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * What a visitor reads when a request never reached the server (offline, server down). The
 * English text is the thrown Error's message, a stable key code compares; `errorMessageText`
 * translates it where it is shown.
 */
export const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
const UNREACHABLE = msg`We could not reach our server. Check your connection and try again.`;

/**
 * An error message thrown here, as the page's language shows it. Messages from elsewhere (the
 * server's own `{ error }` sentences) are returned as they are.
 */
export function errorMessageText(i18n: I18n, message: string): string {
  return message === UNREACHABLE_MESSAGE ? i18n._(UNREACHABLE) : message;
}

let transport: ApiFetch = (url, init) => fetch(url, init);

/**
 * Server rendering answers the app's API calls in process (no HTTP to itself); the browser keeps
 * the default.
 */
export function setApiTransport(next: ApiFetch): void {
  transport = next;
}

export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  return transport(url, init);
}

/**
 * Spec §7: GET with credentials, JSON bodies; any non-OK answer throws
 * "{status}: {body text or status text}".
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiFetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Builds `/api/x?a=1` from a path and defined params. */
export function apiUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Fetches JSON where the API's own words matter: a non-OK answer throws the `{ error }` sentence
 * the server sent (else `fallback`), and a failed connection throws a plain explanation.
 */
export async function fetchJsonExplained(
  url: string,
  init: RequestInit = {},
  fallback: (res: Response) => string = (res) => `${res.status}: ${res.statusText}`,
): Promise<unknown> {
  let res: Response;
  try {
    res = await apiFetch(url, { credentials: 'include', ...init });
  } catch {
    throw new Error(UNREACHABLE_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof message === 'string' ? message : fallback(res));
  }
  return body;
}
