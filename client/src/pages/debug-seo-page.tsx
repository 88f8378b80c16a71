import { SeoDebugger } from '@/features/operator-tools';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

export function DebugSeoPage() {
  useInfoRouteMeta();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      <SeoDebugger />
    </div>
  );
}
