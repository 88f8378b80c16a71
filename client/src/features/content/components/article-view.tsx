import type { Locale } from '@shared/i18n/locales';
import type { Article, ArticleSection } from '@shared/schemas/content';
import { useId } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { useLocalizedHref } from '@/hooks/use-locale';
import { EnglishText, type EnglishTextKind, useEnglishLang } from './english-text';
import { ContentCard, Paragraphs } from './prose';

/**
 * Renders an Article: title, intro, and sections with lists, tables, links and FAQs. `lang`: the
 * language it is written in (the page's when unset); English on another language's page is
 * marked so and, unless `note` is false, introduced by a sentence saying why.
 */
export function ArticleView({
  article,
  headingLevel = 2,
  lang,
  note = 'article',
}: {
  article: Article;
  headingLevel?: 1 | 2;
  lang?: Locale | undefined;
  note?: EnglishTextKind | false;
}) {
  const id = useId();
  const english = useEnglishLang(lang);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <ContentCard labelledBy={id}>
      <EnglishText lang={english} note={note || undefined}>
        <header className="flex flex-col gap-1 text-center">
          <Title id={id} className="text-2xl font-semibold tracking-tight text-foreground">
            {article.title}
          </Title>
          {article.subtitle && <p className="text-sm text-muted-foreground">{article.subtitle}</p>}
        </header>
        <Paragraphs items={article.intro} />
        {article.sections.map((section) => (
          <ArticleSectionView key={section.heading} section={section} Heading={Section} />
        ))}
      </EnglishText>
    </ContentCard>
  );
}

function ArticleSectionView({ section, Heading }: { section: ArticleSection; Heading: 'h2' | 'h3' }) {
  const href = useLocalizedHref();
  return (
    <div className="flex flex-col gap-3 pt-2">
      <Heading className="text-lg font-semibold text-foreground">{section.heading}</Heading>
      <Paragraphs items={section.paragraphs} />
      {section.list && (
        <ul className="ml-5 list-disc space-y-1.5 text-muted-foreground marker:text-primary">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead>
              <tr className="border-b text-left">
                {section.table.columns.map((c) => (
                  <th key={c} scope="col" className="py-2 pr-4 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')} className="border-b text-muted-foreground last:border-0">
                  {row.map((cell, i) => (
                    <td key={`${i}-${cell}`} className="py-2 pr-4">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {section.links && (
        <ul className="flex flex-wrap gap-2">
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={href(link.href)} className="inline-flex rounded-md border px-3 py-1.5 text-sm text-primary hover:bg-accent">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {section.faqs && (
        <Accordion className="rounded-md border px-4">
          {section.faqs.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>
                <Paragraphs items={faq.answer} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </div>
  );
}
