import { type CoinContent, CoinContentSchema, type CoinContentInput } from '@shared/schemas/content';
import { coinFaqEntries } from '@shared/seo/coin-faq';
import { faqPage } from '@shared/seo/structured-data';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { act, cleanup, fireEvent, render, screen, within } from '@/testing/render';
import { CoinContentCard } from './coin-content-card';

afterEach(cleanup);

const files = import.meta.glob<CoinContentInput>('../data/coins/*.json', { eager: true, import: 'default' });
const coins: CoinContent[] = Object.values(files).map((file) => CoinContentSchema.parse(file));
const btc = coins.find((coin) => coin.ticker === 'btc')!;

/** What an open answer shows, written the way the JSON-LD writes answers (see faqAnswerText). */
function shownAnswer(region: HTMLElement): string {
  const parts: string[] = [];
  for (const block of region.firstElementChild!.children) {
    if (block.tagName === 'UL') parts[parts.length - 1] += `\n${[...block.children].map((li) => `- ${li.textContent}`).join('\n')}`;
    else parts.push(block.textContent!);
  }
  return parts.join('\n\n');
}

describe('CoinContentCard and the page’s FAQPage (built on the server from the same entries)', () => {
  it.each(coins.map((coin) => [coin.ticker, coin] as const))(
    '%s: the FAQPage states the questions and answers the card shows, in order',
    (_ticker, coin) => {
      const { container } = render(<CoinContentCard content={coin} target="USD" />);
      const node = faqPage(coinFaqEntries(coin)) as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      const triggers = within(container).getAllByRole('button');
      expect(node.mainEntity.map((question) => question.name)).toEqual(triggers.map((button) => button.textContent));
      expect(node.mainEntity).toHaveLength(4);
      node.mainEntity.forEach((question, index) => {
        fireEvent.click(triggers[index]!);
        const region = screen.getByRole('region', { name: question.name });
        expect(question.acceptedAnswer.text).toBe(shownAnswer(region));
      });
      // Where to buy: every exchange of the list is in the answer, one per line.
      const whereToBuy = node.mainEntity[3]!.acceptedAnswer.text;
      for (const exchange of coin.faq.whereToBuy.exchanges) expect(whereToBuy).toContain(`\n- ${exchange}`);
      expect(whereToBuy.endsWith(coin.faq.whereToBuy.reminder)).toBe(true);
    },
  );

  it('renders on the server and hydrates without a mismatch', async () => {
    const coin = coins.find((c) => c.guide && c.faq.whereToBuy.note) ?? btc;
    for (const content of [btc, coin]) {
      const element = (
        <I18nProvider i18n={createI18n('en', {})}>
          <CoinContentCard content={content} target="USD" />
        </I18nProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
