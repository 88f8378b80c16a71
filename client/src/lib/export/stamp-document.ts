import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExportDocument } from './export-document';

/** Where and when the export was made, as its last facts: the page's address and the moment. */
export function stampDocument(i18n: I18n, doc: ExportDocument, pageUrl: string, now: Date): ExportDocument {
  return {
    ...doc,
    facts: [...doc.facts, [i18n._(msg`Page`), pageUrl], [i18n._(msg`Exported`), { instant: now.toISOString() }]],
  };
}
