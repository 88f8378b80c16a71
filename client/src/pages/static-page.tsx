import type { StaticPage } from '@shared/routes';
import { ArticleBlock } from '@/features/content';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

/** About and the legal pages: one article each, as data. */
export function StaticArticlePage({ page }: { page: Exclude<StaticPage, 'contact'> }) {
  useInfoRouteMeta();
  return (
    <div className="flex flex-col gap-6 px-4 py-8 sm:py-12">
      <ArticleBlock name={page} headingLevel={1} />
    </div>
  );
}
