import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPage } from '@/lib/lazy-page';
import { MarkInteractive } from '@/lib/mark-interactive';
import { onFirstInteraction } from '@/lib/on-first-interaction';

const CONTENT_ID = 'developers-doc';

/**
 * The reference's code (~10 KB gzip) is no part of the first load. The server renders it in full;
 * the browser keeps that HTML as it is (a Suspense boundary still waiting for its code stays the
 * server's) and loads the code at the first interaction, which makes the copy and Try-it buttons
 * work. Reached by client-side navigation, with no server HTML, it loads at once.
 */
export const developersContent = lazyPage(() =>
  whenNeeded()
    .then(() => import('@/features/developers'))
    .then((m) => ({ default: m.DevelopersReference })),
);

function whenNeeded(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  const rendered = document.getElementById(CONTENT_ID)?.hasChildNodes() ?? false;
  return rendered ? onFirstInteraction() : Promise.resolve();
}

/** /developers: the public API's documentation (English only), in the site's page padding. */
export function DevelopersPage() {
  return (
    <div id={CONTENT_ID} className="px-4 py-8 sm:py-12">
      <Suspense fallback={<DocumentationSkeleton />}>
        <developersContent.Page />
        <MarkInteractive target={CONTENT_ID} />
      </Suspense>
    </div>
  );
}

function DocumentationSkeleton() {
  return (
    <div role="status" aria-label="Loading the documentation" className="mx-auto flex w-full max-w-content flex-col gap-4">
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
