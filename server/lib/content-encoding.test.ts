import { describe, expect, it } from 'vitest';
import { pageEncoding } from './content-encoding';

const asked = (acceptEncoding?: string) =>
  pageEncoding({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the encoding of a precompressed page', () => {
  it('is Brotli whenever the client takes it as gladly as gzip, whatever the order it lists them in', () => {
    expect(asked('gzip, deflate, br, zstd')).toBe('br');
    expect(asked('br, gzip')).toBe('br');
    expect(asked('br')).toBe('br');
  });

  it('is gzip when the client prefers it or does not take Brotli', () => {
    expect(asked('gzip, deflate')).toBe('gzip');
    expect(asked('br;q=0.5, gzip')).toBe('gzip');
    expect(asked('gzip, br;q=0')).toBe('gzip');
  });

  it('is none when the client takes neither', () => {
    expect(asked()).toBe('identity');
    expect(asked('deflate')).toBe('identity');
    expect(asked('identity')).toBe('identity');
  });
});
