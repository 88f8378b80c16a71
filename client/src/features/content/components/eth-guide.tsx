import { useQuery } from '@tanstack/react-query';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { loadEthGuide } from '../articles';
import { ArticleView } from './article-view';
import { ContentPending, contentQueryOptions } from './prose';

const TABS = [
  { value: 'about', label: 'About Ethereum' },
  { value: 'conversion', label: 'ETH Conversion' },
  { value: 'investing', label: 'ETH Investing' },
] as const;

/** Spec §2: the ETH guide, three tabs (About Ethereum by default), history table and FAQ. */
export function EthGuide() {
  const query = useQuery({ queryKey: ['eth-guide'], queryFn: loadEthGuide, ...contentQueryOptions });
  const data = query.data;
  if (!data) return <ContentPending query={query} />;
  return (
    <>
      <Tabs defaultValue="about" className="mx-auto flex w-full max-w-content flex-col gap-3">
        <TabsList aria-label="Ethereum guide">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="rounded-lg">
            <ArticleView article={data[tab.value]} />
          </TabsContent>
        ))}
      </Tabs>
      <ArticleView article={data.history} />
      <ArticleView article={data.faq} />
    </>
  );
}
