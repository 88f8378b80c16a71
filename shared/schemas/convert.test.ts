import { describe, expect, it } from 'vitest';
import { ConvertQuerySchema } from './convert';

/** The messages of a rejected query, or a failure when it was accepted. */
function errorsOf(query: unknown): string[] {
  const result = ConvertQuerySchema.safeParse(query);
  if (result.success) throw new Error(`expected ${JSON.stringify(query)} to be rejected`);
  return result.error.issues.map((issue) => issue.message);
}

describe('ConvertQuerySchema', () => {
  it('turns a valid query into {from, to, type, bypassCache}', () => {
    expect(ConvertQuerySchema.parse({ from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat', bypass_cache: 'true' })).toEqual({
      from: 'bitcoin',
      to: 'usd',
      type: 'crypto-to-fiat',
      bypassCache: true,
    });
  });

  it('leaves type undefined and bypassCache false when they are not given', () => {
    expect(ConvertQuerySchema.parse({ from: 'bitcoin', to: 'usd' })).toEqual({
      from: 'bitcoin',
      to: 'usd',
      type: undefined,
      bypassCache: false,
    });
  });

  it('reads bypass_cache=false as false', () => {
    expect(ConvertQuerySchema.parse({ from: 'bitcoin', to: 'usd', bypass_cache: 'false' }).bypassCache).toBe(false);
  });

  it('accepts conversion_type in place of type', () => {
    expect(ConvertQuerySchema.parse({ from: 'bitcoin', to: 'ethereum', conversion_type: 'crypto-to-crypto' })).toEqual({
      from: 'bitcoin',
      to: 'ethereum',
      type: 'crypto-to-crypto',
      bypassCache: false,
    });
  });

  it('accepts type and conversion_type when they agree', () => {
    expect(ConvertQuerySchema.parse({ from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat', conversion_type: 'crypto-to-fiat' }).type).toBe(
      'crypto-to-fiat',
    );
  });

  it('lower-cases and trims the ids', () => {
    expect(ConvertQuerySchema.parse({ from: 'BTC', to: ' USD ' })).toMatchObject({ from: 'btc', to: 'usd' });
  });

  it('accepts ids with digits and dashes', () => {
    expect(ConvertQuerySchema.parse({ from: 'avalanche-2', to: 'usd' }).from).toBe('avalanche-2');
  });

  it('rejects a missing "from" with a message naming it', () => {
    expect(errorsOf({ to: 'usd' })).toEqual(['Missing required parameter "from": give a currency id such as bitcoin or usd.']);
  });

  it('rejects a missing "to" with a message naming it', () => {
    expect(errorsOf({ from: 'bitcoin' })).toEqual(['Missing required parameter "to": give a currency id such as bitcoin or usd.']);
  });

  it('rejects a parameter given twice (an array)', () => {
    expect(errorsOf({ from: ['a', 'b'], to: 'usd' })).toEqual(['Parameter "from" must be given once, as text.']);
  });

  it.each(['bit coin', 'btc!', '-btc', '', 'a'.repeat(81), '../etc'])('rejects the id %j with a message naming "to"', (to) => {
    const messages = errorsOf({ from: 'bitcoin', to });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Parameter "to" is not a valid currency id/);
  });

  it('accepts an id of 80 characters', () => {
    expect(ConvertQuerySchema.parse({ from: 'a'.repeat(80), to: 'usd' }).from).toHaveLength(80);
  });

  it('rejects an unknown type', () => {
    expect(errorsOf({ from: 'bitcoin', to: 'usd', type: 'fiat-to-fiat' })).toEqual([
      'Parameter "type" must be crypto-to-fiat or crypto-to-crypto.',
    ]);
    expect(errorsOf({ from: 'bitcoin', to: 'usd', conversion_type: 'x' })).toEqual([
      'Parameter "conversion_type" must be crypto-to-fiat or crypto-to-crypto.',
    ]);
  });

  it('rejects type and conversion_type that disagree', () => {
    expect(errorsOf({ from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat', conversion_type: 'crypto-to-crypto' })).toEqual([
      'Parameters "type" and "conversion_type" disagree: give one of them.',
    ]);
  });

  it.each(['yes', '1', 'TRUE', ''])('rejects bypass_cache=%j', (value) => {
    expect(errorsOf({ from: 'bitcoin', to: 'usd', bypass_cache: value })).toEqual(['Parameter "bypass_cache" must be true or false.']);
  });
});
