import { exclusionText } from '@shared/exclusion-text';
import type { Exclusion } from '@shared/schemas/exclusion';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { exclusionReason } from './exclusion-reason';

const every: Exclusion[] = [
  { kind: 'rate-limited' },
  { kind: 'timeout' },
  { kind: 'malformed' },
  { kind: 'unreachable' },
  { kind: 'no-answer' },
  { kind: 'http', status: 503 },
  { kind: 'http', status: 451 },
  { kind: 'http', status: null },
  { kind: 'not-positive' },
  { kind: 'stale', ageMs: 3_600_000 },
  { kind: 'stale', ageMs: 45_000 },
  { kind: 'outlier', deviation: 0.05 },
  { kind: 'outlier', deviation: -0.123 },
  { kind: 'reference', deviation: 0.2 },
  { kind: 'no-usdt' },
  { kind: 'usdt-depeg', usdtUsd: 0.9712, limit: 0.02 },
];

describe('exclusionReason', () => {
  it('says in English exactly what the API says in excludedReason', () => {
    const en = createI18n('en', {});
    for (const exclusion of every) expect(exclusionReason(en, { exclusion })).toBe(exclusionText(exclusion));
  });

  it('writes its numbers as the page’s locale does', () => {
    const de = createI18n('de', {});
    expect(exclusionReason(de, { exclusion: { kind: 'outlier', deviation: -0.123 } })).toBe('12 % below the median');
    expect(exclusionReason(de, { exclusion: { kind: 'reference', deviation: 0.052 } })).toBe('5,2 % from the ECB reference rate');
    expect(exclusionReason(de, { exclusion: { kind: 'usdt-depeg', usdtUsd: 0.9712, limit: 0.02 } })).toBe(
      'USDT at 0,9712 USD, 2,9 % from 1 (limit 2,0 %)',
    );
  });

  it('falls back to the server’s English words for an answer stored before the data existed', () => {
    const en = createI18n('en', {});
    expect(exclusionReason(en, { excludedReason: 'rate limited this minute' })).toBe('rate limited this minute');
    expect(exclusionReason(en, {})).toBe('no reason given');
  });
});
