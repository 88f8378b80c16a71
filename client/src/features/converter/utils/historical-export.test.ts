import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { documentCsv } from '@/lib/export/export-document';
import { createI18n } from '@/lib/i18n';
import { historicalExport } from './historical-export';

const en = createI18n('en', {});
const currency = (id: string): Currency => [...DEFAULT_CRYPTO_LIST, ...DEFAULT_FIAT_LIST].find((c) => c.id === id)!;
const eth = currency('ethereum');
const eur = currency('eur');
const usd = currency('usd');
const ethUsd = 4_730.12;
const eurPerUsd = 0.8661;

describe('the past-day conversion export (decision 020)', () => {
  it('lists each side’s USD value with its day, time and source, then the rate and the result', () => {
    const quote = {
      from: 'ethereum',
      to: 'eur',
      date: '2021-11-10',
      rate: ethUsd / (1 / eurPerUsd),
      legs: [
        { currency: 'ethereum', usdPrice: ethUsd, source: 'Coinbase' },
        { currency: 'eur', usdPrice: 1 / eurPerUsd, perUsd: eurPerUsd, rateDate: '2021-11-10', source: 'ECB via Frankfurter' },
      ],
      sources: ['Coinbase', 'ECB via Frankfurter'],
    };
    const doc = historicalExport(en, { from: eth, to: eur, amount: 2, quote });
    expect(doc.tables[0]!.rows).toEqual([
      ['Amount (ETH)', 2, null, null, null, 'as entered'],
      ['USD value of 1 ETH', ethUsd, { day: '2021-11-10' }, '00:00', 'Coinbase', 'the day’s price'],
      [
        'EUR per USD',
        eurPerUsd,
        { day: '2021-11-10' },
        null,
        'ECB via Frankfurter',
        'rate of the last working day on or before 2021-11-10',
      ],
      ['USD value of 1 EUR', 1 / eurPerUsd, { day: '2021-11-10' }, null, null, '1 ÷ (EUR per USD)'],
      ['Rate (EUR per ETH)', quote.rate, { day: '2021-11-10' }, null, null, 'USD value of 1 ETH ÷ USD value of 1 EUR'],
      ['Result (EUR)', 2 * quote.rate, { day: '2021-11-10' }, null, null, 'amount × rate'],
    ]);
    expect(doc.name).toBe('eth-to-eur-2021-11-10');
    expect(documentCsv(doc)).toContain(`Result (EUR),${String(2 * quote.rate)},2021-11-10,,,amount × rate\r\n`);
    expect(doc.notes).toEqual(['Prices of November 10, 2021: one price per day, at 00:00 UTC.']);
  });

  it('names the working day whose rate a weekend conversion used', () => {
    const quote = {
      from: 'eur',
      to: 'ethereum',
      date: '2020-03-15',
      rate: 1 / 1.1 / 123.3,
      legs: [
        { currency: 'eur', usdPrice: 1.1, perUsd: 1 / 1.1, rateDate: '2020-03-13', source: 'ECB via Frankfurter' },
        { currency: 'ethereum', usdPrice: 123.3, source: 'CoinGecko' },
      ],
      sources: ['ECB via Frankfurter', 'CoinGecko'],
    };
    const rows = historicalExport(en, { from: eur, to: eth, amount: 100, quote }).tables[0]!.rows;
    expect(rows.find((row) => row[0] === 'EUR per USD')![2]).toEqual({ day: '2020-03-13' });
  });

  it('leaves USD out as a leg: its value is 1 by definition', () => {
    const quote = {
      from: 'ethereum',
      to: 'usd',
      date: '2021-11-10',
      rate: ethUsd,
      legs: [
        { currency: 'ethereum', usdPrice: ethUsd, source: 'Coinbase' },
        { currency: 'usd', usdPrice: 1, source: 'USD' },
      ],
      sources: ['Coinbase'],
    };
    const rows = historicalExport(en, { from: eth, to: usd, amount: 1, quote }).tables[0]!.rows;
    expect(rows.map((row) => row[0])).toEqual(['Amount (ETH)', 'USD value of 1 ETH', 'Rate (USD per ETH)', 'Result (USD)']);
    expect(rows[2]![5]).toBe('USD value of 1 ETH');
  });
});
