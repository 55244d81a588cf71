import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';

import type { DatabaseHandle, DB } from '@nbt/db/client';
import type { NewOutboxMail } from '@nbt/db/mail';
import type { Database } from '@nbt/db/schema';
import { IdParamsSchema } from '@nbt/validation';
import { EXAMPLE_SALOON, everyDay, LISTING_DEFAULTS, NO_RENTAL_TERMS } from '@nbt/validation/examples';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';

import { MAX_PARAM_LENGTH } from '../src/lib/request-path.js';
import type { SharedTestApp, TestApp } from './build-app.js';
import type { sqliteOf } from './test-database.js';

/** Rows in a table, to prove a refused request stored nothing. */
export async function countRows(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Counts every insert, update and delete on `tables` with SQLite triggers, so a test can show that
 * a request wrote nothing; answers a reader of the count. A session's last-seen time is touched by
 * using the session (bookkeeping of the sign-in, not a write of the request's), so it is left out.
 */
export function installWriteCounter(sqlite: ReturnType<typeof sqliteOf>, tables: string[], name: string): () => number {
  const counter = `${name}_writes`;
  const statements = [`CREATE TABLE ${counter} (n INTEGER NOT NULL)`, `INSERT INTO ${counter} VALUES (0)`];
  for (const table of tables) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const on = table === 'sessions' && event === 'UPDATE' ? 'UPDATE OF id, user_id, expires_at' : event;
      statements.push(
        `CREATE TRIGGER ${name}_${table}_${event.toLowerCase()} AFTER ${on} ON ${table} BEGIN UPDATE ${counter} SET n = n + 1; END`,
      );
    }
  }
  sqlite.exec(statements.join(';\n'));
  const read = sqlite.prepare<[], { n: number }>(`SELECT n FROM ${counter}`);
  return () => read.get()!.n;
}

/**
 * `installWriteCounter` on either database: SQLite's triggers, or PostgreSQL's calling a PL/pgSQL
 * function; answers an async reader of the count.
 */
export async function watchWrites(
  handle: DatabaseHandle,
  tables: string[],
  name: string,
): Promise<() => Promise<number>> {
  if (handle.dialect === 'sqlite') {
    const read = installWriteCounter(handle.sqlite, tables, name);
    return () => Promise.resolve(read());
  }
  const counter = `${name}_writes`;
  await sql.raw(`CREATE TABLE ${counter} (n bigint NOT NULL)`).execute(handle.db);
  await sql.raw(`INSERT INTO ${counter} VALUES (0)`).execute(handle.db);
  await sql
    .raw(
      `CREATE FUNCTION ${counter}_bump() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN UPDATE ${counter} SET n = n + 1; RETURN NULL; END $$`,
    )
    .execute(handle.db);
  for (const table of tables) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const on = table === 'sessions' && event === 'UPDATE' ? 'UPDATE OF id, user_id, expires_at' : event;
      await sql
        .raw(
          `CREATE TRIGGER ${name}_${table}_${event.toLowerCase()} AFTER ${on} ON ${table} ` +
            `FOR EACH ROW EXECUTE FUNCTION ${counter}_bump()`,
        )
        .execute(handle.db);
    }
  }
  return async () => {
    const result = await sql<{ n: number }>`SELECT n FROM ${sql.table(counter)}`.execute(handle.db);
    return Number(result.rows[0]!.n);
  };
}

/** Failed logins that reached the password check: each one, and only those, writes LOGIN_FAILED. */
export async function passwordsChecked(t: { database: DatabaseHandle }): Promise<number> {
  const rows = await t.database.db
    .selectFrom('access_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'LOGIN_FAILED')
    .executeTakeFirstOrThrow();
  return Number(rows.n);
}

/** The details of the latest access-log line of `action`. */
export async function lastLogDetails(t: { database: DatabaseHandle }, action: string): Promise<string | null> {
  const line = await t.database.db
    .selectFrom('access_logs')
    .select('details')
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return line.details;
}

/** The 400 body every bad input gets: a message, INVALID_INPUT and the failing fields. */
export function expectInvalidInput(response: LightMyRequestResponse): { path: string; message: string }[] {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ error: unknown; code: unknown; issues: unknown }>();
  expect(body).toMatchObject({ error: expect.any(String), code: 'INVALID_INPUT', messageCode: expect.any(String) });
  expect(
    Object.keys(body).filter((key) => !['error', 'code', 'messageCode', 'params', 'issues'].includes(key)),
  ).toEqual([]);
  const issues = body.issues as { path: string; message: string }[];
  expect(issues.length).toBeGreaterThan(0);
  // Each issue carries zod's code (and the parameters its message is written from) beside the sentence.
  for (const issue of issues) {
    expect(issue).toMatchObject({ path: expect.any(String), code: expect.any(String), message: expect.any(String) });
  }
  return issues;
}

/**
 * Each answer of a batch refused as bad input, naming the field of its case (`[input, path]`): the
 * cases are sent together, so one failure names the input it came from.
 */
export function expectEachRefusedAt(
  answers: LightMyRequestResponse[],
  cases: readonly (readonly [unknown, string])[],
): void {
  answers.forEach((answer, index) => {
    const issues = expectInvalidInput(answer);
    expect(
      issues.map((issue) => issue.path),
      JSON.stringify(cases[index]![0]),
    ).toContain(cases[index]![1]);
  });
}

