import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const SECRETS = ['OPERATOR_TOKEN', 'METRICS_TOKEN', 'COINGECKO_API_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'INDEXNOW_KEY'] as const;
/** A value each accepts (long enough, in the key's alphabet). */
const GOOD = 'abcdefgh-ijklmnop-qrstuvwx';

function startError(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('secrets and keys', () => {
  it.each(SECRETS)('%s is taken as given when it has no whitespace', (name) => {
    expect(parseEnv({ [name]: GOOD })[name]).toBe(GOOD);
  });

  it.each(SECRETS)('%s with surrounding spaces, a line break or a tab stops the start, naming it in plain words', (name) => {
    for (const value of [` ${GOOD}`, `${GOOD} `, `${GOOD}\n`, `${GOOD}\r\n`, `\t${GOOD}`, `abcd efgh ijkl mnop`, '   ']) {
      const message = startError({ [name]: value });
      expect(message, JSON.stringify(value)).toContain(`${name}: must not contain spaces or line breaks`);
    }
  });

  it('keeps the other rules: OPERATOR_TOKEN 8+, METRICS_TOKEN 16+, INDEXNOW_KEY letters, digits and dashes', () => {
    expect(startError({ OPERATOR_TOKEN: 'short' })).toContain('OPERATOR_TOKEN: must be at least 8 characters');
    expect(startError({ METRICS_TOKEN: 'fifteen-chars!!' })).toContain('METRICS_TOKEN: must be at least 16 characters');
    expect(startError({ INDEXNOW_KEY: 'not_a_key_123' })).toContain('INDEXNOW_KEY: must be 8 to 128 letters, digits or dashes');
  });

  it('treats an empty value as unset', () => {
    const env = parseEnv(Object.fromEntries(SECRETS.map((name) => [name, ''])));
    for (const name of SECRETS) expect(env[name]).toBeUndefined();
  });
});
