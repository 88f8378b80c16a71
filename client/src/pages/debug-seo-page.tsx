import { SeoDebugger } from '@/features/operator-tools';
import { useRouteMeta } from '@/hooks/use-route-meta';

export function DebugSeoPage() {
  useRouteMeta();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      <SeoDebugger />
    </div>
  );
}
