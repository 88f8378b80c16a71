// zod/mini: the browser parses the text it loads itself (a page's guide before hydrating it,
// client-side navigation), so the schema must not bring classic zod along.
import * as z from 'zod/mini';

/**
 * Editorial content as data: every coin guide is one object of this shape, rendered by
 * a few templates. Text is plain: no HTML, no Markdown. Links are explicit {text, href} objects.
 */
const Text = z.string().check(z.trim(), z.minLength(1));
/** Han, kana and Hangul: a sentence in these scripts takes far fewer characters. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** A paragraph of real prose: at least a sentence (60 characters, 24 in Chinese, Japanese or Korean). */
const Paragraph = z.string().check(
  z.trim(),
  z.refine((s) => s.length >= (CJK.test(s) ? 24 : 60), 'A paragraph is real prose: at least a sentence.'),
);
/** A question ends with a question mark: ASCII, or the full-width one Chinese and Japanese use. */
const Question = z.string().check(z.trim(), z.minLength(1), z.regex(/[?？]$/, 'A question ends with a question mark.'));

/** An array of `item` holding `min` to `max` entries. */
const between = <T extends z.core.SomeType>(item: T, min: number, max: number) => z.array(item).check(z.minLength(min), z.maxLength(max));

export const LinkSchema = z.object({ text: Text, href: z.string().check(z.regex(/^\/[a-z0-9/._-]*$/)) });

const FaqAnswerSchema = z.object({
  question: Question,
  answer: between(Paragraph, 1, 4),
});

/** The fourth FAQ: where to buy or sell, six exchanges as plain text (the product spec). */
const WhereToBuySchema = z.object({
  question: Question,
  intro: Paragraph,
  exchanges: z.array(Text).check(z.length(6)),
  /** A wallet or decentralized-exchange note, where it fits the coin. */
  note: z.optional(Paragraph),
  /** The reminder about reputable exchanges and security practice. */
  reminder: Paragraph,
});

const CardSchema = z.object({ title: Text, text: Paragraph });

/** The product spec's alternative layout: steps, price factors, why-convert cards, closing section. */
const GuideSchema = z.object({
  steps: between(Paragraph, 3, 6),
  priceFactors: between(CardSchema, 3, 6),
  whyConvert: between(CardSchema, 3, 6),
  closing: z.object({ title: Text, paragraphs: between(Paragraph, 1, 3) }),
});

/** Illustrative value ranges (the product spec's: XRP, AVAX, PI), always labelled as approximate. */
const ValueTableSchema = z.object({
  caption: Text,
  rows: z.array(z.object({ amount: Text, value: Text })).check(z.minLength(3)),
  note: Paragraph,
});

export const CoinContentSchema = z
  .object({
    /** Lower-case ticker; equals the data file's name. */
    ticker: z.string().check(z.regex(/^[a-z0-9]{2,10}$/)),
    /** The upstream id (bitcoin, avalanche-2, matic-network). */
    coinId: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    /** Display name as in "{name} ({symbol}) to USD Converter". */
    name: Text,
    /** The ticker the coin trades under today, upper-case (hlq's coin trades as HYPE). */
    symbol: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
    layout: z.enum(['faq-card', 'guide']),
    intro: z.tuple([Paragraph, Paragraph]),
    /** The paragraph under "Converting {name} ({TICKER}) to USD". */
    converting: Paragraph,
    /** A warning shown above the card (e.g. Pi's estimates). */
    notice: z.optional(Paragraph),
    valueTable: z.optional(ValueTableSchema),
    guide: z.optional(GuideSchema),
    faq: z.object({
      what: FaqAnswerSchema,
      unique: FaqAnswerSchema,
      rateFactors: FaqAnswerSchema,
      whereToBuy: WhereToBuySchema,
    }),
    /** Internal links worth showing (other pairs, fixed amounts, the calculator). */
    related: z.optional(z.array(LinkSchema).check(z.maxLength(8))),
  })
  .check(
    z.refine((c) => (c.layout === 'guide') === (c.guide !== undefined), {
      error: 'A "guide" layout needs the guide section, and only it has one.',
    }),
  );

export type CoinContent = z.infer<typeof CoinContentSchema>;
/** What data files are written against (before zod's defaults). */
export type CoinContentInput = z.input<typeof CoinContentSchema>;

/** The product spec's 51 coins with dedicated content, and the coins using the guide layout. */
export const COIN_CONTENT_TICKERS = [
  'btc',
  'eth',
  'xrp',
  'avax',
  'pi',
  'sol',
  'bnb',
  'doge',
  'ada',
  'matic',
  'dot',
  'shib',
  'link',
  'uni',
  'trx',
  'sui',
  'ltc',
  'xlm',
  'bch',
  'xmr',
  'pepe',
  'apt',
  'near',
  'hbar',
  'fil',
  'atom',
  'algo',
  'eos',
  'xtz',
  'vet',
  'mana',
  'arb',
  'op',
  'aave',
  'icp',
  'kas',
  'cro',
  'fet',
  'tia',
  'wld',
  'ton',
  'rndr',
  'mnt',
  'hlq',
  'tao',
  'inj',
  'stx',
  'theta',
  'sei',
  'gala',
  'imx',
] as const;

export const GUIDE_LAYOUT_TICKERS = ['sol', 'bnb', 'doge', 'ada', 'matic', 'dot', 'shib', 'link', 'uni'] as const;

/** A section of an article: a heading, prose, and optionally a list, a table or links. */
export const ArticleSectionSchema = z.object({
  heading: Text,
  paragraphs: z._default(between(Paragraph, 0, 8), []),
  list: z.optional(between(Text, 0, 20)),
  table: z.optional(z.object({ columns: between(Text, 2, 4), rows: z.array(between(Text, 2, 4)).check(z.minLength(1)) })),
  links: z.optional(between(LinkSchema, 0, 20)),
  /** Question-and-answer pairs rendered as an accordion. */
  faqs: z.optional(between(FaqAnswerSchema, 0, 8)),
});

/** Long-form text: the home article, the BTC and ETH guides, fixed-amount articles, legal pages. */
export const ArticleSchema = z.object({
  title: Text,
  /** e.g. "Last updated: May 09, 2025" on legal pages. */
  subtitle: z.optional(Text),
  intro: z._default(between(Paragraph, 0, 4), []),
  sections: z.array(ArticleSectionSchema).check(z.minLength(1)),
});
export type Article = z.infer<typeof ArticleSchema>;
export type ArticleInput = z.input<typeof ArticleSchema>;
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;
