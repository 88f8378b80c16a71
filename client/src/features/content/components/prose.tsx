import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The one look for editorial text: centred column of at most 932 px (spec §9), calm spacing. */
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

export function ContentSkeleton() {
  return (
    <ContentCard>
      <div role="status" aria-label="Loading article" className="flex flex-col gap-3">
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
