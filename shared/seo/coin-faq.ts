import type { CoinContent } from '../schemas/content';
import type { FaqEntry } from './structured-data';

/**
 * A coin guide's four FAQs in the order its card shows them: the card's accordion and the page's
 * FAQPage JSON-LD (written into the head on the server) are both drawn from this, so the
 * structured answers cannot drift from the visible ones.
 */
export function coinFaqEntries({ faq }: CoinContent): FaqEntry[] {
  const { whereToBuy } = faq;
  return [
    ...[faq.what, faq.unique, faq.rateFactors],
    {
      question: whereToBuy.question,
      answer: [whereToBuy.intro, whereToBuy.exchanges, ...(whereToBuy.note ? [whereToBuy.note] : []), whereToBuy.reminder],
    },
  ];
}
