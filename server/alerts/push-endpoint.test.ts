import { describe, expect, it } from 'vitest';
import { normalizePushEndpoint } from './push-endpoint';

const CANONICAL = 'https://fcm.googleapis.com/fcm/send/abc:DEF-123_x';

describe('push endpoint normalisation', () => {
  it('writes every spelling of one URL the same way', () => {
    const spellings = [
      CANONICAL,
      'HTTPS://FCM.googleapis.com/fcm/send/abc:DEF-123_x',
      'https://fcm.googleapis.com:443/fcm/send/abc:DEF-123_x',
      'https://fcm.googleapis.com/fcm/send/abc:DEF-123_x?',
      'https://fcm.googleapis.com/fcm/send/abc:DEF-123_x#a',
      'https://fcm.googleapis.com/fcm/send/abc:DEF-123_x?#',
      'https://fcm.googleapis.com/fcm/./send/abc:DEF-123_x',
      'https://fcm.googleapis.com/fcm/a/../send/abc:DEF-123_x',
      'https://fcm.googleapis.com/fcm/a/%2E%2e/send/%2e/abc:DEF-123_x',
      'https://fcm.googleapis.com\\fcm\\send\\abc:DEF-123_x',
      'https://fcm.googleapis.com./fcm/send/abc:DEF-123_x',
      'https://fcm.googleapis.com/fcm/send/%61bc:%44EF%2D123%5Fx',
    ];
    for (const spelling of spellings) expect(normalizePushEndpoint(spelling), spelling).toBe(CANONICAL);
  });

  it('keeps what makes a different URL: path case, a query, other escapes (in upper case), another port or scheme', () => {
    expect(normalizePushEndpoint('https://fcm.googleapis.com/FCM/send/x')).toBe('https://fcm.googleapis.com/FCM/send/x');
    expect(normalizePushEndpoint('https://db5.notify.windows.com/w/?token=AbC%2bd%3d#x')).toBe(
      'https://db5.notify.windows.com/w/?token=AbC%2Bd%3D',
    );
    expect(normalizePushEndpoint('https://fcm.googleapis.com/a%2fb')).toBe('https://fcm.googleapis.com/a%2Fb');
    expect(normalizePushEndpoint('https://fcm.googleapis.com:8443/x')).toBe('https://fcm.googleapis.com:8443/x');
    expect(normalizePushEndpoint('http://127.0.0.1:80/push/x')).toBe('http://127.0.0.1/push/x');
    expect(normalizePushEndpoint('http://127.0.0.1:4321/push/x')).toBe('http://127.0.0.1:4321/push/x');
  });

  it('puts international hosts in their ASCII form', () => {
    expect(normalizePushEndpoint('https://Bücher.example/x')).toBe('https://xn--bcher-kva.example/x');
  });

  it('is idempotent, and leaves a string that is not a URL as it is', () => {
    for (const spelling of ['https://FCM.googleapis.com:443/a/./b/%7e?#', 'https://x.example/a?b=%2f%41']) {
      const once = normalizePushEndpoint(spelling);
      expect(normalizePushEndpoint(once)).toBe(once);
    }
    expect(normalizePushEndpoint('not a url')).toBe('not a url');
    expect(normalizePushEndpoint('')).toBe('');
  });
});
