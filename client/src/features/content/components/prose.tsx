import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The one look for editorial text: centred column of at most 932 px (the product spec), calm spacing. */
export function ContentCard({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('mx-auto flex w-full max-w-content flex-col gap-4 rounded-lg border bg-card p-5 leading-relaxed sm:p-8', className)}
    >
      {children}
    </section>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text.slice(0, 48)} className="text-muted-foreground">
          {text}
        </p>
      ))}
    </>
  );
}

/**
 * Page text is code loaded on demand: saved on the device once read, else fetched. Asked once
 * even offline (the device may have it), never retried by itself.
 */
export const contentQueryOptions = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  networkMode: 'offlineFirst',
} as const;

/** Where page text goes while it loads, or, when it could not be loaded, a way to try again. */
export function ContentPending({ query }: { query: { isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> } }) {
  if (!query.isError) return <ContentSkeleton />;
  return (
    <ContentCard className="items-center text-center">
      <p className="text-muted-foreground" role="status">
        <Trans>This part of the page could not be loaded. Check your connection, then try again.</Trans>
      </p>
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
      </Button>
    </ContentCard>
  );
}

/** The skeleton's name: shown before the text's code and catalog load, so every page's catalog has it. */
export const LOADING_ARTICLE = msg`Loading article`;

export function ContentSkeleton() {
  const { i18n } = useLingui();
  return (
    <ContentCard>
      <div role="status" aria-label={i18n._(LOADING_ARTICLE)} className="flex flex-col gap-3">
        <Skeleton className="mx-auto h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </ContentCard>
  );
}
