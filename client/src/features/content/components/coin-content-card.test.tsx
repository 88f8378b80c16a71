import { type CoinContent, CoinContentSchema, type CoinContentInput } from '@shared/schemas/content';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinContentCard } from './coin-content-card';

afterEach(cleanup);

const files = import.meta.glob<{ default: CoinContentInput }>('../data/coins/*.ts', { eager: true });
const coins: CoinContent[] = Object.values(files).map((file) => CoinContentSchema.parse(file.default));
const btc = coins.find((coin) => coin.ticker === 'btc')!;

type FaqNode = { '@context': string; '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] };

/** The card's FAQPage, read back as a JSON-LD reader does: the script's text as JSON. */
function faqJsonLd(root: ParentNode): FaqNode {
  const scripts = root.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent!) as FaqNode;
}

/** What an open answer shows, written the way the JSON-LD writes answers (see faqAnswerText). */
function shownAnswer(region: HTMLElement): string {
  const parts: string[] = [];
  for (const block of region.firstElementChild!.children) {
    if (block.tagName === 'UL') parts[parts.length - 1] += `\n${[...block.children].map((li) => `- ${li.textContent}`).join('\n')}`;
    else parts.push(block.textContent!);
  }
  return parts.join('\n\n');
}

describe('CoinContentCard FAQPage JSON-LD', () => {
  it.each(coins.map((coin) => [coin.ticker, coin] as const))('%s: states the questions and answers the card shows, in order', (_ticker, coin) => {
    const { container } = render(<CoinContentCard content={coin} />);
    const node = faqJsonLd(container);
    expect(node['@context']).toBe('https://schema.org');
    expect(node['@type']).toBe('FAQPage');
    const triggers = within(container).getAllByRole('button');
    expect(node.mainEntity.map((question) => question.name)).toEqual(triggers.map((button) => button.textContent));
    expect(node.mainEntity).toHaveLength(4);
    node.mainEntity.forEach((question, index) => {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      fireEvent.click(triggers[index]!);
      const region = screen.getByRole('region', { name: question.name });
      expect(question.acceptedAnswer.text).toBe(shownAnswer(region));
    });
    // Where to buy: every exchange of the list is in the answer, one per line.
    const whereToBuy = node.mainEntity[3]!.acceptedAnswer.text;
    for (const exchange of coin.faq.whereToBuy.exchanges) expect(whereToBuy).toContain(`\n- ${exchange}\n`.trimEnd());
    expect(whereToBuy.endsWith(coin.faq.whereToBuy.reminder)).toBe(true);
  });

  it('keeps text that would close the script or open a comment inside it, as data', () => {
    const hostile = 'Watch out for </script><script>alert(1)</script> and <!-- comments --> & friends, said nobody.';
    const coin: CoinContent = {
      ...btc,
      faq: { ...btc.faq, what: { question: 'What is </script>?', answer: [hostile] }, whereToBuy: { ...btc.faq.whereToBuy, exchanges: ['A</script>', 'B', 'C', 'D', 'E', 'F'] } },
    };
    const html = renderToString(<CoinContentCard content={coin} />);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelectorAll('script')).toHaveLength(1);
    const node = faqJsonLd(container);
    expect(node.mainEntity[0]).toMatchObject({ name: 'What is </script>?', acceptedAnswer: { text: hostile } });
    expect(node.mainEntity[3]!.acceptedAnswer.text).toContain('\n- A</script>\n- B\n');
  });

  it('renders on the server and hydrates without a mismatch', async () => {
    const coin = coins.find((c) => c.guide && c.faq.whereToBuy.note) ?? btc;
    for (const content of [btc, coin]) {
      const element = <CoinContentCard content={content} />;
      const html = renderToString(element);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const before = faqJsonLd(container);
      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(faqJsonLd(container)).toEqual(before);
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
