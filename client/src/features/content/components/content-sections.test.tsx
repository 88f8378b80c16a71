import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { withDefaultCurrencies } from '@shared/currencies/default-lists';
import type { Locale } from '@shared/i18n/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currenciesQuery } from '@/lib/currencies-query';
import { createQueryClient } from '@/lib/query-client';
import { cleanup, render, screen } from '@/testing/render';
import { ArticleBlock, FixedAmountContent, PairContent } from './content-sections';

afterEach(cleanup);

const GUIDE_NOTE = 'This guide is not available in your language yet, so it is shown in English.';
const LEGAL_NOTE = 'This legal text is published in English; the English version applies.';
/** The German catalog's entry for the note, compiled as the Vite plugin compiles catalogs. */
const GERMAN = {
  [generateMessageId(GUIDE_NOTE)]: compileMessage(
    'Dieser Leitfaden ist noch nicht auf Deutsch verfügbar und wird daher auf Englisch angezeigt.',
  ),
} as unknown as Record<string, string>;

function renderIn(locale: Locale, ui: ReactElement, messages: Record<string, string> = {}) {
  const queryClient = createQueryClient();
  // The lists the generic block names currencies from, without a server.
  for (const type of ['crypto', 'fiat'] as const)
    queryClient.setQueryData(currenciesQuery(type).queryKey, withDefaultCurrencies(null, type));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(ui, { locale, messages, wrapper });
}

describe('PairContent by the page’s locale (decision 017)', () => {
  it('English: the coin guide only on /{ticker}-to-usd, with nothing marked', async () => {
    const { container } = renderIn('en', <PairContent fromTicker="btc" toTicker="usd" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bitcoin (BTC) to USD Converter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Converting Bitcoin (BTC) to USD' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How to Use Our BTC to USD Converter Tool' })).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderIn('en', <PairContent fromTicker="btc" toTicker="eur" />);
    expect(screen.getByRole('heading', { level: 2, name: 'BTC to EUR Converter' })).toBeInTheDocument();
    expect(screen.queryByText(/Converting Bitcoin/)).toBeNull();
  });

  it('German page of BTC to EUR: the German guide in the page’s language, without the BTC-to-USD walkthrough', async () => {
    const { container } = renderIn('de', <PairContent fromTicker="btc" toTicker="eur" />, GERMAN);
    expect(await screen.findByText(/^Bitcoin ist die erste Kryptowährung/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Converting Bitcoin (BTC) to EUR' })).toBeInTheDocument();
    // Given the time it takes on /de/btc-to-usd (next test), the walkthrough would be there by now.
    await expect(
      screen.findByRole('heading', { name: 'So nutzen Sie unseren Umrechner für BTC in USD' }, { timeout: 800 }),
    ).rejects.toThrow();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('German page of BTC to USD: the guide and the BTC-to-USD walkthrough, both in German', async () => {
    renderIn('de', <PairContent fromTicker="btc" toTicker="usd" />, GERMAN);
    expect(await screen.findByText(/^Bitcoin ist die erste Kryptowährung/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'So nutzen Sie unseren Umrechner für BTC in USD' })).toBeInTheDocument();
  });

  it('German page of a coin without a translation: the English guide inside lang="en", introduced by the translated note', async () => {
    renderIn('de', <PairContent fromTicker="aave" toTicker="eur" />, GERMAN);
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Aave (AAVE) to EUR Converter');
    expect(heading.closest('[lang]')).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Dieser Leitfaden ist noch nicht auf Deutsch verfügbar und wird daher auf Englisch angezeigt.');
    expect(note.closest('[lang]')).toBeNull();
    const intro = screen.getByText(/^Aave is /);
    expect(intro.closest('[lang]')).toHaveAttribute('lang', 'en');
    // Our own headings inside the English text keep the page's language.
    expect(screen.getByRole('heading', { level: 3, name: 'Frequently Asked Questions' })).toHaveAttribute('lang', 'de');
  });

  it('other languages: no guide for a coin target', () => {
    renderIn('ja', <PairContent fromTicker="eth" toTicker="btc" />);
    expect(screen.getByRole('heading', { level: 2, name: 'ETH to BTC Converter' })).toBeInTheDocument();
  });
});

describe('articles shown in English on other languages’ pages', () => {
  it('a legal page says the English version applies', async () => {
    renderIn('fr', <ArticleBlock name="privacy" headingLevel={1} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(LEGAL_NOTE);
  });

  it('the same page in English has no note', async () => {
    const { container } = renderIn('en', <ArticleBlock name="privacy" headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a fixed-amount page without a translation: one note for its English articles', async () => {
    renderIn('de', <FixedAmountContent fromTicker="eth" amount={1} />);
    const notes = await screen.findAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(document.querySelectorAll('section [lang="en"]')).toHaveLength(2);
  });

  it('guide links stay on the page’s language', async () => {
    renderIn('de', <ArticleBlock name="btcGuide" />);
    const link = await screen.findByRole('link', { name: '0,1 BTC in USD' });
    expect(link).toHaveAttribute('href', '/de/btc-to-usd/0.1');
  });
});
