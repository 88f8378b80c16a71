import { describe, expect, it } from 'vitest';
import { documentCsv, type ExportDocument, fileNameOf, toCsv } from './export-document';
import { printCell } from './print-cell';

const doc: ExportDocument = {
  name: 'x',
  title: 'Conversion, "quoted"',
  facts: [
    ['Amount (ETH)', 2],
    ['Date', { day: '2021-11-10' }],
  ],
  tables: [
    {
      caption: 'Figures',
      columns: ['Figure', 'Value', 'Time (UTC)'],
      rows: [
        ['USD value of 1 ETH', 4_700.123456789012, '00:00'],
        ['Tiny', 1.25e-10, { instant: '2026-11-24T12:05:00.000Z' }],
      ],
    },
  ],
  notes: ['One price per day, at 00:00 UTC.'],
};

describe('the CSV of an export document', () => {
  it('writes the title, the facts, each table under its caption and the notes, a blank row between parts', () => {
    expect(documentCsv(doc).split('\r\n')).toEqual([
      '"Conversion, ""quoted"""',
      'Amount (ETH),2',
      'Date,2021-11-10',
      '',
      'Figures',
      'Figure,Value,Time (UTC)',
      'USD value of 1 ETH,4700.123456789012,00:00',
      'Tiny,0.000000000125,2026-11-24T12:05:00.000Z',
      '',
      '"One price per day, at 00:00 UTC."',
      '',
    ]);
  });

  it('never writes an exponent, quotes what needs quoting and defuses formula-like text', () => {
    expect(toCsv([[1e-7, 1.5e21, -2.5e-8, 0.1 + 0.2]])).toBe('0.0000001,1500000000000000000000,-0.000000025,0.30000000000000004\r\n');
    expect(toCsv([['a,b', 'say "hi"', '=HYPERLINK("x")', '-1+2', '@SUM(A1)', null, Number.NaN]])).toBe(
      '"a,b","say ""hi""","\'=HYPERLINK(""x"")",\'-1+2,\'@SUM(A1),,\r\n',
    );
  });

  it('names files in lower case with one hyphen between parts', () => {
    expect(fileNameOf('dca', 'BTC', 'eur', '2024-01-01', 'to', '2024-01-15')).toBe('dca-btc-eur-2024-01-01-to-2024-01-15');
    expect(fileNameOf('What If', 'shib', 'usd')).toBe('what-if-shib-usd');
  });
});

describe('a cell in the print view', () => {
  it('writes numbers the visitor’s way, to 15 significant digits', () => {
    expect(printCell('en', 4_700.123456789012)).toBe('4,700.12345678901');
    expect(printCell('de', 4_700.123456789012)).toBe('4.700,12345678901');
    expect(printCell('fr', 1234.5)).toBe('1\u00a0234,5');
    expect(printCell('en', 0.1 + 0.2)).toBe('0.3');
    expect(printCell('en', 1.25e-10)).toBe('0.000000000125');
  });

  it('writes days and moments in the visitor’s language, moments in UTC', () => {
    expect(printCell('en', { day: '2021-11-10' })).toBe('Nov 10, 2021');
    expect(printCell('de', { day: '2021-11-10' })).toBe('10.11.2021');
    expect(printCell('ja', { day: '2021-11-10' })).toBe('2021/11/10');
    expect(printCell('en', { instant: '2026-11-24T12:05:00.000Z' })).toBe('Nov 24, 2026, 12:05:00 PM UTC');
    expect(printCell('en', 'CoinGecko')).toBe('CoinGecko');
    expect(printCell('en', null)).toBe('');
  });
});
