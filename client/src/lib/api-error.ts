import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorDetail } from '@shared/schemas/api-error';

/**
 * Our words for a failure: a descriptor, translated only where it is shown (`errorText`), since
 * the code that throws has no i18n instance; or text in no language of ours (a status line).
 */
export type ErrorWords = MessageDescriptor | string;

export const UNREACHABLE = msg`We could not reach our server. Check your connection and try again.`;

// A descriptor's English is stripped from production builds: its id still names it in logs.
const english = (words: ErrorWords | undefined) => (typeof words === 'object' ? (words.message ?? words.id) : (words ?? ''));

/**
 * A failure a visitor reads, with our words for it. Thrown directly for the client's own checks
 * (a calculation that cannot be made, notifications this browser refuses); ApiError and
 * NetworkError are the server calls' kinds of it.
 */
export class ExplainedError extends Error {
  constructor(
    readonly words: ErrorWords | undefined,
    message = english(words),
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ExplainedError';
  }
}

/** A request that never reached the server (offline, server down); the browser's error is its cause. */
export class NetworkError extends ExplainedError {
  constructor(cause?: unknown) {
    super(UNREACHABLE, undefined, { cause });
    this.name = 'NetworkError';
  }
}

export type ApiErrorInit = {
  status: number;
  statusText?: string;
  /** The server's own sentence (`{ error }`), English. */
  sentence?: string | undefined;
  /** The failure as data (`{ detail }`, shared/schemas/api-error.ts): each page words it. */
  detail?: ApiErrorDetail | undefined;
  /** Seconds to wait, from Retry-After. */
  retryAfter?: number | undefined;
  /** Our words, where the call declares its own for this failure. */
  words?: ErrorWords | undefined;
  cause?: unknown;
};

/**
 * The API answered, but not with what was asked: a non-OK status, or an OK answer of the wrong
 * shape. `code` is the server's error code (`detail.code`) when it sent one.
 */
export class ApiError extends ExplainedError {
  declare readonly status: number;
  declare readonly code: ApiErrorDetail['code'] | undefined;
  declare readonly detail: ApiErrorDetail | undefined;
  declare readonly sentence: string | undefined;
  declare readonly retryAfter: number | undefined;

  constructor({ status, statusText = '', sentence, detail, retryAfter, words, cause }: ApiErrorInit) {
    super(words, words === undefined ? (sentence ?? `${status}: ${statusText}`) : undefined, { cause });
    this.name = 'ApiError';
    Object.assign(this, { status, code: detail?.code, detail, sentence, retryAfter });
  }
}
