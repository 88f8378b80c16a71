import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import type { ApiErrorDetail } from '@shared/schemas/api-error';
import { isApiErrorDetail } from '@shared/schemas/guards';

/** What the app's API calls go through: the browser's fetch, or the server's in-process API. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * What a visitor reads when a request never reached the server (offline, server down). The
 * English text is the thrown Error's message, a stable key code compares; `errorMessageText`
 * translates it where it is shown.
 */
export const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
const UNREACHABLE = msg`We could not reach our server. Check your connection and try again.`;

/** An API answer that was not OK: the server's English sentence, and its `detail` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly detail?: ApiErrorDetail,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * An error thrown here, as the page's language shows it: the unreachable server, and the API's
 * failures that come with a `detail`. Other server sentences are returned as they are (English).
 */
export function errorMessageText(i18n: I18n, error: Error | string): string {
  const message = typeof error === 'string' ? error : error.message;
  if (message === UNREACHABLE_MESSAGE) return i18n._(UNREACHABLE);
  if (error instanceof ApiError && error.detail) return detailText(i18n, error.detail);
  return message;
}

function detailText(i18n: I18n, detail: ApiErrorDetail): string {
  switch (detail.code) {
    case 'history-not-configured':
      return i18n._(msg`Historical prices are not available on this server: no price source is configured.`);
    case 'fx-not-configured':
      return i18n._(msg`Historical exchange rates are not available on this server: no rate source is configured.`);
    case 'history-unavailable': {
      const { subject } = detail;
      if (detail.sources.length === 0) {
        return i18n._(msg`Historical prices for ${subject} are unavailable right now: our price sources are slow to answer. Please try again in a minute.`);
      }
      const sources = listText(i18n, detail.sources);
      return i18n._(msg`Historical prices for ${subject} are unavailable right now (${sources} did not answer). Please try again in a minute.`);
    }
    case 'fx-unavailable': {
      const { subject } = detail;
      if (detail.sources.length === 0) {
        return i18n._(msg`Exchange rates for ${subject} are unavailable right now: our rate sources are slow to answer. Please try again in a minute.`);
      }
      const sources = listText(i18n, detail.sources);
      return i18n._(msg`Exchange rates for ${subject} are unavailable right now (${sources} did not answer). Please try again in a minute.`);
    }
  }
}

/** Source names as the language lists them ("Coinbase, DefiLlama and Binance", de "… und …"). */
function listText(i18n: I18n, names: string[]): string {
  return new Intl.ListFormat(intlLocale(i18n.locale as Locale), { type: 'conjunction' }).format(names);
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
    const detail = (body as { detail?: unknown } | null)?.detail;
    throw new ApiError(typeof message === 'string' ? message : fallback(res), isApiErrorDetail(detail) ? detail : undefined);
  }
  return body;
}
