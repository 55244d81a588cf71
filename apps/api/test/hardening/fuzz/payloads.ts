import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';

import { BODY_LIMIT } from './values.js';

/** Request bodies made of generated values, and the oracle that says what the server can make of their bytes. */

// ---- Generated request bodies ------------------------------------------------------------------

export interface Payload {
  bytes: string | Buffer;
  /** undefined: no content-type header. */
  contentType: string | undefined;
  label: string;
}

export const asJson = (value: unknown): string => JSON.stringify(value) ?? '';

export function injectKey(value: unknown, extra: string): string {
  const json = asJson(value);
  if (json.startsWith('{') && json !== '{}') return `{${extra},${json.slice(1)}`;
  return `{${extra}}`;
}

/** Bodies as bytes: mostly the JSON of `values`, sometimes JSON no client should send. */
export function payloads(valuesArb: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  const json =
    (label: string) =>
    (bytes: string | Buffer): Payload => ({
      bytes,
      contentType: 'application/json',
      label,
    });
  return fc.oneof(
    { weight: 24, arbitrary: valuesArb.map((value) => json('json')(asJson(value))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom(
            '"__proto__":{"isAdmin":true}',
            '"constructor":{"prototype":{"isAdmin":true}}',
            '"nested":{"__proto__":{"polluted":1}}',
            '"list":[{"constructor":{"prototype":{"x":1}}}]',
            '"\\u005f_proto__":{"isAdmin":true}',
          ),
        )
        .map(([value, extra]) => json('prototype key')(injectKey(value, extra))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1000, max: 150_000 }))
        .map(([open, depth]) =>
          json('deep nesting')(`${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valuesArb, fc.nat()).map(([value, cut]) => {
        const text = asJson(value);
        return json('truncated')(text.slice(0, text.length === 0 ? 0 : cut % text.length));
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom('1e400', '-1e400', '1e-400', '9007199254740993', '-0', '1E2', '0.1', '1'.repeat(40)),
        )
        .map(([value, number]) =>
          json('edge number')(asJson(value).replace(/:-?\d+(\.\d+)?([eE][+-]?\d+)?/, `:${number}`)),
        ),
    },
    {
      weight: 1,
      arbitrary: valuesArb.map((value) => {
        const text = asJson(value);
        const at = Math.max(0, text.indexOf(':"') + 2);
        const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
        return json('invalid utf-8')(Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]));
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valuesArb,
          fc.constantFrom(
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=utf-8',
            'application/vnd.api+json',
            'APPLICATION/JSON',
          ),
        )
        .map(([value, contentType]) => ({ bytes: asJson(value), contentType, label: `content-type ${contentType}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', '   ', 'null', '""', '[]', '{}', '\uFEFF{}', '{"a":1,"a":2}', '{,}', 'undefined', 'NaN')
        .map(json('odd json')),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: BODY_LIMIT - 64, max: BODY_LIMIT + 64 })
        .map((size) => json('size limit')(`{"message":"${'a'.repeat(Math.max(0, size - 15))}"}`)),
    },
  );
}

// ---- The oracle -------------------------------------------------------------------------------

/** What the server can make of the bytes, before any schema: the body, or why it must refuse it. */
export type Parsed = { kind: 'body'; value: unknown } | { kind: 'refused'; status: number } | { kind: 'unknown' };

/**
 * What the server refuses in any JSON body, before any schema: prototype-polluting keys. Text
 * rules (no NUL, no lone surrogate) belong to the fields' schemas, so the route's schema decides.
 */
export function isRefusedJson(root: unknown): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    const ctor = Object.prototype.hasOwnProperty.call(node, 'constructor')
      ? (node as { constructor: unknown }).constructor
      : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
      return true;
    }
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return false;
}

export function parsePayload(payload: Payload): Parsed {
  const size = Buffer.byteLength(payload.bytes);
  if (size > BODY_LIMIT && payload.contentType === 'application/json') return { kind: 'refused', status: 413 };
  if (Buffer.isBuffer(payload.bytes)) return { kind: 'unknown' };
  if (payload.contentType !== 'application/json' && payload.contentType !== 'application/json; charset=utf-8') {
    return size === 0 && payload.contentType === undefined ? { kind: 'body', value: undefined } : { kind: 'unknown' };
  }
  const text = payload.bytes;
  if (text.trim() === '') return { kind: 'body', value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { kind: 'refused', status: 400 };
  }
  return isRefusedJson(value) ? { kind: 'refused', status: 400 } : { kind: 'body', value };
}

/** Strings as SQLite stores them (lone surrogates become U+FFFD), numbers as JSON carries them (-0 is 0). */
export function asStored<T>(value: T): T {
  const wellFormed = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\p{Cs}/gu, '\uFFFD');
    if (Array.isArray(v)) return v.map(wellFormed);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wellFormed(x)]));
    return v;
  };
  return JSON.parse(JSON.stringify(wellFormed(value))) as T;
}

export type Transport = 'rest' | 'trpc';

/** REST answers the vehicle itself; tRPC wraps it in result.data. */
export const answerOf = (response: LightMyRequestResponse, trpc: boolean): Record<string, unknown> => {
  const body = response.json<Record<string, unknown>>();
  return trpc ? ((body.result as { data: Record<string, unknown> }).data ?? {}) : body;
};
