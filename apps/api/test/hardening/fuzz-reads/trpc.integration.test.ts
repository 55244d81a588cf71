import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ON_POSTGRES } from '../../test-database.js';
import { oddText, type Encoding, encoding, encode, queryJunk, withQuery, read } from './values.js';
import { t, uploadFiles, existingId } from './database.js';
import { QUERY_RULES, MUTATIONS, procedures, procedureType, REST_GETS } from './rules.js';
import { fuzzReads, useReadFuzz, expectUnchanged } from './runner.js';

// ---- Generated reads ----------------------------------------------------------------------------

const QUERY_NAMES = Object.keys(QUERY_RULES);
const procedureName: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...QUERY_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...MUTATIONS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'nope',
      'vehicles',
      'admin',
      'admin.',
      '.vehicles.list',
      'vehicles..list',
      'vehicles.list.',
      'vehicles.list.x',
      'VEHICLES.LIST',
      'vehicles.list ',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '__proto__.polluted',
      'vehicles.__proto__',
      'admin.users.list.constructor',
      'véhicules.list',
      '🚗.list',
      'x'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: oddText },
);

const PROTO_KEYS = [
  '"__proto__":{"isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":{"id":1}',
  '"\\u005f_proto__":{"polluted":1}',
  '"prototype":{"polluted":1}',
];

/** Input texts no client should send: malformed, truncated, deeply nested, huge, odd numbers and escapes. */
const ODD_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"id":',
  '{"id":1',
  "{'id':1}",
  '{id:1}',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '"1"',
  'null',
  'true',
  '[]',
  '[{"id":1}]',
  '{"id":1}{"id":2}',
  '{"id":1,"id":"x"}',
  '\uFEFF{"id":1}',
  '{"id":"\\u0000"}',
  '{"id":"\\ud800"}',
  '{"id":1e-400}',
  '{"id":9007199254740993}',
  '{"id":1.0}',
  '{"id":"0x1"}',
  '{"0":{"id":1}}',
  `"${'x'.repeat(20_000)}"`,
  `{"id":"${'é'.repeat(4000)}"}`,
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53,
    1e308,
    '',
    '7',
    'abc',
    '\uD800',
    [],
    {},
    [1],
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const inputValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: existingId.map((id) => ({ id })) },
  { weight: 2, arbitrary: existingId.map((id) => ({ id: String(id) })) },
  { weight: 3, arbitrary: oddValue.map((id) => ({ id })) },
  { weight: 1, arbitrary: existingId.map((id) => ({ id, extra: 'x', nested: { deep: [1, 2] } })) },
  { weight: 2, arbitrary: oddValue },
);

const asJson = (value: unknown) => JSON.stringify(value) ?? '';

const inputText: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 8, arbitrary: inputValue.map(asJson) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_JSON) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(existingId, fc.constantFrom(...PROTO_KEYS), fc.boolean())
      .map(([id, extra, withId]) => (withId ? `{"id":${id},${extra}}` : `{${extra}}`)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(inputValue, fc.nat()).map(([value, cut]) => {
      const text = asJson(value);
      return text.slice(0, cut % Math.max(1, text.length));
    }),
  },
);

/** A batch's input: an object of inputs by call index, some missing, some extra keys; or no object at all. */
const batchInputText: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.array(fc.option(inputValue, { nil: undefined }), { maxLength: 5 }),
        fc.array(fc.constantFrom('"-1":{"id":1}', '"99":{"id":1}', '"__proto__":{"0":{"id":1}}', '"length":3'), {
          maxLength: 2,
        }),
      )
      .map(([entries, extra]) => {
        const members = entries.flatMap((entry, index) => (entry === undefined ? [] : [`"${index}":${asJson(entry)}`]));
        return `{${[...extra, ...members].join(',')}}`;
      }),
  },
  { weight: 3, arbitrary: inputText },
);

const trpcUrl: fc.Arbitrary<string> = fc
  .record({
    batch: fc.boolean(),
    names: fc.array(procedureName, { minLength: 1, maxLength: 4 }),
    joinUnbatched: fc.boolean(),
    nameEncoding: fc.constantFrom<Encoding>('raw', 'raw', 'encoded'),
    input: inputText,
    batchInput: batchInputText,
    inputEncoding: encoding,
    batchParam: fc.constantFrom(undefined, undefined, '0', 'true', ''),
    junk: queryJunk,
    junkFirst: fc.boolean(),
  })
  .map((c) => {
    const names = c.batch || c.joinUnbatched ? c.names : c.names.slice(0, 1);
    const path = names.map((name) => encode(name, c.nameEncoding)).join(',');
    const input = c.batch ? c.batchInput : c.input;
    const params = [
      c.batch ? 'batch=1' : c.batchParam === undefined ? '' : `batch=${c.batchParam}`,
      input === undefined ? '' : `input=${encode(input, c.inputEncoding)}`,
    ];
    const query = (c.junkFirst ? [c.junk, ...params] : [...params, c.junk]).filter(Boolean).join('&');
    return withQuery(`/api/trpc/${path}`, query);
  });

/** A path segment: an existing vehicle's id most of the time, else anything. */

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)(
  'fuzzing every read with generated paths, queries, inputs and headers (fast-check)',
  () => {
    useReadFuzz('trpc', { trpcQueries: QUERY_NAMES.length });

    it('knows every query procedure and every REST GET route', async () => {
      const queries = Object.keys(procedures).filter((name) => procedureType(name) === 'query');
      expect(queries.sort()).toEqual([...QUERY_NAMES].sort());
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const gets = Object.entries(doc.paths)
        .filter(([, operations]) => 'get' in operations)
        .map(([path]) => path);
      expect(gets.sort()).toEqual(REST_GETS.map((rest) => rest.route).sort());
      expect(uploadFiles.size).toBeGreaterThan(0);
    });

    it('tRPC queries, one or batched: generated procedures, inputs and query strings', async () => {
      // Most odd headers stop a tRPC call before its procedure (415, 400): fewer of them here.
      await fuzzReads(read(trpcUrl, 5), 1000);
    }, 120_000);

    it('the database is what it was before the first read, and Object.prototype is untouched', expectUnchanged);
  },
);
