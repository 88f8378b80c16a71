import { WIDGET_SCRIPT_PATH } from '@shared/widget';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPage } from '@/lib/lazy-page';
import { MarkInteractive } from '@/lib/mark-interactive';
import { onFirstInteraction } from '@/lib/on-first-interaction';

const CONTENT_ID = 'widget-configurator';

/**
 * The configurator's code (~4 KB gzip) waits for the first interaction, as the developers page's
 * does: the server renders it in full, the browser keeps that HTML, and the preview works
 * before it, since the loader script upgrades the server-rendered <crypto-converter> itself.
 */
export const configuratorContent = lazyPage(() =>
  whenNeeded()
    .then(() => import('@/features/widget'))
    .then((m) => ({ default: m.WidgetConfiguratorForPage })),
);

function whenNeeded(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  const rendered = document.getElementById(CONTENT_ID)?.hasChildNodes() ?? false;
  return rendered ? onFirstInteraction() : Promise.resolve();
}

/** /widget: the embeddable converter's configurator (English only: developer tooling). */
export function WidgetPage() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:py-12">
      {/* React puts it in the head, once: the preview's element works from the first paint. */}
      <script src={WIDGET_SCRIPT_PATH} async />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Embed the converter</h1>
        <p className="text-muted-foreground">
          Put a live crypto converter on your own site: choose what it shows, check the preview, then copy the code.
        </p>
      </div>
      <div id={CONTENT_ID}>
        <Suspense fallback={<Skeleton className="h-[40rem] w-full" />}>
          <configuratorContent.Page />
          <MarkInteractive target={CONTENT_ID} />
        </Suspense>
      </div>
    </div>
  );
}
