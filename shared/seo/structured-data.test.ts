import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { pageMetaFor } from './page-meta-for';
import {
  absoluteUrl,
  breadcrumbList,
  converterBreadcrumbs,
  exchangeRateSpecification,
  type FaqEntry,
  faqAnswerText,
  faqPage,
  HOME_CRUMB_NAME,
  type JsonLdNode,
  jsonLdScript,
  jsonLdText,
  schemaPrice,
  webApplication,
} from './structured-data';
import { isAbsoluteUrl, PLAIN_NUMBER, parseScripts, vocabulary, vocabularyProblems } from './schema-vocabulary.test-support';

const ORIGIN = 'https://cryptocalc.example';
const BTC = { symbol: 'BTC', name: 'Bitcoin' };
const ETH = { symbol: 'ETH', name: 'Ethereum' };
const USD = { symbol: 'USD', name: 'US Dollar' };
const AS_OF = new Date('2026-03-14T09:26:53.000Z');

const FAQ: FaqEntry[] = [
  {
    question: 'What is Bitcoin (BTC)?',
    answer: ['Bitcoin is the first cryptocurrency, launched in 2009.', 'It has a fixed supply of 21 million coins.'],
  },
  {
    question: 'Where can I buy or sell BTC?',
    answer: ['Exchanges where you can trade BTC include:', ['Coinbase', 'Kraken'], 'Use reputable, regulated exchanges where possible.'],
  },
];

/** One of each builder's nodes, as a pair and a fixed-amount page would carry them. */
function samplePage(): string {
  return jsonLdScript([
    webApplication({ url: `${ORIGIN}/btc-to-usd`, description: 'Convert Bitcoin (BTC) to US Dollar (USD).' }),
    converterBreadcrumbs(ORIGIN, { fromTicker: 'eth', toTicker: 'usd', amount: '0.5', fromSymbol: 'ETH', toSymbol: 'USD' }),
    exchangeRateSpecification({ from: BTC, to: USD, rate: 64123.45, asOf: AS_OF, url: `${ORIGIN}/btc-to-usd` }),
    faqPage(FAQ),
  ]);
}

describe('the schema.org vocabulary read from schema-dts', () => {
  it('has the types and the inherited properties it should', () => {
    expect(vocabulary.properties.size).toBeGreaterThan(800);
    expect(vocabulary.properties.get('Thing')).toContain('name');
    expect(vocabulary.properties.get('ExchangeRateSpecification')).toEqual(expect.any(Set));
    const rate = vocabulary.properties.get('ExchangeRateSpecification')!;
    for (const property of ['currency', 'currentExchangeRate', 'exchangeRateSpread', 'name', 'url']) expect(rate).toContain(property);
    expect(rate).not.toContain('price');
    const unitPrice = vocabulary.properties.get('UnitPriceSpecification')!;
    for (const property of ['price', 'priceCurrency', 'validFrom', 'referenceQuantity']) expect(unitPrice).toContain(property);
    expect(vocabulary.properties.get('BreadcrumbList')).toContain('itemListElement');
    expect(vocabulary.properties.get('FAQPage')).toContain('mainEntity');
    expect(vocabulary.properties.get('Role')).toContain('roleName');
    expect(vocabulary.descendants.get('PriceSpecification')).toContain('UnitPriceSpecification');
    expect(vocabulary.descendants.get('Thing')).toContain('BreadcrumbList');
    expect(vocabulary.ranges.get('currentExchangeRate')).toEqual(new Set(['UnitPriceSpecification']));
  });

  it('catches a misspelt property, an unknown type, a value out of range and a node without a type', () => {
    const good = breadcrumbList(ORIGIN, [{ name: 'Home', path: '/' }]);
    expect(vocabularyProblems(good)).toEqual([]);
    const { itemListElement, ...rest } = good;
    expect(vocabularyProblems({ ...rest, itemListElemnt: itemListElement })).toEqual(['$: BreadcrumbList has no property itemListElemnt']);
    expect(vocabularyProblems({ ...good, '@type': 'Breadcrumbs' })).toEqual(['$: @type Breadcrumbs is not in schema.org']);
    const rate = exchangeRateSpecification({ from: BTC, to: USD, rate: 2, asOf: AS_OF })!;
    expect(vocabularyProblems({ ...rate, currentExchangeRate: { '@type': 'MonetaryAmount', value: 2, currency: 'USD' } })).toEqual([
      '$.currentExchangeRate: a MonetaryAmount where currentExchangeRate takes UnitPriceSpecification',
    ]);
    expect(vocabularyProblems({ ...rate, currentExchangeRate: { price: '2' } })).toEqual(['$.currentExchangeRate: no @type']);
    expect(
      vocabularyProblems({ ...rate, currentExchangeRate: { '@type': 'UnitPriceSpecification', price: '2', validFrom: 'today' } }),
    ).toEqual(['$.currentExchangeRate.validFrom: "today" does not fit Date | DateTime']);
    expect(vocabularyProblems({ ...good, itemListElement: [{ '@type': 'ListItem', position: 1.5, item: 'not a url' }] })).toEqual([
      '$.itemListElement[0].position: 1.5 does not fit Integer | Text',
      '$.itemListElement[0].item: "not a url" does not fit Thing',
    ]);
  });
});

