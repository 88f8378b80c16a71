import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../client/src/entry-server';
import { type FakeCoinGecko, startFakeCoinGecko } from './testing/fake-coingecko';
import { type FakeHistoryUpstreams, startFakeHistoryUpstreams } from './testing/fake-history-upstreams';
import { createRng, mapBounded, type RawRequest, type RawResponse, rawRequest, rawSocketRequest, type Rng } from './testing/hostile-http';
import { type PageTestServer, startPageTestServer } from './testing/page-test-server';
import { LIVE_VENUES_UNREACHABLE } from './testing/unreachable-upstreams';

/**
 * Hostile input: thousands of generated requests (random bytes, huge strings,
 * unicode, injection strings, path traversal, __proto__ keys, absurd numbers) against every
 * endpoint and page route of one app with real server rendering. Each answer must be under
 * 500, arrive within 2 s, be JSON `{error}` from the API when not 2xx and HTML from pages;
 * afterwards the site answers normally and Object.prototype is untouched.
 *
 * Deterministic: the seed is printed; rerun one with FUZZ_SEED=<seed>.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123) >>> 0;
const CONCURRENCY = 16;
const MAX_MS = 2_000;
/** A marker no answer may carry unescaped: its presence in HTML means reflected markup. */
const MARKUP = '<x-fuzz-mark>';

let server: PageTestServer;
let coingecko: FakeCoinGecko;
let history: FakeHistoryUpstreams;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  coingecko = await startFakeCoinGecko();
  history = await startFakeHistoryUpstreams();
  server = await startPageTestServer(
    {
      COINGECKO_BASE_URL: coingecko.url,
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: history.urls.coinbase,
      DEFILLAMA_BASE_URL: history.urls.defillama,
      BINANCE_BASE_URL: history.urls.binance,
      FRANKFURTER_BASE_URL: history.urls.frankfurter,
      // CoinGecko's history API is not in the rates fake; the three keyless sources are.
      HISTORY_SOURCES: 'coinbase,defillama,binance',
      SITE_URL: 'https://converter.example',
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_WAIT_MS: '500',
    },
    { renderApp },
  );
  // Warm the caches and the renderer, as a running site would be.
  await rawRequest(server.port, { path: '/api/convert?from=bitcoin&to=usd' });
  await rawRequest(server.port, { path: '/btc-to-usd' });
}, 30_000);

afterAll(async () => {
  await server?.close();
  await coingecko?.close();
  await history?.close();
});

// ---- Values ----------------------------------------------------------------------------------

const ABSURD_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '+0',
  '-5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b101',
  '0o17',
  '1e-400',
  '5e-324',
  '9'.repeat(400),
  `0.${'0'.repeat(399)}1`,
  '١٢٣',
  '۱۲۳',
  '１２３',
  '1,000.5',
  '1.000,5',
  '1_000',
  '0.1.2',
  '.',
  '-',
  '+',
  'e',
  '1e',
  '  42  ',
  '\t1',
  '1 000',
  '9007199254740993',
  '1.7976931348623157e308',
  '00000000000000000001',
  '.5',
  '5.',
  '1/0',
];
const VALID_IDS = ['bitcoin', 'ethereum', 'usd', 'eur', 'jpy', 'solana', 'tether', 'fakecoin', 'BITCOIN', ' usd ', 'btc', 'eth'];
const INJECTIONS = [
  "' OR '1'='1",
  '"; DROP TABLE kv; --',
  "1'); DELETE FROM historical_price; --",
  `${MARKUP}<script>alert(1)</script>`,
  `"><img src=x onerror=alert(1)>${MARKUP}`,
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  'javascript:alert(1)',
  '\r\nSet-Cookie: fuzz=1',
  '$where: 1',
  '{"$gt": ""}',
  '`id`',
  '| cat /etc/passwd',
  'a'.repeat(81),
  'bitcoin\u0000',
  'bitcoin\n',
  'bit coin',
  'bitcoin;ethereum',
  'bitcoin,ethereum',
];
const PROTO_WORDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'then'];
const UNICODE = [
  '₿',
  '🚀🌕',
  'ビットコイン',
  'биткоин',
  '\u202Ebtc',
  'b\u200Btc',
  'e\u0301',
  'İ',
  'ß',
  'ﬀ',
  '\uFEFF',
  '\u2028',
  '𝟏𝟐𝟑',
  'Ⅻ',
  '\u{10FFFF}',
];
const DATES = [
  '2020-03-15',
  '2022-01-01',
  '2020-02-29',
  '2021-02-29',
  '2023-02-30',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2020-03-15T00:00:00Z',
  '2020/03/15',
  '15-03-2020',
  ' 2020-03-15 ',
  '2020-3-5',
  '2020-13-01',
  '2020-00-10',
  '1970-01-01',
  '2009-01-03',
  '2015-08-07',
  '2015-08-06',
  '2099-01-01',
  '2020-03-15\u0000',
  '２０２０-03-15',
  '2020‐03‐15',
  '-2020-03-15',
  '20200315',
];

