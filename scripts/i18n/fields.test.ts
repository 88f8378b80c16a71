import { describe, expect, it } from 'vitest';
import { acceptFingerprints, fieldProblems, fingerprint, type Fingerprints, selects, translatedFields } from './fields';

const english = {
  ticker: 'btc',
  name: 'Bitcoin',
  intro: ['First paragraph.', 'Second paragraph.'],
  faq: {
    what: { question: 'What is it?', answer: ['An answer.'] },
    whereToBuy: { question: 'Where?', exchanges: ['Coinbase', 'Kraken'], reminder: 'Be careful.' },
  },
  related: [{ text: 'BTC to EUR', href: '/btc-to-eur' }],
};
const german = {
  ticker: 'btc',
  name: 'Bitcoin',
  intro: ['Erster Absatz.', 'Zweiter Absatz.'],
  faq: {
    what: { question: 'Was ist das?', answer: ['Eine Antwort.'] },
    whereToBuy: { question: 'Wo?', exchanges: ['Coinbase', 'Kraken'], reminder: 'Vorsicht.' },
  },
  related: [{ text: 'BTC in EUR', href: '/btc-to-eur' }],
};
const current = (): Fingerprints => Object.fromEntries([...translatedFields(english)].map(([field, text]) => [field, fingerprint(text)]));

describe('fingerprint', () => {
  it('is the first 12 hex digits of the sha256 of the exact English', () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(fingerprint('abc')).toBe('ba7816bf8f01');
    expect(fingerprint('Bitcoin.')).not.toBe(fingerprint('Bitcoin. '));
    expect(fingerprint('Übersetzung 翻訳')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('translatedFields', () => {
  it('names every translated string by its path, in the file’s order', () => {
    expect([...translatedFields(english).keys()]).toEqual([
      'name',
      'intro.0',
      'intro.1',
      'faq.what.question',
      'faq.what.answer.0',
      'faq.whereToBuy.question',
      'faq.whereToBuy.reminder',
      'related.0.text',
    ]);
    expect(translatedFields(english).get('faq.what.answer.0')).toBe('An answer.');
  });

  it('leaves out what stays as in English: hrefs, tickers and exchange names', () => {
    const paths = [...translatedFields(english).keys()].join(' ');
    expect(paths).not.toMatch(/ticker|href|exchanges/);
  });

  it('walks nested articles (the ETH guide’s parts, table rows) and refuses a dotted key', () => {
    const eth = { about: { title: 'About', sections: [{ heading: 'H', table: { columns: ['A', 'B'], rows: [['1', '2']] } }] } };
    expect([...translatedFields(eth).keys()]).toEqual([
      'about.title',
      'about.sections.0.heading',
      'about.sections.0.table.columns.0',
      'about.sections.0.table.columns.1',
      'about.sections.0.table.rows.0.0',
      'about.sections.0.table.rows.0.1',
    ]);
    expect(() => translatedFields({ 'a.b': 'x' })).toThrow(/dot/);
  });
});

describe('selects', () => {
  it('takes a field or a group of fields, never a field that merely starts alike', () => {
    expect(selects(undefined, 'intro.0')).toBe(true);
    expect(selects('intro', 'intro.0')).toBe(true);
    expect(selects('intro.0', 'intro.0')).toBe(true);
    expect(selects('intro.1', 'intro.10')).toBe(false);
    expect(selects('faq.what', 'faq.whereToBuy.question')).toBe(false);
  });
});

describe('fieldProblems', () => {
  it('finds nothing when every field’s fingerprint is its English’s', () => {
    expect(fieldProblems(english, german, current())).toEqual([]);
  });

  it('names the field whose English changed, and only it', () => {
    const edited = structuredClone(english);
    edited.faq.what.answer[0] = 'A better answer.';
    expect(fieldProblems(edited, german, current())).toEqual([{ field: 'faq.what.answer.0', problem: 'changed' }]);
  });

  it('does not care about changes to what is not translated (an exchange list is the shape check’s)', () => {
    const edited = structuredClone(english);
    edited.related[0]!.href = '/btc-to-usd';
    expect(fieldProblems(edited, german, current())).toEqual([]);
  });

  it('names fields without a fingerprint, without a translation, and those English removed', () => {
    const grown = structuredClone(english);
    grown.intro.push('A third paragraph.');
    const fingerprints = current();
    delete fingerprints.name;
    fingerprints['faq.old.question'] = 'abcdefabcdef';
    expect(fieldProblems(grown, german, fingerprints)).toEqual([
      { field: 'name', problem: 'unfingerprinted' },
      { field: 'intro.2', problem: 'untranslated' },
      { field: 'faq.old.question', problem: 'removed' },
    ]);
    const shrunk = { ...english, intro: ['First paragraph.'] };
    expect(fieldProblems(shrunk, german, current())).toEqual([{ field: 'intro.1', problem: 'removed' }]);
  });

  it('reports every field of a translation that has no fingerprints at all', () => {
    expect(fieldProblems(english, german, {})).toHaveLength(translatedFields(english).size);
  });
});

describe('acceptFingerprints', () => {
  const edited = structuredClone(english);
  edited.intro[0] = 'First paragraph, fixed.';
  edited.name = 'Bitcoin (BTC)';

  it('records today’s English for every field by default, in the English order', () => {
    const accepted = acceptFingerprints(edited, german, { ...current(), 'gone.field': 'abcdefabcdef' });
    expect(fieldProblems(edited, german, accepted)).toEqual([]);
    expect(Object.keys(accepted)).toEqual([...translatedFields(edited).keys()]);
  });

  it('touches only the selected field or group', () => {
    const accepted = acceptFingerprints(edited, german, current(), 'intro.0');
    expect(accepted['intro.0']).toBe(fingerprint('First paragraph, fixed.'));
    expect(fieldProblems(edited, german, accepted)).toEqual([{ field: 'name', problem: 'changed' }]);
    const group = acceptFingerprints(edited, german, { ...current(), 'gone.field': 'abcdefabcdef' }, 'intro');
    expect(group['gone.field']).toBe('abcdefabcdef');
  });

  it('gives no fingerprint to a field that is not translated', () => {
    const grown = { ...english, intro: [...english.intro, 'A third paragraph.'] };
    expect(acceptFingerprints(grown, german, {})).not.toHaveProperty(['intro.2']);
  });
});
