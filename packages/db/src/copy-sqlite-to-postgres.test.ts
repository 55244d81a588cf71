import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { openPostgresDatabase } from './client.js';
import { migrationNames } from './migrate.js';
import { copySqliteToPostgres } from './copy-sqlite-to-postgres.js';
import { insertAccessLog, listAccessLogs } from './repositories/access-logs.repository.js';
import { getDataVersion } from './repositories/meta.repository.js';
import { saveCalendarFeed } from './repositories/calendar-feeds.repository.js';
import { insertReservation, moveReservation } from './repositories/reservation-writes.repository.js';
import { listReservations } from './repositories/reservations.repository.js';
import { insertOutboxMails } from './repositories/mail-outbox.repository.js';
import {
  insertRequestNote,
  insertRequestReply,
  listRequestNotes,
  listRequestReplies,
} from './repositories/request-work.repository.js';
import { listOffices } from './repositories/offices.repository.js';
import { findSessionWithUser, insertSession } from './repositories/sessions.repository.js';
import { insertUser, listUsers } from './repositories/users.repository.js';
import { deleteVehicle, insertVehicle, listAdminVehicles, listVehicles } from './repositories/vehicles.repository.js';
import { seedDemoData } from './seed.js';
import { createScratchPostgresDatabase, createTestDatabase, testPostgresUrl } from './testing.js';

const serverUrl = testPostgresUrl();