function randomAscii(rng: Rng, max: number): string {
  let s = '';
  for (let i = rng.int(0, max); i > 0; i--) s += String.fromCharCode(rng.int(0x20, 0x7e));
  return s;
}

/** A hostile value in decoded form (a JS string), or raw bytes. */
function hostileValue(rng: Rng): string | Buffer {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.pick(VALID_IDS);
    case 1:
      return rng.pick(ABSURD_NUMBERS);
    case 2:
      return rng.pick(INJECTIONS);
    case 3:
      return rng.pick(PROTO_WORDS);
    case 4:
      return rng.pick(UNICODE) + (rng.chance(0.5) ? rng.pick(VALID_IDS) : '');
    case 5:
      return rng.pick(DATES);
    case 6:
      return randomAscii(rng, 40);
    case 7:
      return rng.bytes(rng.int(1, 48));
    case 8:
      // Long, but mostly under the app's 4,096-character URL limit, so the handlers see it.
      return rng.pick(['a', '9', '%', '\u00e9', '-']).repeat(rng.chance(0.8) ? rng.int(100, 1_300) : rng.int(1_300, 6_000));
    default:
      // A lone surrogate's UTF-8-ish bytes, overlong encodings, truncated sequences.
      return Buffer.from(
        rng.pick([
          [0xed, 0xa0, 0x80],
          [0xc0, 0xaf],
          [0xe0, 0x80, 0xaf],
          [0xf8, 0x88, 0x80, 0x80, 0x80],
          [0xe2, 0x82],
          [0xff, 0xfe],
        ]),
      );
  }
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte but the unreserved ones: always a valid request target. */
function pctEncode(value: string | Buffer): string {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  let out = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    out += UNRESERVED.test(ch) ? ch : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Puts a value into a URL the way hostile clients do: properly encoded, as raw bytes (every
 * byte 0x21–0xFF is sent as is; Node's client refuses only controls and space), or with
 * broken percent escapes.
 */
function urlValue(rng: Rng, value: string | Buffer, reserved: RegExp): string {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  const mode = rng.int(0, 5);
  if (mode <= 3) return pctEncode(bytes);
  if (mode === 4) {
    let out = '';
    for (const b of bytes) {
      const ch = String.fromCharCode(b);
      out += b <= 0x20 || b === 0x7f || reserved.test(ch) ? `%${b.toString(16).padStart(2, '0')}` : ch;
    }
    return out;
  }
  return pctEncode(bytes) + rng.pick(['%', '%2', '%zz', '%E0%A4', '%u0041', '%%', '%00', '%ff', '%C0%AF']);
}

function queryValue(rng: Rng, value: string | Buffer): string {
  return urlValue(rng, value, /[&#=%+]/);
}

/** A query string from pairs, with duplicated keys, array and object keys and junk mixed in. */
function hostileQuery(rng: Rng, pairs: [string, string | Buffer][]): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    const k = rng.chance(0.08) ? `${key}${rng.pick(['[]', '[0]', '[__proto__]', '[constructor][prototype]', '.x', '%5B%5D'])}` : key;
    parts.push(rng.chance(0.04) ? k : `${k}=${queryValue(rng, value)}`);
    if (rng.chance(0.1)) parts.push(`${k}=${queryValue(rng, hostileValue(rng))}`);
  }
  if (rng.chance(0.15)) parts.push(`${rng.pick(PROTO_WORDS)}=${queryValue(rng, hostileValue(rng))}`);
  if (rng.chance(0.1))
    parts.push(rng.pick(['', '&', '=', '==', '&&&', 'x', '__proto__[fuzzPolluted]=yes', 'constructor[prototype][fuzzPolluted]=yes']));
  if (rng.chance(0.05)) for (let i = rng.int(100, 1_200); i > 0; i--) parts.push(`k${i}=v`);
  for (let i = parts.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return parts.join('&');
}

/** A path segment, never empty: `//host`-shaped paths are covered by their own test below. */
function segment(rng: Rng, value: string | Buffer): string {
  return urlValue(rng, value, /[/?#%]/) || '%20';
}

// ---- Requests --------------------------------------------------------------------------------

type Kind = 'api' | 'page' | 'asset' | 'raw';
type Case = { kind: Kind; req: RawRequest };

const ODD_HEADERS: Record<string, string>[] = [
  { accept: 'application/json' },
  { accept: 'text/html;q=0, */*;q=0' },
  { 'accept-encoding': 'gzip;q=2, br;q=-1, *;q=0' },
  { 'accept-encoding': 'identity;q=0' },
  { 'accept-encoding': `zstd, x-unknown, ${'gzip,'.repeat(500)}` },
  { 'accept-language': 'xx-\u00ff;q=1, *;q=NaN' },
  { cookie: '__proto__=1; constructor=2; fuzzPolluted=yes' },
  { 'if-modified-since': 'Tue, 31 Dec 9999 23:59:59 GMT' },
  { 'if-modified-since': 'garbage' },
  { 'if-none-match': '*' },
  { range: 'bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9' },
  { range: 'bytes=999999999-' },
  { 'x-forwarded-for': `1.2.3.4, ${MARKUP}, ::1` },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
  { host: 'evil.example' },
  { host: '[::1]:99999' },
  { host: `${MARKUP.replace(/[<>]/g, '')}.example` },
  { 'x-operator-token': 'x'.repeat(4_000) },
  { 'user-agent': `Mozilla/5.0 ${'A'.repeat(8_000)}` },
  { referer: 'javascript:alert(1)' },
  { origin: 'null' },
  { 'content-type': 'application/json' },
  { 'x-http-method-override': 'DELETE' },
  { expect: '100-continue' },
];

const API_GETS = [
  'convert',
  'historical-price',
  'historical-range',
  'historical-fx',
  'convert-on-date',
  'chart',
  'currencies',
  'debug-seo',
  'unknown',
] as const;

function apiGet(rng: Rng): RawRequest {
  const which = rng.pick(API_GETS);
  const v = () => hostileValue(rng);
  const maybe = (key: string, good: () => string | Buffer): [string, string | Buffer][] =>
    rng.chance(0.9) ? [[key, rng.chance(0.7) ? good() : v()]] : [];
  switch (which) {
    case 'convert': {
      const pairs = [
        ...maybe('from', () => rng.pick(VALID_IDS)),
        ...maybe('to', () => rng.pick(VALID_IDS)),
        ...(rng.chance(0.4) ? maybe('type', () => rng.pick(['crypto-to-fiat', 'crypto-to-crypto'])) : []),
        ...(rng.chance(0.3) ? maybe('conversion_type', () => rng.pick(['crypto-to-fiat', 'crypto-to-crypto'])) : []),
        ...(rng.chance(0.2) ? maybe('bypass_cache', () => rng.pick(['true', 'false', 'TRUE', '1'])) : []),
        ...(rng.chance(0.2) ? maybe('amount', () => rng.pick(ABSURD_NUMBERS)) : []),
      ];
      return { path: `/api/convert?${hostileQuery(rng, pairs)}` };
    }
    case 'historical-price': {
      const pairs = [...maybe('currency', () => rng.pick(VALID_IDS)), ...maybe('date', () => rng.pick(DATES))];
      return { path: `/api/historical-price?${hostileQuery(rng, pairs)}` };
    }
    case 'historical-range': {
      const pairs = [
        ...maybe('currency', () => rng.pick(VALID_IDS)),
        ...maybe('from', () => rng.pick(DATES)),
        ...maybe('to', () => rng.pick(DATES)),
      ];
      return { path: `/api/historical-range?${hostileQuery(rng, pairs)}` };
    }
    case 'historical-fx': {
      const pairs = [
        ...maybe('currency', () => rng.pick(VALID_IDS)),
        ...maybe('from', () => rng.pick(DATES)),
        ...(rng.chance(0.5) ? maybe('to', () => rng.pick(DATES)) : []),
      ];
      return { path: `/api/historical-fx?${hostileQuery(rng, pairs)}` };
    }
    case 'convert-on-date': {
      const pairs = [
        ...maybe('from', () => rng.pick(VALID_IDS)),
        ...maybe('to', () => rng.pick(VALID_IDS)),
        ...maybe('date', () => rng.pick(DATES)),
      ];
      return { path: `/api/convert-on-date?${hostileQuery(rng, pairs)}` };
    }
    case 'chart': {
      const pairs = [
        ...maybe('from', () => rng.pick(VALID_IDS)),
        ...maybe('to', () => rng.pick(VALID_IDS)),
        ...maybe('range', () => rng.pick(['24h', '7d', '30d', '1y', 'max', 'MAX', '1d', ''])),
      ];
      return { path: `/api/chart?${hostileQuery(rng, pairs)}` };
    }
    case 'currencies': {
      const tail = rng.pick(['crypto', 'fiat', 'crypto/', 'fiat/x', '..%2fconvert', '%2e%2e', '', 'CRYPTO', 'crypto%00']);
      const junk = rng.chance(0.5) ? `/${segment(rng, v())}` : '';
      return { path: `/api/currencies/${tail}${junk}${rng.chance(0.3) ? `?${hostileQuery(rng, [['x', v()]])}` : ''}` };
    }
    case 'debug-seo': {
      const pair = rng.chance(0.5)
        ? rng.pick(['btc-to-usd', 'eth-to-usd', 'BTC-to-USD', 'btc-to-', '-to-usd', 'a-to-b-to-c'])
        : segment(rng, v());
      const amount = rng.chance(0.3) ? '' : `/${rng.chance(0.5) ? segment(rng, rng.pick(ABSURD_NUMBERS)) : segment(rng, v())}`;
      const extra = rng.chance(0.1) ? `/${segment(rng, v())}` : '';
      return { path: `/api/debug/seo/${pair}${amount}${extra}` };
    }
    default: {
      const method = rng.pick(['GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
      const path = rng.pick([
        '/api',
        '/api/',
        '/api//convert',
        '/API/convert',
        '/api/convert/',
        '/api/convert/..',
        '/api/../etc/passwd',
        '/api/%2e%2e/%2e%2e/etc/passwd',
        '/api/convert%00',
        '/api/__proto__',
        '/api/constructor/prototype',
        '/api/indexnow/submit',
        '/api/sitemap',
        `/api/${segment(rng, v())}`,
      ]);
      return { method, path };
    }
  }
}

const POST_PATHS = [
  '/api/indexnow/submit',
  '/api/indexnow/submit-multiple',
  '/api/indexnow/visit',
  '/api/indexnow/submit-btc-fixed-amounts',
];

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** A hostile POST body and the headers it is sent with. */
function hostileBody(rng: Rng): { body: string | Buffer; headers: Record<string, string> } {
  const text = () => {
    const value = hostileValue(rng);
    return typeof value === 'string' ? value : value.toString('latin1');
  };
  const json = { 'content-type': rng.pick(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON']) };
  switch (rng.int(0, 13)) {
    case 0:
      return { body: JSON.stringify({ url: text() }), headers: json };
    case 1:
      return { body: JSON.stringify({ urls: Array.from({ length: rng.int(0, 20) }, text) }), headers: json };
    case 2:
      return { body: JSON.stringify({ path: rng.chance(0.5) ? `/${text()}` : text() }), headers: json };
    case 3: {
      const value = rng.pick<unknown>([
        42,
        -0,
        1e308,
        null,
        true,
        [],
        {},
        [[]],
        { url: '/btc-to-usd' },
        ['/btc-to-usd'],
        'x'.repeat(3_000),
      ]);
      const key = rng.pick(['url', 'urls', 'path']);
      return { body: `{"${key}": ${JSON.stringify(value)}}`, headers: json };
    }
    case 4:
      return {
        body: rng.pick([
          '{"__proto__": {"fuzzPolluted": "yes"}, "url": "/btc-to-usd", "path": "/btc-to-usd"}',
          '{"constructor": {"prototype": {"fuzzPolluted": "yes"}}, "urls": ["/btc-to-usd"]}',
          '{"urls": {"__proto__": ["/btc-to-usd"], "length": 1, "0": "/btc-to-usd"}}',
          '{"path": {"toString": "/btc-to-usd"}}',
          '{"url": "/btc-to-usd", "url": "//evil.example/x"}',
          '[{"__proto__": {"fuzzPolluted": "yes"}}]',
        ]),
        headers: json,
      };
    case 5:
      return { body: rng.chance(0.5) ? nested(rng.int(100, 7_000), '[', ']') : nested(rng.int(100, 2_500), '{"a":', '}'), headers: json };
    case 6:
      return { body: JSON.stringify({ urls: Array.from({ length: rng.int(1_000, 20_000) }, () => '/btc-to-usd') }), headers: json };
    case 7:
      return { body: JSON.stringify({ url: 'x'.repeat(rng.pick([2_049, 15_000, 1_048_576])) }), headers: json };
    case 8:
      return {
        body: rng.pick([
          '{"url": ',
          "{'url': '/btc-to-usd'}",
          '{"url": "/btc-to-usd",}',
          'null',
          '"x"',
          '123',
          'true',
          '',
          ' ',
          '\uFEFF{"url": "/a"}',
          '{"url": "\\ud800"}',
          'NaN',
          '{"url": 1e309}',
        ]),
        headers: json,
      };
    case 9:
      return { body: rng.bytes(rng.int(1, 4_000)), headers: json };
    case 10:
      return {
        body: JSON.stringify({ url: '/btc-to-usd', path: '/btc-to-usd', urls: ['/btc-to-usd'] }),
        headers: {
          'content-type': rng.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/json; charset=bogus',
            'application/vnd.api+json',
            'application/xml',
            '*/*',
            ';;;',
          ]),
        },
      };
    case 11:
      return {
        body: rng.bytes(rng.int(1, 2_000)),
        headers: { ...json, 'content-encoding': rng.pick(['gzip', 'deflate', 'br', 'zstd', 'x-bogus', 'gzip, gzip', 'identity']) },
      };
    case 12:
      return { body: JSON.stringify({ url: '/btc-to-usd' }), headers: {} };
    default:
      return { body: 'url=%2Fbtc-to-usd&__proto__[fuzzPolluted]=yes', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
}

let addressCounter = 0;
/** A new loopback source address per request: the per-IP rate limits then let bodies reach the handlers. */
function nextAddress(): string {
  addressCounter += 1;
  return `127.${1 + (addressCounter >> 16)}.${(addressCounter >> 8) & 0xff}.${addressCounter & 0xff || 1}`;
}

function apiPost(rng: Rng): RawRequest {
  const { body, headers } = hostileBody(rng);
  // Mostly a fresh address (the handler sees the body); sometimes one shared one (the limiter answers 429).
  const localAddress = rng.chance(0.85) ? nextAddress() : '127.0.0.9';
  return { method: 'POST', path: rng.pick(POST_PATHS), headers, body, localAddress };
}

const PAGE_PATHS = [
  '/',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%5c..%5cwindows%5cwin.ini',
  '/%00',
  '/%ff',
  '/%',
  '/%zz',
  '/%c0%ae%c0%ae/',
  '/btc-to-usd/1e309',
  '/btc-to-usd/-0',
  '/btc-to-usd/NaN',
  '/btc-to-usd/Infinity',
  '/btc-to-usd/0x10',
  '/btc-to-usd/-5',
  `/btc-to-usd/${'9'.repeat(40)}`,
  `/btc-to-usd/${'9'.repeat(41)}`,
  `/btc-to-usd/0.${'0'.repeat(37)}1`,
  '/btc-to-usd/0',
  '/btc-to-usd/00000',
  '/btc-to-usd/.5',
  '/btc-to-usd/5.',
  '/btc-to-usd/%D9%A1%D9%A2%D9%A3',
  '/btc-to-usd/1%2C000.5',
  '/btc-to-usd/1/2/3',
  '/btc-to-usd/',
  '/BTC-TO-USD',
  '/btc-to-usd//',
  '/-to-',
  '/-to-usd',
  '/btc-to-',
  '/a-to-b-to-c',
  '/btc-to-usd-to-eur/5',
  '/x/y/btc-to-usd/5',
  '/x/y/z/btc-to-usd-to',
  '/%2F%2Fevil.example-to-usd',
  '//evil.example/btc-to-usd',
  '//evil.example',
  '/\\evil.example',
  '/crypto-profit-calculator/..',
  '/crypto-profit-calculator/%00',
  '/crypto-profit-calculator/x/y',
  '/crypto-profit-calculator?amount=1e309&fee=-0&buy=0000-00-00&tab=__proto__',
  '/crypto-profit-calculator/btc?amount=NaN&fee=1e309',
  '/about/..',
  '/about%00',
  '/about/',
  '/ABOUT',
  '/indexnow-test?x=%ff',
  '/debug-seo?path=%00',
  '/btc-to-usd?debug_seo=true',
  '/btc-to-usd?debug_seo=true&debug_seo=true',
  '/btc-to-usd?debug_seo[]=true',
  '/eth-to-usd/0.5?__proto__[x]=1',
  '/?from[]=x&to[]=y',
  '/btc-to-usd?amount=1e309',
  '/index.html',
  '/sitemap.xml?x=%ff',
  '/robots.txt/..',
  '/favicon.ico',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%ff',
  '/assets/../index.html',
  '/assets/x.js%00.png',
  '/.env',
  '/.git/config',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/static-pages/btc-to-usd.html',
  '/rates.sqlite',
  '/wp-admin/',
  '/cgi-bin/../../../../bin/sh',
];

function pagePath(rng: Rng): RawRequest {
  const method = rng.pick(['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS']);
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return { method, path: rng.pick(PAGE_PATHS) };
    case 2: {
      // -to- shapes with hostile tickers and amounts.
      const from = rng.chance(0.4) ? rng.pick(['btc', 'eth', 'usd', 'BTC', 'doge']) : segment(rng, hostileValue(rng));
      const to = rng.chance(0.4) ? rng.pick(['usd', 'eur', 'btc', 'jpy']) : segment(rng, hostileValue(rng));
      const amount = rng.chance(0.5) ? `/${segment(rng, rng.chance(0.6) ? rng.pick(ABSURD_NUMBERS) : hostileValue(rng))}` : '';
      return { method, path: `/${from}-to-${to}${amount}` };
    }
    case 3: {
      // Long paths: 8–16 KB of segments (beyond Node's 16 KB header limit the parser answers 431).
      const length = rng.int(8_000, 16_500);
      const unit = rng.pick(['a/', '..%2f', '%ff', 'btc-to-usd/', '€', '-to-']);
      const body = unit === '€' ? pctEncode('€'.repeat(Math.ceil(length / 9))) : unit.repeat(Math.ceil(length / unit.length));
      return { method: 'GET', path: `/${body.slice(0, length)}` };
    }
    case 4: {
      const segments = Array.from({ length: rng.int(1, 4) }, () => segment(rng, hostileValue(rng)));
      return { method, path: `/${segments.join('/')}` };
    }
    default: {
      const base = rng.pick(['/', '/btc-to-usd', '/btc-to-usd/0.5', '/crypto-profit-calculator', '/about', '/eth-to-usd']);
      const keys = ['amount', 'fee', 'buy', 'sell', 'tab', 'debug_seo', 'from', 'to', 'utm_source', 'from[]', 'to[0]'];
      const pairs = Array.from({ length: rng.int(1, 5) }, (): [string, string | Buffer] => [rng.pick(keys), hostileValue(rng)]);
      return { method, path: `${base}?${hostileQuery(rng, pairs)}` };
    }
  }
}

function generateCases(rng: Rng): Case[] {
  const cases: Case[] = [];
  const add = (kind: Kind, req: RawRequest) => {
    if (rng.chance(0.08)) req.headers = { ...req.headers, ...rng.pick(ODD_HEADERS) };
    cases.push({ kind, req });
  };
  for (let i = 0; i < 1_500; i++) add('api', apiGet(rng));
  for (let i = 0; i < 700; i++) add('api', apiPost(rng));
  for (let i = 0; i < 650; i++) {
    const req = pagePath(rng);
    add(req.path.startsWith('/assets/') ? 'asset' : 'page', req);
  }
  // Interleave, so page renders, API calls and body parsing overlap.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases;
}

// ---- Checks ----------------------------------------------------------------------------------

type Failure = { request: string; problem: string };

function describeRequest(req: RawRequest): string {
  const body =
    req.body === undefined ? '' : ` body=${JSON.stringify(String(req.body).slice(0, 120))}${String(req.body).length > 120 ? '…' : ''}`;
  const headers = req.headers && Object.keys(req.headers).length ? ` headers=${JSON.stringify(req.headers).slice(0, 160)}` : '';
  return `${req.method ?? 'GET'} ${req.path.length > 200 ? `${req.path.slice(0, 200)}… (${req.path.length} chars)` : req.path}${headers}${body}`;
}

/**
 * Node's HTTP parser refuses some requests itself, before the app sees them: raw bytes above
 * 0x7F in the target (400) and more than 16 KB of request line and headers (431). It answers
 * with a bare status line, no body, and closes the connection.
 */
function isParserRejection(res: RawResponse): boolean {
  return (res.status === 400 || res.status === 431) && res.body.length === 0 && res.headers['content-type'] === undefined;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function check(c: Case, res: RawResponse): string[] {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  const text = res.body.toString('utf8');
  const method = c.req.method ?? 'GET';
  if (res.status >= 500) problems.push(`status ${res.status}: ${text.slice(0, 200)}`);
  if (res.ms > MAX_MS) problems.push(`took ${Math.round(res.ms)} ms`);
  if (isParserRejection(res) || res.status === 304) return problems;
  if (c.kind === 'api' && (res.status < 200 || res.status >= 300)) {
    if (!type.includes('application/json'))
      problems.push(`API error ${res.status} is ${type || 'untyped'}, not JSON: ${text.slice(0, 100)}`);
    else if (method !== 'HEAD') {
      try {
        const body = JSON.parse(text) as { error?: unknown };
        if (typeof body.error !== 'string' || body.error === '')
          problems.push(`API error ${res.status} without a string "error": ${text.slice(0, 200)}`);
        else if (/node_modules|\n\s+at |\/work\//.test(body.error)) problems.push(`API error leaks internals: ${body.error.slice(0, 200)}`);
      } catch {
        problems.push(`API error ${res.status} body is not JSON: ${text.slice(0, 200)}`);
      }
    }
  }
  if (c.kind === 'page') {
    if ((res.status === 200 || res.status === 404) && method === 'GET') {
      if (!type.includes('text/html') && !isFileAnswer(c.req.path, type))
        problems.push(`page answered ${res.status} as ${type || 'untyped'}, not HTML`);
    }
    if (REDIRECTS.has(res.status)) {
      const location = String(res.headers.location ?? '');
      if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\'))
        problems.push(`redirect leaves the site: ${location}`);
    }
  }
  if (type.includes('html') && text.includes(MARKUP)) problems.push('HTML reflects markup unescaped');
  if (/root:x:0:0|\[extensions\]|SQLite format 3|"devDependencies"|\[core\]\s+repositoryformatversion/.test(text))
    problems.push('answer carries a file from outside the site');
  return problems;
}

/** The few non-page files at the root (sitemap, robots, the key file, the template). */
function isFileAnswer(path: string, type: string): boolean {
  return /^\/(sitemap\.xml|robots\.txt|favicon\.ico)/.test(path) && !type.includes('json');
}

// ---- The run ---------------------------------------------------------------------------------

describe(`hostile input (FUZZ_SEED=${SEED})`, () => {
  it('answers thousands of generated requests below 500, within 2 s, in the right format', async () => {
    console.log(`fuzz seed: ${SEED} (rerun with FUZZ_SEED=${SEED})`);
    const rng = createRng(SEED);
    const cases = generateCases(rng);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    const byTarget: Record<string, Record<number, number>> = {};
    const slow: Case[] = [];
    let slowest = 0;
    const started = performance.now();
    await mapBounded(cases, CONCURRENCY, async (c) => {
      let res: RawResponse;
      try {
        res = await rawRequest(server.port, c.req, 5_000);
      } catch (error) {
        failures.push({ request: describeRequest(c.req), problem: (error as Error).message });
        return;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const target = c.kind === 'api' ? (c.req.path.split('?')[0] ?? '').split('/').slice(0, 3).join('/') : c.kind;
      const byStatus = (byTarget[target] ??= {});
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      slowest = Math.max(slowest, res.ms);
      for (const problem of check(c, res)) {
        // Slowness is judged again below, alone: 16 renders at once on a busy machine queue up.
        if (problem.startsWith('took ')) slow.push(c);
        else failures.push({ request: describeRequest(c.req), problem });
      }
    });
    // An answer that was slow in the crowd must be fast alone; only then was it the load.
    for (const c of slow.slice(0, 100)) {
      const again = await rawRequest(server.port, c.req, 5_000);
      if (again.ms > MAX_MS) failures.push({ request: describeRequest(c.req), problem: `took ${Math.round(again.ms)} ms, alone` });
    }
    if (slow.length > 0)
      console.log(`fuzz: ${slow.length} answers over ${MAX_MS} ms under load; ${Math.min(slow.length, 100)} asked again alone`);
    console.log(
      `fuzz: ${cases.length} requests in ${Math.round(performance.now() - started)} ms, slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    if (process.env.FUZZ_VERBOSE) console.log(JSON.stringify(byTarget, null, 1));
    // One example per kind of problem (the status and the first words), so a report stays readable.
    const examples = new Map<string, Failure & { count: number }>();
    for (const f of failures) {
      const kind = f.problem.replace(/\d+ ms/, 'N ms').slice(0, 40);
      const seen = examples.get(kind);
      if (seen) seen.count++;
      else examples.set(kind, { ...f, count: 1 });
    }
    expect([...examples.values()], `${failures.length} failures`).toEqual([]);
  }, 90_000);

  it('answers malformed and unusual HTTP on the wire below 500, never with silence or a hang', async () => {
    const raw = [
      'GET /btc-to-usd HTTP/1.0\r\n\r\n',
      'GET http://evil.example/btc-to-usd HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/convert?from=//[&to=usd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-A: b\r\n c\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
      'POST /api/indexnow/visit HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\n12345',
      'POST /api/indexnow/visit HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\nConnection: close\r\n\r\n0\r\n\r\n',
      'POST /api/indexnow/visit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      // A body over the 16 KB limit, sent whole. (A Content-Length larger than what is sent makes
      // the server wait for the rest, as HTTP says; Node's requestTimeout bounds that.)
      `POST /api/indexnow/visit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20012\r\nConnection: close\r\n\r\n{"path": "${'/'.repeat(20_000)}"}`,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      'FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      'GET /btc-to-usd HTTP/1.1\r\nHost: x\r\nX-Latin1: \u00ff\u00fe\r\nConnection: close\r\n\r\n',
      'GET /%ff%fe%fd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      `GET /btc-to-usd/${'\u00e9'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /api/convert?from=bitcoin&to=usd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ];
    const failures: string[] = [];
    await mapBounded(raw, 8, async (text) => {
      const label = JSON.stringify(text.slice(0, 90));
      try {
        const res = await rawSocketRequest(server.port, Buffer.from(text, 'latin1'), 4_000);
        if (process.env.FUZZ_VERBOSE) console.log(`${label} → ${res.status}`);
        // 0: the server closed the connection without a status line.
        if (res.status === 0 || res.status >= 500) failures.push(`${label} → ${res.status}: ${res.text.slice(0, 300)}`);
        if (res.ms > MAX_MS) failures.push(`${label} took ${Math.round(res.ms)} ms`);
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
      }
    });
    expect(failures).toEqual([]);
  }, 30_000);

  /**
   * KNOWN BUG, not fixed here (server/pages/page-renderer.ts and client/src/entry-server.tsx are
   * outside this change): a page path starting with `//` whose "host" part is not a valid URL
   * host makes `new URL(url, 'http://localhost')` throw, and the visitor gets a 500. Browsers and
   * crawlers send such paths as written (http://site//[). Suggested fix in both places:
   * `new URL(`http://localhost${url}`)` (url always starts with "/"). Once fixed, make this `it`.
   */
  it('answers //-prefixed page paths with an invalid host part below 500', async () => {
    const problems: string[] = [];
    for (const path of ['//[', '//a:b@c:99999/', '//%zz', '//x%20y/btc', '//[::1/about']) {
      const res = await rawRequest(server.port, { path });
      if (res.status >= 500) problems.push(`${path} → ${res.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers normally afterwards, and nothing polluted Object.prototype', async () => {
    const convert = await rawRequest(server.port, { path: '/api/convert?from=bitcoin&to=usd' });
    expect(convert.status).toBe(200);
    expect(JSON.parse(convert.body.toString())).toMatchObject({ from: 'bitcoin', to: 'usd', rate: 100_000, source: 'live' });
    const page = await rawRequest(server.port, { path: '/btc-to-usd' });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const html = page.body.toString();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/1 BTC = (?:<!-- -->)?100,000\.00/);
    const historical = await rawRequest(server.port, { path: '/api/historical-price?currency=bitcoin&date=2020-03-15' });
    expect(historical.status).toBe(200);
    expect(JSON.parse(historical.body.toString()).price).toBe(history.priceAt('BTC', '2020-03-15'));

    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).fuzzPolluted).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
  });

  it('kept the metrics to a handful of route labels (templates, never the hostile paths)', async () => {
    const metrics = await rawRequest(server.port, { path: '/metrics' });
    expect(metrics.status).toBe(200);
    const text = metrics.body.toString();
    const routes = new Set([...text.matchAll(/^http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));
    expect(routes.size).toBeGreaterThan(3);
    expect(routes.size).toBeLessThan(30);
    expect(text.split('\n').length).toBeLessThan(2_000);
  });
});
