import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { ExportDocument } from '@/lib/export/export-document';
import { loadOnce } from '@/lib/load-once';

// Loaded on the first export: the CSV writer and the print view are in no page's first load.
const exportModules = loadOnce(() => Promise.all([import('@/lib/export/export-document'), import('@/lib/export/stamp-document')]));
const printViewModule = loadOnce(() => import('./print-view'));

type PrintView = typeof import('./print-view')['PrintView'];

export type ExportActionsProps = {
  /** The result as an export document, in the page's language (built on demand, may load its builder). */
  build: (i18n: I18n) => Promise<ExportDocument>;
  /** The download button's words, saying what the file holds. */
  csvLabel: ReactNode;
};

/** "Download CSV" and "Print view" buttons (for a flex row): two renderings of the one document `build` makes. */
export function ExportActions({ build, csvLabel }: ExportActionsProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<{ doc: ExportDocument; View: PrintView } | null>(null);
  const printButton = useRef<HTMLButtonElement>(null);

  const stamped = async () => {
    const [[csv, stamp], doc] = await Promise.all([exportModules.load(), build(i18n)]);
    return { csv, doc: stamp.stampDocument(i18n, doc, window.location.href, new Date()) };
  };
  const failed = () =>
    toast({
      variant: 'destructive',
      title: t`Could not prepare the export`,
      description: t`Part of the page did not load. Check your connection and try again.`,
    });

  const download = async () => {
    try {
      const { csv, doc } = await stamped();
      csv.downloadCsv(doc.name, csv.documentCsv(doc));
    } catch {
      failed();
    }
  };
  const print = async () => {
    try {
      const [{ doc }, { PrintView }] = await Promise.all([stamped(), printViewModule.load()]);
      setOpen({ doc, View: PrintView });
    } catch {
      failed();
    }
  };
  const close = () => {
    setOpen(null);
    // After the view has gone and the page shows again (a hidden button takes no focus).
    requestAnimationFrame(() => printButton.current?.focus());
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void download()}>
        <Download aria-hidden="true" />
        {csvLabel}
      </Button>
      <Button ref={printButton} variant="outline" size="sm" onClick={() => void print()}>
        <Printer aria-hidden="true" />
        <Trans>Print view</Trans>
      </Button>
      {open && <open.View document={open.doc} onClose={close} />}
    </>
  );
}
