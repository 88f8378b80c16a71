import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shared/i18n/locales';
import type { CoinContent } from '@shared/schemas/content';
import { coinFaqEntries } from '@shared/seo/coin-faq';
import type { FaqBlock } from '@shared/seo/structured-data';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { EnglishText, useEnglishLang } from './english-text';
import { ContentCard, Paragraphs } from './prose';

/**
 * The product spec's coin card, both layouts: the FAQ card and the guide (steps, factors, why, closing).
 * `target`: the code of the page's target currency ("USD" on English pages, any fiat in other
 * languages). `lang`: the language the guide is written in (the page's when unset); an English
 * guide on another language's page is marked so, and its translated headings keep the page's.
 */
export function CoinContentCard({ content, target, lang }: { content: CoinContent; target: string; lang?: Locale | undefined }) {
  const id = useId();
  const { t } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const english = useEnglishLang(lang);
  // The page's language for our own headings inside a guide shown in English.
  const ui = english ? locale : undefined;
  const { name, symbol, guide } = content;
  const faqEntries = coinFaqEntries(content);
  return (
    <ContentCard labelledBy={id}>
      <h2 id={id} className="text-center text-2xl font-semibold tracking-tight text-foreground">
        <Trans>
          {name} ({symbol}) to {target} Converter
        </Trans>
      </h2>
      <EnglishText lang={english} note="guide">
        {content.notice && (
          <p role="note" className="flex gap-2 rounded-md bg-warning p-3 text-sm text-warning-foreground">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {content.notice}
          </p>
        )}
        <Paragraphs items={content.intro} />

        <h3 lang={ui} className="pt-2 text-lg font-semibold text-foreground">
          <Trans>
            Converting {name} ({symbol}) to {target}
          </Trans>
        </h3>
        <p className="text-muted-foreground">{content.converting}</p>

        {guide && (
          <>
            <h3 lang={ui} className="pt-2 text-lg font-semibold text-foreground">
              <Trans>
                How to convert {symbol} to {target}
              </Trans>
            </h3>
            <ol className="ml-5 list-decimal space-y-2 text-muted-foreground marker:font-semibold marker:text-primary">
              {guide.steps.map((step) => (
                <li key={step.slice(0, 40)}>{step}</li>
              ))}
            </ol>
            <CardGrid title={t`What moves the ${symbol} price`} titleLang={ui} cards={guide.priceFactors} />
            <CardGrid title={t`Why convert ${symbol} to ${target}`} titleLang={ui} cards={guide.whyConvert} />
          </>
        )}

        {content.valueTable && (
          <div className="flex flex-col gap-2 pt-2">
            <h3 className="text-lg font-semibold text-foreground">{content.valueTable.caption}</h3>
            <table className="w-full text-sm tabular-nums">
              <thead>
                <tr lang={ui} className="border-b text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>Illustrative value</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {content.valueTable.rows.map((row) => (
                  <tr key={row.amount} className="border-b text-muted-foreground last:border-0">
                    <td className="py-2 pr-4">{row.amount}</td>
                    <td className="py-2 text-right">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-sm text-muted-foreground">{content.valueTable.note}</p>
          </div>
        )}

        <h3 lang={ui} className="pt-2 text-lg font-semibold text-foreground">
          <Trans>Frequently Asked Questions</Trans>
        </h3>
        <Accordion className="rounded-md border px-4">
          {faqEntries.map((entry) => (
            <AccordionItem key={entry.question} value={entry.question}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>
                <FaqAnswer blocks={entry.answer} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        {guide && (
          <div className="flex flex-col gap-3 pt-2">
            <h3 className="text-lg font-semibold text-foreground">{guide.closing.title}</h3>
            <Paragraphs items={guide.closing.paragraphs} />
          </div>
        )}

        {content.related && content.related.length > 0 && (
          <nav aria-label={t`More ${symbol} conversions`} className="flex flex-wrap gap-2 pt-2">
            {content.related.map((link) => (
              <a key={link.href} href={href(link.href)} className="rounded-md border px-3 py-1.5 text-sm text-primary hover:bg-accent">
                {link.text}
              </a>
            ))}
          </nav>
        )}
      </EnglishText>
    </ContentCard>
  );
}

function CardGrid({
  title,
  titleLang,
  cards,
}: {
  title: string;
  titleLang: string | undefined;
  cards: readonly { title: string; text: string }[];
}) {
  return (
    <div className="flex flex-col gap-3 pt-2">
      <h3 lang={titleLang} className="text-lg font-semibold text-foreground">
        {title}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <div key={card.title} className="rounded-md border bg-muted/40 p-4">
            <h4 className="font-medium text-foreground">{card.title}</h4>
            <p className="mt-1 text-sm text-muted-foreground">{card.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** An answer's paragraphs and lists (the exchanges of "Where can I buy…"). */
function FaqAnswer({ blocks }: { blocks: readonly FaqBlock[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block.slice(0, 48)} className="text-muted-foreground">
            {block}
          </p>
        ) : (
          <ul key={`list-${block.join()}`} className="ml-5 list-disc space-y-1 marker:text-primary">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
