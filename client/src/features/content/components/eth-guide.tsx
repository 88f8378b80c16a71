import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/hooks/use-locale';
import { ethGuideQuery } from '../content-queries';
import { ArticleView } from './article-view';
import { ContentPending } from './prose';

const TABS: readonly { value: 'about' | 'conversion' | 'investing'; label: MessageDescriptor }[] = [
  { value: 'about', label: msg`About Ethereum` },
  { value: 'conversion', label: msg`ETH Conversion` },
  { value: 'investing', label: msg`ETH Investing` },
];

/** The product spec's ETH guide: three tabs (About Ethereum by default), history table and FAQ. */
export function EthGuide() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const query = useQuery(ethGuideQuery(locale));
  const data = query.data;
  if (!data) return <ContentPending query={query} />;
  // Shown in English: each tab's article says so (one is visible at a time); the two cards after
  // it follow at once and are only marked.
  return (
    <>
      <Tabs defaultValue="about" className="mx-auto flex w-full max-w-content flex-col gap-3">
        <TabsList aria-label={t`Ethereum guide`}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="rounded-lg">
            <ArticleView article={data[tab.value]} lang={data.lang} note="guide" />
          </TabsContent>
        ))}
      </Tabs>
      <ArticleView article={data.history} lang={data.lang} note={false} />
      <ArticleView article={data.faq} lang={data.lang} note={false} />
    </>
  );
}
