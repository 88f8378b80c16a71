import { useLocation } from 'wouter';
import { IndexNowTester } from '@/features/operator-tools';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';
import { useLocalizedHref } from '@/hooks/use-locale';

export function IndexNowTestPage() {
  useInfoRouteMeta();
  const [location] = useLocation();
  const href = useLocalizedHref();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      {/* Wouter's location is the path within the locale's base: the page's address has the prefix. */}
      <IndexNowTester currentPath={href(location)} />
    </div>
  );
}
