import type { z } from 'zod';
import { UpstreamError } from './types';

/**
 * GET-JSON for every upstream client: timeout, Retry-After, and one classification of failures
 * into UpstreamError kinds, so every source backs off and reports the same way.
 */

const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Parses Retry-After: whole seconds, or an HTTP date (IMF-fixdate); anything else is ignored. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

export type GetJsonOptions = {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Name used in error messages, e.g. "Coinbase". */
  label: string;
  /** Statuses classified as 'rate-limited' (with Retry-After) instead of 'http'. Default [429]. */
  rateLimitStatuses?: readonly number[];
};

export type GetJsonOrNullOptions = GetJsonOptions & {
  /**
   * Decides whether a non-2xx answer means "no data" (the helper then resolves null instead of
   * rejecting), e.g. Coinbase's 404 NotFound for an unknown product. `body` is the parsed JSON
   * error body, or undefined when it was not JSON.
   */
  noData: (status: number, body: unknown) => boolean;
};

/**
 * GET `url` and validate the JSON body against `schema`. Rejects with UpstreamError:
 * 429 → 'rate-limited' (retryAfterMs from Retry-After), other non-2xx → 'http' (status),
 * timeout while waiting for headers or the body → 'timeout', other transport failures →
 * 'network', invalid JSON or an unexpected shape → 'malformed'.
 */
export async function getJson<T>(url: string, schema: z.ZodType<T>, options: GetJsonOptions): Promise<T> {
  const result = await request(url, schema, options, undefined);
  return result as T;
}

/** Like getJson, but resolves null when `options.noData` accepts a non-2xx answer. */
export async function getJsonOrNull<T>(url: string, schema: z.ZodType<T>, options: GetJsonOrNullOptions): Promise<T | null> {
  return request(url, schema, options, options.noData);
}

async function request<T>(
  url: string,
  schema: z.ZodType<T>,
  options: GetJsonOptions,
  noData: GetJsonOrNullOptions['noData'] | undefined,
): Promise<T | null> {
  const { label, timeoutMs } = options;
  const where = describeUrl(url);
  // A timeout or dropped connection can strike while headers or the body are in transit.
  const transportError = (error: unknown) => {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? new UpstreamError('timeout', `${label} did not answer ${where} within ${timeoutMs} ms`)
      : new UpstreamError('network', `${label} unreachable for ${where}: ${(error as Error).message}`);
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw transportError(error);
  }
  if ((options.rateLimitStatuses ?? [429]).includes(response.status)) {
    await response.body?.cancel();
    throw new UpstreamError('rate-limited', `${label} rate limited ${where}`, {
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (!response.ok) {
    if (noData) {
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch {
        body = undefined; // not JSON, or the body stalled: judged on the status alone
      }
      if (noData(response.status, body)) return null;
    } else {
      await response.body?.cancel();
    }
    throw new UpstreamError('http', `${label} answered ${response.status} for ${where}`, { status: response.status });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError('malformed', `${label} sent invalid JSON for ${where}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('malformed', `${label} sent an unexpected shape for ${where}`);
  return parsed.data;
}

/** Path without the query string: short, and never carries credentials into messages or logs. */
function describeUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

// ---- UTC dates -------------------------------------------------------------------------------
