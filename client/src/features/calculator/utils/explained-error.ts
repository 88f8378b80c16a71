import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorMessageText } from '@/lib/api-client';

/**
 * A failure the visitor reads, thrown far from any component: it carries its message as a
 * descriptor, translated where it is shown (`errorText`). No code compares these messages.
 */
export class ExplainedError extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    // The English source text where the build keeps it (dev, tests), else the message's id.
    super(descriptor.message ?? descriptor.id);
    this.name = 'ExplainedError';
  }
}

/** A calculation's error as the page's language shows it; the server's own sentences stay as sent. */
export function errorText(i18n: I18n, error: Error): string {
  return error instanceof ExplainedError ? i18n._(error.descriptor) : errorMessageText(i18n, error);
}
