import { describe, expect, it } from 'vitest';
import { ArticleSchema, CoinContentSchema } from './content';

const PROSE = 'Bitcoin is a decentralised digital currency that runs without a central bank at all.';
const ANSWER = { question: 'What is it?', answer: [PROSE] };
const COIN = {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [PROSE, PROSE],
  converting: PROSE,
  faq: {
    what: ANSWER,
    unique: ANSWER,
    rateFactors: ANSWER,
    whereToBuy: { question: 'Where to buy?', intro: PROSE, exchanges: ['A', 'B', 'C', 'D', 'E', 'F'], reminder: PROSE },
  },
};

/** What the browser and the server both make of a content file: the page hydrates from the same parse. */
describe('content schemas', () => {
  it('trims text and fills the optional lists, as the page renders them', () => {
    expect(ArticleSchema.parse({ title: '  About  ', sections: [{ heading: ' Our Data ' }] })).toEqual({
      title: 'About',
      intro: [],
      sections: [{ heading: 'Our Data', paragraphs: [] }],
    });
  });

  it('rejects a paragraph shorter than a sentence, except in the scripts that need fewer characters', () => {
    const result = ArticleSchema.safeParse({ title: 'T', sections: [{ heading: 'H', paragraphs: ['Too short.'] }] });
    expect(result.error?.issues[0]?.message).toBe('A paragraph is real prose: at least a sentence.');
    expect(
      ArticleSchema.safeParse({
        title: 'T',
        sections: [{ heading: 'H', paragraphs: ['ビットコインは中央銀行を持たない分散型のデジタル通貨です。'] }],
      }).success,
    ).toBe(true);
  });

  it('rejects an article without sections and a table of one column', () => {
    expect(ArticleSchema.safeParse({ title: 'T', sections: [] }).success).toBe(false);
    const table = { columns: ['Year'], rows: [['2009', 'Genesis']] };
    expect(ArticleSchema.safeParse({ title: 'T', sections: [{ heading: 'H', table }] }).success).toBe(false);
  });

  it('holds a coin guide to its layout, its six exchanges and questions that end in a question mark', () => {
    expect(CoinContentSchema.safeParse(COIN).success).toBe(true);
    expect(CoinContentSchema.safeParse({ ...COIN, layout: 'guide' }).error?.issues[0]?.message).toBe(
      'A "guide" layout needs the guide section, and only it has one.',
    );
    const fiveExchanges = { ...COIN.faq.whereToBuy, exchanges: ['A', 'B', 'C', 'D', 'E'] };
    expect(CoinContentSchema.safeParse({ ...COIN, faq: { ...COIN.faq, whereToBuy: fiveExchanges } }).success).toBe(false);
    const statement = { ...ANSWER, question: 'What it is.' };
    expect(CoinContentSchema.safeParse({ ...COIN, faq: { ...COIN.faq, what: statement } }).error?.issues[0]?.message).toBe(
      'A question ends with a question mark.',
    );
  });
});
