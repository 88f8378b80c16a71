import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { openApiQuery } from '../api/openapi-query';
import { serverUrl } from '../utils/operations';
import { AttributionSection } from './attribution-section';
import { ChangelogSection } from './changelog-section';
import { ErrorsSection } from './errors-section';
import { IntroSection } from './intro-section';
import { LimitsSection } from './limits-section';
import { MachineReadableSection } from './machine-readable-section';
import { QuickStartSection } from './quick-start-section';
import { ReferenceSection } from './reference-section';
import { WidgetSection } from './widget-section';

/**
 * The developers page (English only): written from the API's OpenAPI document, which server
 * rendering has already put in the query cache, so it renders in one pass. Client navigation may
 * still have to fetch it: skeletons meanwhile, a way to try again if that fails.
 */
export function DevelopersReference() {
  const query = useQuery(openApiQuery());
  const doc = query.data;
  if (!doc) {
    return (
      <div className="flex flex-col gap-6">
        <IntroSection contents={false} />
        {query.isError ? <LoadFailed retrying={query.isFetching} retry={() => void query.refetch()} /> : <LoadingSkeleton />}
      </div>
    );
  }
  const server = serverUrl(doc);
  return (
    <div className="flex flex-col gap-6">
      <IntroSection />
      <QuickStartSection server={server} />
      <LimitsSection limit={doc.info['x-rate-limit']} />
      <ErrorsSection />
      <ReferenceSection doc={doc} />
      <WidgetSection server={server} />
      <AttributionSection server={server} />
      <MachineReadableSection />
      <ChangelogSection />
    </div>
  );
}

function LoadingSkeleton() {
  return (
    <div role="status" aria-label="Loading the API reference" className="mx-auto flex w-full max-w-content flex-col gap-6">
      {[0, 1].map((card) => (
        <div key={card} className="flex flex-col gap-3 rounded-lg border bg-card p-5 sm:p-8">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ retrying, retry }: { retrying: boolean; retry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col items-center gap-4 rounded-lg border bg-card p-5 text-center sm:p-8">
      <p role="status" className="text-muted-foreground">
        The API reference could not be loaded. Check your connection, then try again.
      </p>
      <Button variant="outline" disabled={retrying} onClick={retry}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
