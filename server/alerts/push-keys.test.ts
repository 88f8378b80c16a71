import { base64urlBytes } from '@shared/schemas/alerts';
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isP256PublicKey } from './push-keys';

describe('push subscription keys', () => {
  it('decodes base64url as Buffer does, with or without padding, and refuses what is not', () => {
    for (const length of [1, 2, 3, 15, 16, 17, 65]) {
      const bytes = randomBytes(length);
      const text = bytes.toString('base64url');
      expect(base64urlBytes(text), text).toEqual(new Uint8Array(bytes));
      expect(base64urlBytes(bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_')), 'padded').toEqual(new Uint8Array(bytes));
    }
    expect(base64urlBytes('')).toBeNull();
    for (const bad of ['A', 'AAAAA', 'AA+A', 'AA/A', 'AA=', 'AAA==', 'AAAA=', 'A=AA', 'AB', 'AAB', ' AAAA'])
      expect(base64urlBytes(bad), bad).toBeNull();
  });

  it('accepts a browser’s key, refuses a point off the P-256 curve', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const key = ecdh.getPublicKey();
    expect(isP256PublicKey(key.toString('base64url'))).toBe(true);
    const offCurve = Buffer.from(key);
    offCurve[64]! ^= 1;
    expect(isP256PublicKey(offCurve.toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'))).toBe(false);
    expect(isP256PublicKey('')).toBe(false);
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    expect(isP256PublicKey(compressed.getPublicKey('base64url', 'compressed'))).toBe(false);
  });
});
