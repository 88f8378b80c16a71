import { describe, expect, it } from 'vitest';
import { sameSiteLocation } from './same-site-location';

describe('sameSiteLocation', () => {
  it('keeps a plain path, its query and its fragment as they are', () => {
    expect(sameSiteLocation('/developers')).toBe('/developers');
    expect(sameSiteLocation('/de/btc-to-usd/2.5?date=2024-01-01&x=//a#top')).toBe('/de/btc-to-usd/2.5?date=2024-01-01&x=//a#top');
    expect(sameSiteLocation('/')).toBe('/');
  });

  it('never starts with two slashes: repeated slashes collapse into one', () => {
    expect(sameSiteLocation('//developers')).toBe('/developers');
    expect(sameSiteLocation('///evil.example/x')).toBe('/evil.example/x');
    expect(sameSiteLocation('/de//btc-to-usd')).toBe('/de/btc-to-usd');
    expect(sameSiteLocation('//')).toBe('/');
    expect(sameSiteLocation('//evil.example?next=/')).toBe('/evil.example?next=/');
  });

  it('reads backslashes as browsers do, so /\\ cannot name a host either', () => {
    expect(sameSiteLocation('/\\evil.example')).toBe('/evil.example');
    expect(sameSiteLocation('\\\\evil.example')).toBe('/evil.example');
    expect(sameSiteLocation('/\\/evil.example/a\\b')).toBe('/evil.example/a/b');
  });

  it('drops tabs and line breaks, which browsers drop before reading the slashes', () => {
    expect(sameSiteLocation('/\t/evil.example')).toBe('/evil.example');
    expect(sameSiteLocation('/\r\n/evil.example')).toBe('/evil.example');
  });

  it('makes a relative or empty target a path from the root', () => {
    expect(sameSiteLocation('developers')).toBe('/developers');
    expect(sameSiteLocation('')).toBe('/');
    expect(sameSiteLocation('?q=1')).toBe('/?q=1');
  });

  it('always answers a path that starts with exactly one slash', () => {
    const samples = ['//a', '/\\a', '\\/a', '/\t\\a', 'a', '', '/%2F/a', '\\'];
    for (const sample of samples) expect(sameSiteLocation(sample)).toMatch(/^\/(?![/\\])/);
  });
});
