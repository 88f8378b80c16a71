import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '@shared/site';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import type { ExportDocument } from '@/lib/export/export-document';
import { isNumberCell, printCell } from '@/lib/export/print-cell';

/** Set on <html> while the print view is open: globals.css then shows only the view, on screen and on paper. */
const OPEN_ATTRIBUTE = 'data-print-view';

/**
 * An export as a page of its own, for the printer (or "Save as PDF"): the figures in the
 * visitor's language and number format, black on white on paper. The page behind keeps its
 * state; Back, Escape and the browser's back button return to it where it was.
 */
export function PrintView({ document: doc, onClose }: { document: ExportDocument; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // The history entry the view adds is marked with this id, so a re-run of the effect (React's
  // StrictMode mounts twice in development) finds it instead of adding a second one.
  const entry = useId();
  const mounted = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    const scrolledTo = window.scrollY;
    const ours = () => (window.history.state as { printView?: string } | null)?.printView === entry;
    mounted.current = true;
    root.setAttribute(OPEN_ATTRIBUTE, '');
    window.scrollTo(0, 0);
    heading.current?.focus();
    // An entry of its own, so the phone's back gesture closes the view instead of leaving the page.
    if (!ours()) window.history.pushState({ ...(window.history.state as object | null), printView: entry }, '', window.location.href);
    const onPop = () => {
      if (!ours()) closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.history.back();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      mounted.current = false;
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
      root.removeAttribute(OPEN_ATTRIBUTE);
      window.scrollTo(0, scrolledTo);
      // Gone without Back (the result replaced): take the entry off, unless mounted again at once.
      setTimeout(() => {
        if (!mounted.current && ours()) window.history.back();
      });
    };
  }, [entry]);

  const cellClass = 'border-b px-2 py-1.5 align-top print:px-1 print:py-1';
  // A table of more than seven columns (the DCA purchases) goes on a landscape page (globals.css).
  const wide = doc.tables.some((table) => table.columns.length > 7);
  return createPortal(
    <div
      data-print-view-root=""
      className={`min-h-screen bg-background text-foreground print:bg-white print:text-black ${wide ? 'print-landscape' : ''}`}
    >
      <div className="sticky top-0 border-b bg-card print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Button variant="outline" size="sm" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to the result</Trans>
          </Button>
          <div className="flex items-center gap-3">
            <p className="hidden text-xs text-muted-foreground sm:block">
              <Trans>The print dialog can also save it as a PDF.</Trans>
            </p>
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              <Trans>Print</Trans>
            </Button>
          </div>
        </div>
      </div>
      <article
        aria-labelledby="print-view-title"
        className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 text-sm print:max-w-none print:px-0 print:py-0"
      >
        <header className="flex flex-col gap-1">
          <p className="text-xs font-medium text-muted-foreground">{SITE_NAME}</p>
          <h1 id="print-view-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {doc.title}
          </h1>
        </header>
        <dl
          className="grid grid-cols-1 gap-x-6 gap-y-1 tabular-nums sm:grid-cols-[max-content_1fr] print:grid-cols-[max-content_1fr]"
          data-testid="print-facts"
        >
          {doc.facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="mb-1 break-all sm:mb-0 print:mb-0">{printCell(locale, value)}</dd>
            </div>
          ))}
        </dl>
        {doc.tables.map((table) => (
          <section key={table.caption} className="flex flex-col gap-2">
            <h2 className="text-base font-semibold">{table.caption}</h2>
            {/* Wide tables scroll on a phone; on paper they take the page's width. */}
            <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="group" aria-label={table.caption}>
              <table className="w-full min-w-[56rem] border-collapse text-xs tabular-nums print:min-w-0 print:text-[7.5pt]">
                <thead>
                  <tr>
                    {table.columns.map((column, i) => (
                      <th
                        key={column}
                        scope="col"
                        className={`${cellClass} font-medium text-muted-foreground ${table.rows.some((row) => isNumberCell(row[i] ?? null)) ? 'text-right' : 'text-left'}`}
                      >
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, r) => (
                    // Rows and columns are positions in a fixed calculation: their order is their identity.
                    <tr key={r} className="break-inside-avoid">
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row" className={`${cellClass} text-left font-normal`}>
                            {printCell(locale, cell)}
                          </th>
                        ) : (
                          <td key={i} className={`${cellClass} ${isNumberCell(cell) ? 'whitespace-nowrap text-right' : ''}`}>
                            {printCell(locale, cell)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        {doc.notes.length > 0 && (
          <footer className="flex flex-col gap-1 text-xs text-muted-foreground">
            {doc.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            <p>{t`Figures as computed, to 15 significant digits; the CSV download holds the same figures as plain decimals.`}</p>
          </footer>
        )}
      </article>
    </div>,
    document.body,
  );
}
