import { z } from 'zod';

/**
 * Editorial content as data: every coin guide is one object of this shape, rendered by
 * a few templates. Text is plain: no HTML, no Markdown. Links are explicit {text, href} objects.
 */
const Text = z.string().trim().min(1);
/** Han, kana and Hangul: a sentence in these scripts takes far fewer characters. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** A paragraph of real prose: at least a sentence (60 characters, 24 in Chinese, Japanese or Korean). */
const Paragraph = z
  .string()
  .trim()
  .refine((s) => s.length >= (CJK.test(s) ? 24 : 60), 'A paragraph is real prose: at least a sentence.');
/** A question ends with a question mark: ASCII, or the full-width one Chinese and Japanese use. */
const Question = Text.regex(/[?？]$/, 'A question ends with a question mark.');

export const LinkSchema = z.object({ text: Text, href: z.string().regex(/^\/[a-z0-9/._-]*$/) });

const FaqAnswerSchema = z.object({
  question: Question,
  answer: z.array(Paragraph).min(1).max(4),
});

/** The fourth FAQ: where to buy or sell, six exchanges as plain text (the product spec). */
const WhereToBuySchema = z.object({
  question: Question,
  intro: Paragraph,
  exchanges: z.array(Text).length(6),
  /** A wallet or decentralized-exchange note, where it fits the coin. */
  note: Paragraph.optional(),
  /** The reminder about reputable exchanges and security practice. */
  reminder: Paragraph,
});

const CardSchema = z.object({ title: Text, text: Paragraph });

/** The product spec's alternative layout: steps, price factors, why-convert cards, closing section. */
const GuideSchema = z.object({
  steps: z.array(Paragraph).min(3).max(6),
  priceFactors: z.array(CardSchema).min(3).max(6),
  whyConvert: z.array(CardSchema).min(3).max(6),
  closing: z.object({ title: Text, paragraphs: z.array(Paragraph).min(1).max(3) }),
});

/** Illustrative value ranges (the product spec's: XRP, AVAX, PI), always labelled as approximate. */
const ValueTableSchema = z.object({
  caption: Text,
  rows: z.array(z.object({ amount: Text, value: Text })).min(3),
  note: Paragraph,
});

export const CoinContentSchema = z
  .object({
    /** Lower-case ticker; equals the data file's name. */
    ticker: z.string().regex(/^[a-z0-9]{2,10}$/),
    /** The upstream id (bitcoin, avalanche-2, matic-network). */
    coinId: z.string().regex(/^[a-z0-9-]+$/),
    /** Display name as in "{name} ({symbol}) to USD Converter". */
    name: Text,
    /** The ticker the coin trades under today, upper-case (hlq's coin trades as HYPE). */
    symbol: z.string().regex(/^[A-Z0-9]{2,10}$/),
    layout: z.enum(['faq-card', 'guide']),
    intro: z.tuple([Paragraph, Paragraph]),
    /** The paragraph under "Converting {name} ({TICKER}) to USD". */
    converting: Paragraph,
    /** A warning shown above the card (e.g. Pi's estimates). */
    notice: Paragraph.optional(),
    valueTable: ValueTableSchema.optional(),
    guide: GuideSchema.optional(),
    faq: z.object({
      what: FaqAnswerSchema,
      unique: FaqAnswerSchema,
      rateFactors: FaqAnswerSchema,
      whereToBuy: WhereToBuySchema,
    }),
    /** Internal links worth showing (other pairs, fixed amounts, the calculator). */
    related: z.array(LinkSchema).max(8).optional(),
  })
  .refine((c) => (c.layout === 'guide') === (c.guide !== undefined), {
    error: 'A "guide" layout needs the guide section, and only it has one.',
  });

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
  paragraphs: z.array(Paragraph).max(8).default([]),
  list: z.array(Text).max(20).optional(),
  table: z.object({ columns: z.array(Text).min(2).max(4), rows: z.array(z.array(Text).min(2).max(4)).min(1) }).optional(),
  links: z.array(LinkSchema).max(20).optional(),
  /** Question-and-answer pairs rendered as an accordion. */
  faqs: z.array(FaqAnswerSchema).max(8).optional(),
});

/** Long-form text: the home article, the BTC and ETH guides, fixed-amount articles, legal pages. */
export const ArticleSchema = z.object({
  title: Text,
  /** e.g. "Last updated: May 09, 2025" on legal pages. */
  subtitle: Text.optional(),
  intro: z.array(Paragraph).max(4).default([]),
  sections: z.array(ArticleSectionSchema).min(1),
});
export type Article = z.infer<typeof ArticleSchema>;
export type ArticleInput = z.input<typeof ArticleSchema>;
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;
