import { useLocation } from 'wouter';
import { IndexNowTester } from '@/features/operator-tools';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

export function IndexNowTestPage() {
  useInfoRouteMeta();
  const [location] = useLocation();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      <IndexNowTester currentPath={location} />
    </div>
  );
}
