import { useLocation } from 'wouter';
import { IndexNowTester } from '@/features/operator-tools';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function IndexNowTestPage() {
  useDocumentTitle('IndexNow Tester | Crypto Calculator and Converter');
  const [location] = useLocation();
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      <IndexNowTester currentPath={location} />
    </div>
  );
}