describe.skipIf(!serverUrl)('moving a SQLite data directory up to PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The demo data as a first start stores it, plus what a site gathers: users, a session, a lead, the log. */
  async function demoSqlite() {
    const sqlite = await createTestDatabase();
    cleanups.push(() => sqlite.cleanup());
    const admin = await insertUser(sqlite.db, { username: 'admin', passwordHash: '$argon2id$x', isAdmin: true });
    await insertUser(sqlite.db, { username: 'giulia', passwordHash: '$argon2id$y', isAdmin: false });
    await seedDemoData(sqlite.db, (file) => Promise.resolve(`/uploads/${file.replace(/\.jpg$/, '')}.webp`));
    // A gap in the ids: a moved site must keep answering the same ids, not renumber them.
    const vehicles = await listVehicles(sqlite.db);
    await deleteVehicle(sqlite.db, vehicles[vehicles.length - 1]!.id);
    const now = new Date().toISOString();
    await insertSession(sqlite.db, {
      id: 'a'.repeat(64),
      user_id: admin.id,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ip: '127.0.0.1',
      user_agent: 'vitest',
    });
    await sqlite.db
      .insertInto('contact_requests')
      .values({
        first_name: 'Anna',
        last_name: 'Bianchi',
        email: 'anna@example.it',
        phone: '',
        service: 'noleggio',
        message: 'Disponibilità per sabato?',
        vehicle_id: vehicles[0]!.id,
        pickup_date: '2026-12-05',
        return_date: '2026-12-07',
        quoted_price_cents: 24_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(async ({ id }) => {
        // The office's work on the lead: a note, and a reply with its mail in the outbox.
        await insertRequestNote(sqlite.db, { contactRequestId: id, author: 'admin', text: 'Richiamare lunedì' });
        const [outboxId] = await insertOutboxMails(
          sqlite.db,
          [
            {
              contactRequestId: id,
              kind: 'reply',
              to: [{ address: 'anna@example.it' }],
              replyTo: null,
              language: 'it',
              subject: 'Disponibilità',
              text: 'Sì',
              html: '',
            },
          ],
          { now, giveUpAt: now },
        );
        await insertRequestReply(sqlite.db, {
          contactRequestId: id,
          author: 'admin',
          template: 'available',
          subject: 'Disponibilità',
          body: 'Sì',
          outboxId: outboxId!,
        });
        return id;
      })
      .then((id) =>
        insertReservation(
          sqlite.db,
          {
            vehicleId: vehicles[0]!.id,
            from: '2026-12-05',
            to: '2026-12-07',
            pickupTime: '09:30',
            returnTime: '17:00',
            pickupOfficeId: null,
            contactRequestId: id,
            customerName: 'Anna Bianchi',
            customerEmail: 'anna@example.it',
            customerPhone: '+39 333 1234567',
            note: '',
            status: 'confirmed',
            optionExpiresOn: null,
          },
          'admin',
        ),
      )
      .then((reservation) =>
        moveReservation(sqlite.db, reservation.id, { status: 'out', kilometers: 12_345 }, 'admin'),
      );
    await saveCalendarFeed(sqlite.db, { userId: admin.id, tokenHash: 'f'.repeat(64), includeNames: false });
    await insertAccessLog(sqlite.db, { action: 'LOGIN_SUCCESS', username: 'admin', ip: '127.0.0.1' });
    return sqlite;
  }

  it('copies every table of the demo data with its ids, sets the sequences and finds the same counts', async () => {
    const sqlite = await demoSqlite();
    const scratch = await createScratchPostgresDatabase(serverUrl!);
    cleanups.push(() => scratch.drop());
    const target = await openPostgresDatabase(scratch.url, { poolSize: 2 });
    cleanups.push(() => target.close());

    const lines: string[] = [];
    const result = await copySqliteToPostgres(sqlite.file, target, (line) => lines.push(line));

    expect(result.countsMatch).toBe(true);
    const tables = result.tables.map((copy) => copy.table);
    for (const table of [
      'users',
      'sessions',
      'vehicles',
      'company_info',
      'contact_requests',
      'contact_request_notes',
      'contact_request_replies',
      'reservations',
      'reservation_events',
      'calendar_feeds',
      'rental_options',
      'access_logs',
      'meta',
    ]) {
      expect(tables).toContain(table);
    }
    // Parents before the tables that refer to them.
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('sessions'));
    expect(tables.indexOf('vehicles')).toBeLessThan(tables.indexOf('contact_requests'));
    expect(tables.indexOf('contact_requests')).toBeLessThan(tables.indexOf('reservations'));
    expect(tables.indexOf('reservations')).toBeLessThan(tables.indexOf('reservation_events'));
    const vehicleCount = (await listVehicles(sqlite.db)).length;
    expect(vehicleCount).toBeGreaterThan(3);
    expect(result.tables.find((copy) => copy.table === 'vehicles')).toEqual({
      table: 'vehicles',
      source: vehicleCount,
      target: vehicleCount,
    });
    expect(lines).toContain(`users: 2 rows`);

    // The same rows, read through the same code on both databases.
    expect(await listVehicles(target.db)).toEqual(await listVehicles(sqlite.db));
    expect(await listOffices(target.db)).toEqual(await listOffices(sqlite.db));
    expect(await listUsers(target.db)).toEqual(await listUsers(sqlite.db));
    expect(await listAccessLogs(target.db)).toEqual(await listAccessLogs(sqlite.db));
    expect(await listReservations(target.db)).toEqual(await listReservations(sqlite.db));
    expect(await listReservations(target.db)).toHaveLength(1);
    // The booking's reference, state, kilometres and history came along.
    expect((await listReservations(target.db))[0]).toMatchObject({
      reference: expect.stringMatching(/^NBT-\d{4}-00001$/),
      status: 'out',
      kilometersOut: 12_345,
      history: [
        { status: 'confirmed', kilometers: null, username: 'admin' },
        { status: 'out', kilometers: 12_345, username: 'admin' },
      ],
    });
    const leadId = (await listReservations(sqlite.db))[0]!.contactRequestId!;
    expect(await listRequestNotes(target.db, leadId)).toEqual(await listRequestNotes(sqlite.db, leadId));
    expect(await listRequestReplies(target.db, leadId)).toEqual(await listRequestReplies(sqlite.db, leadId));
    expect((await listRequestReplies(target.db, leadId)).map((reply) => reply.status)).toEqual(['queued']);
    expect(await findSessionWithUser(target.db, 'a'.repeat(64))).toEqual(
      await findSessionWithUser(sqlite.db, 'a'.repeat(64)),
    );
    const lead = await target.db.selectFrom('contact_requests').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      email: 'anna@example.it',
      message: 'Disponibilità per sabato?',
      pickup_date: '2026-12-05',
      quoted_price_cents: 24_000,
    });
    expect(await getDataVersion(target.db)).toBe(await getDataVersion(sqlite.db));
    const migrations = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(target.db);
    expect(migrations.rows.map((row) => row.name)).toEqual(migrationNames);
    // No signing key moves along: the site keeps it out of the database (COOKIE_SECRET or DATA_DIR).
    expect(await target.db.selectFrom('secrets').selectAll().execute()).toEqual([]);

    // The next id follows the largest copied one, as on SQLite.
    const largest = Math.max(...(await listVehicles(sqlite.db)).map((vehicle) => vehicle.id));
    const [template] = await listAdminVehicles(target.db);
    const added = await insertVehicle(target.db, { ...template!, model: 'Nuova' });
    expect(added.id).toBe(largest + 1);
  });

  it('refuses a PostgreSQL database that is not empty, and changes nothing there', async () => {
    const sqlite = await demoSqlite();
    const scratch = await createScratchPostgresDatabase(serverUrl!);
    cleanups.push(() => scratch.drop());
    const target = await openPostgresDatabase(scratch.url, { poolSize: 2 });
    cleanups.push(() => target.close());
    await sql`CREATE TABLE notes (body text)`.execute(target.db);
    await expect(copySqliteToPostgres(sqlite.file, target)).rejects.toThrow(
      /^The PostgreSQL database is not empty \(it has notes\)/,
    );
    const tables = await sql<{
      name: string;
    }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(target.db);
    expect(tables.rows.map((row) => row.name)).toEqual(['notes']);
  });

  it('leaves PostgreSQL empty when the copy fails half-way, so it can be run again', async () => {
    const sqlite = await demoSqlite();
    // A row PostgreSQL refuses (a flag that is no boolean): the copy stops at that table.
    sqlite.sqlite.exec('PRAGMA ignore_check_constraints = ON');
    sqlite.sqlite.prepare("UPDATE users SET is_admin = 7 WHERE username = 'giulia'").run();
    const scratch = await createScratchPostgresDatabase(serverUrl!);
    cleanups.push(() => scratch.drop());
    const target = await openPostgresDatabase(scratch.url, { poolSize: 2 });
    cleanups.push(() => target.close());
    await expect(copySqliteToPostgres(sqlite.file, target)).rejects.toThrow(/boolean/);
    const tables = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`.execute(
      target.db,
    );
    expect(Number(tables.rows[0]!.n)).toBe(0);
    sqlite.sqlite.prepare("UPDATE users SET is_admin = 0 WHERE username = 'giulia'").run();
    expect((await copySqliteToPostgres(sqlite.file, target)).countsMatch).toBe(true);
  });
});