/** A non-OK JSON body: `{ error, code }`, never a stack. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ error: string; code: string }>();
  expect(body).toMatchObject({ error: expect.any(String), code });
  return body;
}

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** Sends a vehicles workbook to the import as the main administrator (`t.admin`), as the back office does. */
export function importVehicleWorkbook(t: SharedTestApp, bytes: Buffer): Promise<LightMyRequestResponse> {
  return t.injectAs(t.admin, {
    method: 'POST',
    url: '/api/admin/import/vehicles',
    ...multipart([{ name: 'file', filename: 'veicoli.xlsx', data: bytes }]),
  });
}

/** A multipart/form-data body built by hand: the options for `app.inject`. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nbt-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The files of an uploads folder, sorted; none before the first upload makes the folder. */
export function uploadedFiles(uploadsDir: string): string[] {
  return existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
}

/** Uploads JPEG photos as the administrator and answers the addresses the site gives them. */
export async function uploadPhotos(
  t: Pick<TestApp, 'injectAs'> & { admin: string },
  ...images: Buffer[]
): Promise<string[]> {
  const response = await t.injectAs(t.admin, {
    method: 'POST',
    url: '/api/upload/vehicle-images',
    ...multipart(images.map((data) => ({ name: 'images', filename: 'foto.jpg', contentType: 'image/jpeg', data }))),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ images: string[] }>().images;
}

/** A valid POST /api/vehicles body: a rental car, snake_case as REST clients send it. */
export function vehicleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...EXAMPLE_SALOON,
    ...LISTING_DEFAULTS,
    description: 'Berlina elegante',
    features: ['Navigatore', 'Sedili in pelle'],
    translations: {},
    ...NO_RENTAL_TERMS,
    image1: null,
    image2: null,
    image3: null,
    image4: null,
    image5: null,
    image6: null,
    image7: null,
    image8: null,
    image9: null,
    image10: null,
    ...overrides,
  };
}

export interface VehicleJson extends Record<string, unknown> {
  id: number;
  status: string;
  available: boolean;
}

/** The fields only an administrator's answer carries: the office's own and the recorded sale. */
const ADMIN_ONLY = ['plate', 'vin', 'internalNotes', 'soldPriceEuros', 'soldOn', 'soldTo'] as const;

/** A vehicle as a public read shows it: an administrator's answer less the office's own fields. */
export function publicPart<T extends Record<string, unknown>>(vehicle: T): Omit<T, (typeof ADMIN_ONLY)[number]> {
  return Object.fromEntries(
    Object.entries(vehicle).filter(([key]) => !(ADMIN_ONLY as readonly string[]).includes(key)),
  ) as Omit<T, (typeof ADMIN_ONLY)[number]>;
}

/**
 * Creates a vehicle through POST /api/vehicles as the main administrator, from `vehicleBody(overrides)`;
 * answers it as the public reads show it.
 */
export async function createVehicle(t: SharedTestApp, overrides: Record<string, unknown> = {}): Promise<VehicleJson> {
  const response = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return publicPart(response.json<VehicleJson>()) as VehicleJson;
}

/**
 * Edits a booking through PUT /api/admin/reservations/:id as the main administrator: its vehicle,
 * days and request as they are, with `changes` over them.
 */
export function editBooking(
  t: SharedTestApp,
  booking: { id: number; vehicleId: number; from: string; to: string; contactRequestId: number | null },
  changes: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const { vehicleId, from, to, contactRequestId } = booking;
  return t.injectAs(t.admin, {
    method: 'PUT',
    url: `/api/admin/reservations/${booking.id}`,
    payload: { vehicleId, from, to, contactRequestId, ...changes },
  });
}

/**
 * An office's hours that take the default 10:00 on any day: tests name days relative to the day
 * they run, which may fall on any weekday. The tests of the hours themselves give their own.
 */
export const EVERY_DAY_HOURS = everyDay('07:00-21:00');

/** A valid POST /api/company-info body, camelCase. */
export function officeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sede di Milano',
    phone: '+39 02 1234567',
    email: 'milano@nbt-esempio.it',
    address: 'Via Roma 1',
    city: 'Milano',
    postalCode: '20100',
    country: 'Italia',
    isMainOffice: false,
    openingHours: EVERY_DAY_HOURS,
    ...overrides,
  };
}

/** A mail to the office about a request, for a test to put in the outbox itself. */
export function officeMail(contactRequestId: number, overrides: Partial<NewOutboxMail> = {}): NewOutboxMail {
  return {
    contactRequestId,
    kind: 'office',
    to: [{ address: 'ufficio@nbt.example' }],
    replyTo: null,
    language: 'it',
    subject: 'prova',
    text: 'prova',
    html: '<p>prova</p>',
    ...overrides,
  };
}

/** A valid POST /api/contact body. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.com',
    phone: '+39 333 1234567',
    service: 'Noleggio Auto di Lusso',
    message: 'Vorrei un preventivo per un noleggio di una settimana.',
    ...overrides,
  };
}

/** Sends a JSON text as is (for malformed JSON and keys JSON.stringify would drop). */
export function rawJson(text: string) {
  return { payload: text, headers: { 'content-type': 'application/json' } };
}

/**
 * The id Fastify hands a route from a path segment, if the id schema takes it: undefined when the
 * router refuses the segment (too long), it is not valid percent-encoding, or the schema refuses it.
 */
export function pathId(segment: string): number | undefined {
  if (segment.length > MAX_PARAM_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const parsed = IdParamsSchema.safeParse({ id: decoded });
  return parsed.success ? parsed.data.id : undefined;
}
