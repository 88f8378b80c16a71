import { describe, expect, it } from 'vitest';
import { orList, orListParts } from './or-list';

describe('orList', () => {
  it('joins alternatives the site’s English way', () => {
    expect(orList('en', ['A'])).toBe('A');
    expect(orList('en', ['A', 'B'])).toBe('A or B');
    expect(orList('en', ['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('joins them in the page’s language', () => {
    expect(orList('de', ['A', 'B', 'C'])).toBe('A, B oder C');
    expect(orList('ja', ['A', 'B'])).toBe('AまたはB');
  });
});

describe('orListParts', () => {
  it('gives the items’ places and the words between them', () => {
    expect(orListParts('en', 3)).toEqual([0, ', ', 1, ' or ', 2]);
    expect(orListParts('de', 2)).toEqual([0, ' oder ', 1]);
    expect(orListParts('en', 1)).toEqual([0]);
  });
});
