import fc from 'fast-check';

import { MAX_PARAM_LENGTH } from '../../../src/lib/request-path.js';

/** Sessions, odd text, query strings and headers the read fuzz builds its reads from. */

export const BASE = 'http://localhost';
export const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules/;
/** The status for a request that must be refused, whatever the 4xx (e.g. a path no route matches). */
export const REFUSED = -1;
export const INDEX_HTML =
  '<!doctype html>\n<html lang="it" dir="ltr"><head><meta charset="UTF-8" /><title>NBT</title></head><body><div id="root"></div></body></html>\n';

// ---- Sessions ---------------------------------------------------------------------------------

/** Who the server takes the caller for. */
export type Who = 'anonymous' | 'admin' | 'other-admin' | 'viewer';

export interface Session {
  who: Who;
  cookie: string | undefined;
}

/** Session cookies of the signed-in callers, filled in before the first case. */
export const cookies = new Map<Who, string>();

/** Cookies that name no session: each leaves the caller anonymous. */
export const JUNK_COOKIES = [
  'nbt_session=',
  'nbt_session=abc',
  `nbt_session=${'a'.repeat(43)}`,
  `nbt_session=${'x'.repeat(5000)}`,
  'nbt_session=%E0%A4%A',
  'nbt_session="unterminated',
  'nbt_session=a; nbt_session=b',
  '=; ;;',
  'lang=__proto__',
  'lang=%FF; nbt_session=__proto__',
  '__proto__=1; constructor=2',
];

export const session: fc.Arbitrary<Session> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Session>({ who: 'anonymous', cookie: undefined }) },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK_COOKIES).map((cookie): Session => ({ who: 'anonymous', cookie })) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom<Who>('admin', 'admin', 'other-admin', 'viewer'),
        fc.constantFrom('', '', '; lang=en', '; lang=zz', '; lang=%E0'),
      )
      .map(([who, extra]): Session => ({ who, cookie: `${cookies.get(who)}${extra}` })),
  },
);

// ---- Generated text ---------------------------------------------------------------------------

/** Text a path segment or a query value may hold: ids of every shape, traversal, odd unicode. */
export const ODD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.0',
  '1e3',
  '0x1',
  '00001',
  '+1',
  ' 1',
  '9'.repeat(16),
  '9'.repeat(17),
  '9007199254740993',
  '999999',
  '١٢',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '.',
  '..',
  '...',
  '%',
  '%00',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '..%2f..%2fadmin%2fexport',
  '..\\..\\admin',
  "1' OR '1'='1",
  '1;DROP TABLE vehicles',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '\u202eevil\u202c',
  '\uFEFF1',
  'Ünïcödé 🚗 مرحبا 你好',
  '\uD800',
  'é'.repeat(300),
  '9'.repeat(MAX_PARAM_LENGTH + 1),
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export type Encoding = 'raw' | 'encoded' | 'double';
export const encoding = fc.constantFrom<Encoding>('raw', 'encoded', 'encoded', 'double');

export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** A segment or a query value as a client might write it: as is (the URL parser decides), encoded, or encoded twice. */
export function encode(text: string, how: Encoding): string {
  if (how === 'raw') return text;
  const once = encodeURIComponent(wellFormed(text));
  return how === 'double' ? encodeURIComponent(once) : once;
}

/** Query strings no route reads, or reads differently from what they claim. */
export const queryJunk: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'x=1',
      '__proto__[isAdmin]=1',
      'constructor[prototype][isAdmin]=1',
      '__proto__.isAdmin=1',
      'a[]=1&a[]=2',
      'a=1&a=2',
      '%E0%A4%A=1',
      'x=%E0%A4%A',
      '=',
      '&&&',
      '?',
      'lang=en',
      'lang=__proto__',
      'id=1',
      'page=-1&limit=1e9',
      'sort=;DROP TABLE vehicles',
      `x=${'y'.repeat(10_000)}`,
      'input=%7B%22id%22%3A1%7D',
      'batch=1',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(oddText, oddText, encoding), { minLength: 1, maxLength: 3 })
      .map((pairs) => pairs.map(([key, value, how]) => `${encode(key, how)}=${encode(value, how)}`).join('&')),
  },
);

export const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/** Headers a browser, a proxy or an attacker may send; each is honoured, ignored or refused, never a 500. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-encoding': fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=0', '*;q=abc', 'identity;q=0', 'x'.repeat(2000)),
    'if-none-match': fc.constantFrom('*', 'W/"nope"', '"', ', ,', 'x'.repeat(500)),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'junk'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=5-1', 'bytes=99999999-', 'bytes=junk', 'bytes=0-0,2-3'),
    accept: fc.constantFrom('application/jsonl', 'text/html', '*/*', '', 'application/json, application/jsonl'),
    'trpc-accept': fc.constantFrom('application/jsonl', 'junk'),
    host: fc.constantFrom('localhost:80', 'evil.example', 'a b', '[::1', 'x:99999', '%', 'a@b', 'a/b'),
    origin: fc.constantFrom('https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'none'),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4, evil', '::1'),
    'user-agent': fc.constantFrom('x'.repeat(10_000), '\u00ff\u00e9'),
  },
  { requiredKeys: [] },
);

export const method = fc.constantFrom<'GET' | 'HEAD'>(...Array<'GET'>(19).fill('GET'), 'HEAD');

export interface Read {
  method: 'GET' | 'HEAD';
  url: string;
  session: Session;
  headers: Record<string, string>;
}

/** Reads of `url`, with odd headers in one case out of `1 + plain`. */
export const read = (url: fc.Arbitrary<string>, plain = 2): fc.Arbitrary<Read> =>
  fc.record({
    method,
    url,
    session,
    headers: fc.oneof({ weight: plain, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
  });
