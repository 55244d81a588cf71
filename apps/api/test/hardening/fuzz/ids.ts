import type { DB } from '@nbt/db/client';
import fc from 'fast-check';

import { countRows } from '../../helpers.js';
import { asJson } from './payloads.js';
import { nasty } from './values.js';

/** The rows a case aims at: ids read from the database before each case, and odd ids beside them. */

/** The status for a request that must be refused, whatever the 4xx (e.g. a path no route matches). */
export const REFUSED = -1;

export type IdTable = 'vehicles' | 'company_info' | 'users' | 'contact_requests';
/**
 * What the database holds, read before each case is prepared (and again where a check needs the
 * state after the request): the rules that decide a case's expected status are plain functions.
 */
export const snapshot = {
  ids: { vehicles: [], company_info: [], users: [], contact_requests: [] } as Record<IdTable, number[]>,
  users: new Map<string, number>(),
  sessions: 0,
};
export async function readSnapshot(db: DB) {
  for (const table of Object.keys(snapshot.ids) as IdTable[]) {
    const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
    snapshot.ids[table] = rows.map((row) => row.id);
  }
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  snapshot.users = new Map(users.map((row) => [row.username, row.id]));
  snapshot.sessions = await countRows(db, 'sessions');
}
export const ids = (table: IdTable): number[] => snapshot.ids[table];
export const exists = (table: IdTable, id: number | undefined) => id !== undefined && snapshot.ids[table].includes(id);
export const userIdByName = (name: string) => snapshot.users.get(name);

/** An id for the path or the input: an existing row most of the time, else something odd. */
export type IdChoice = { existing: number } | { raw: unknown };
export const idChoice: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((existing) => ({ existing })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<unknown>(
        0,
        -1,
        1.5,
        999_999,
        2 ** 53,
        '7',
        'abc',
        '1e3',
        '9007199254740993',
        '00001',
        '%20',
        '%00',
        '١٢',
        ' 1',
        'null',
        '9'.repeat(17),
        null,
        true,
        {},
        [],
      )
      .map((raw) => ({ raw })),
  },
  { weight: 1, arbitrary: nasty.map((raw) => ({ raw })) },
);

export function resolveId(choice: IdChoice, table: IdTable): unknown {
  if ('raw' in choice) return choice.raw;
  const list = ids(table);
  return list.length === 0 ? 999_999 : list[choice.existing % list.length];
}

/** The id as a path segment: odd ids kept literally when URL-safe (e.g. '%00'), else encoded. */
export function pathSegment(id: unknown): string {
  const text = typeof id === 'string' ? id : typeof id === 'number' ? String(id) : asJson(id);
  return /^[\w%.-]+$/.test(text) ? text : encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** A path the id schema refuses (or no route matches) is refused whatever the body. */
export const onPath = (target: number | undefined, expected: number | undefined) =>
  target === undefined ? REFUSED : expected;
