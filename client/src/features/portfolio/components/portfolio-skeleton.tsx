import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';

/** The portfolio's place while this browser's data or the view's code loads: the same in both. */
export function PortfolioSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your portfolio`} className="flex flex-col gap-4">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
