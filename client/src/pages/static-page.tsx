import type { StaticPage } from '@shared/routes';
import { ArticleBlock } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';

const TITLES: Record<Exclude<StaticPage, 'contact'>, string> = {
  about: 'About Us',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  disclaimer: 'Disclaimer',
};

/** About and the legal pages: one article each, as data. */
export function StaticArticlePage({ page }: { page: Exclude<StaticPage, 'contact'> }) {
  useDocumentTitle(`${TITLES[page]} | Crypto Calculator and Converter`);
  return (
    <div className="flex flex-col gap-6 px-4 py-8 sm:py-12">
      <ArticleBlock name={page} headingLevel={1} />
    </div>
  );
}