describe('structured data', () => {
  it('uses only schema.org types and properties, with values in their ranges', () => {
    const nodes = parseScripts(samplePage());
    expect(nodes.map((node) => node['@type'])).toEqual(['WebApplication', 'BreadcrumbList', 'ExchangeRateSpecification', 'FAQPage']);
    for (const node of nodes) expect(vocabularyProblems(node)).toEqual([]);
  });

  it('gives each page its own crumbs, at the canonical URLs, positions 1..n', () => {
    const cases = [
      { path: '/btc-to-usd', names: [HOME_CRUMB_NAME, 'BTC to USD'] },
      { path: '/eth-to-eur', names: [HOME_CRUMB_NAME, 'ETH to EUR'] },
      { path: '/eth-to-usd/0.5', names: [HOME_CRUMB_NAME, 'ETH to USD', '0.5 ETH to USD'] },
      { path: '/btc-to-usd/0.001', names: [HOME_CRUMB_NAME, 'BTC to USD', '0.001 BTC to USD'] },
    ];
    for (const { path, names } of cases) {
      const match = matchRoute(path);
      if (match.kind !== 'pair' && match.kind !== 'pair-amount') throw new Error(`${path} is not a pair page`);
      const meta = pageMetaFor(match, { now: AS_OF, i18n: setupI18n({ locale: 'en', messages: { en: {} } }) });
      const trail = converterBreadcrumbs(`${ORIGIN}/`, {
        ...match,
        amount: match.kind === 'pair-amount' ? match.amount : undefined,
        fromSymbol: match.fromTicker,
        toSymbol: match.toTicker,
      });
      const [node] = parseScripts(jsonLdScript([trail]));
      expect(vocabularyProblems(node)).toEqual([]);
      const items = node!.itemListElement as { position: unknown; name: unknown; item: string }[];
      expect(items.map((item) => item.name)).toEqual(names);
      expect(items.map((item) => item.position)).toEqual(names.map((_, index) => index + 1));
      for (const item of items) {
        expect(isAbsoluteUrl(item.item)).toBe(true);
        expect(new URL(item.item).origin).toBe(ORIGIN);
      }
      expect(items[0]!.item).toBe(`${ORIGIN}/`);
      // The last crumb is the page itself, at the URL its canonical link names.
      expect(items.at(-1)!.item).toBe(absoluteUrl(ORIGIN, meta.canonicalPath));
    }
  });

  it('states the pair rate: the from symbol, its price in the to symbol, as of when', () => {
    const [node] = parseScripts(
      jsonLdScript([exchangeRateSpecification({ from: BTC, to: USD, rate: 64123.45, asOf: AS_OF, url: `${ORIGIN}/btc-to-usd` })]),
    );
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ExchangeRateSpecification',
      name: 'Bitcoin (BTC) to US Dollar (USD) exchange rate',
      url: `${ORIGIN}/btc-to-usd`,
      currency: 'BTC',
      currentExchangeRate: {
        '@type': 'UnitPriceSpecification',
        price: '64123.45',
        priceCurrency: 'USD',
        validFrom: '2026-03-14T09:26:53.000Z',
      },
    });
    const crypto = exchangeRateSpecification({ from: { symbol: 'eth', name: 'Ethereum' }, to: BTC, rate: 0.0300000000000000004 })!;
    expect(crypto.currency).toBe('ETH');
    expect(crypto.currentExchangeRate).toEqual({ '@type': 'UnitPriceSpecification', price: '0.03', priceCurrency: 'BTC' });
  });

  it('writes every price with digits and a point only, close to the rate', () => {
    for (const rate of [64123.45, 1, 0.1 + 0.2, 2.5e-8, 1.2345e-12, 3e21, 123456789.123456789]) {
      const node = exchangeRateSpecification({ from: ETH, to: USD, rate })!;
      const [parsed] = parseScripts(jsonLdScript([node]));
      const price = (parsed!.currentExchangeRate as { price: unknown }).price;
      expect(price).toMatch(PLAIN_NUMBER);
      expect(Math.abs(Number(price) - rate) / rate).toBeLessThan(1e-11);
    }
    expect(schemaPrice(2.5e-8)).toBe('0.000000025');
    expect(schemaPrice(3e21)).toBe('3000000000000000000000');
    expect(schemaPrice(0.1 + 0.2)).toBe('0.3');
  });

  it('says nothing about a rate it does not know', () => {
    for (const rate of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 0, -1]) {
      expect(exchangeRateSpecification({ from: BTC, to: USD, rate, asOf: AS_OF })).toBeNull();
    }
    expect(jsonLdScript([null, undefined, false])).toBe('');
    // An unusable date leaves the time out rather than claim one.
    const node = exchangeRateSpecification({ from: BTC, to: USD, rate: 2, asOf: new Date('nope') })!;
    expect(node.currentExchangeRate).not.toHaveProperty('validFrom');
  });

  it('turns FAQs into questions with their answers: paragraphs, then list items line by line', () => {
    const [node] = parseScripts(jsonLdScript([faqPage(FAQ)]));
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What is Bitcoin (BTC)?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Bitcoin is the first cryptocurrency, launched in 2009.\n\nIt has a fixed supply of 21 million coins.',
          },
        },
        {
          '@type': 'Question',
          name: 'Where can I buy or sell BTC?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Exchanges where you can trade BTC include:\n- Coinbase\n- Kraken\n\nUse reputable, regulated exchanges where possible.',
          },
        },
      ],
    });
    expect(faqAnswerText([['Only', 'a list']])).toBe('- Only\n- a list');
  });

  it('keeps the same WebApplication the head has always had', () => {
    const [node] = parseScripts(jsonLdScript([webApplication({ url: `${ORIGIN}/`, description: 'Convert.' })]));
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Crypto Calculator and Converter',
      url: `${ORIGIN}/`,
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      description: 'Convert.',
    });
  });

  it('cannot be broken out of: text that closes the script or opens a comment stays data', () => {
    const hostile = 'A </script><script>alert(1)</script> <!-- & </SCRIPT > \u2028 \u2029 "quoted" \\ end';
    const html = jsonLdScript([
      faqPage([{ question: `${hostile}?`, answer: [hostile, [hostile]] }]),
      webApplication({ url: `${ORIGIN}/`, description: hostile }),
    ]);
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    const [faq, app] = parseScripts(html);
    const question = (faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[])[0]!;
    expect(question.name).toBe(`${hostile}?`);
    expect(question.acceptedAnswer.text).toBe(`${hostile}\n- ${hostile}`);
    expect(app!.description).toBe(hostile);
    expect(jsonLdText(faqPage([{ question: '<!--?', answer: ['x'] }]) as JsonLdNode)).toContain('\\u003c!--?');
  });
});
