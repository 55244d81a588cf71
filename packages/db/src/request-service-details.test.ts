import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { migrateTo, migrateToLatest } from './migrate.js';
import { findContactRequestById, insertContactRequest } from './repositories/contact-requests.repository.js';
import { testDatabases } from './testing.js';
import { freshDatabases } from './test-databases.js';

/** The migration before the one that adds the service details. */
const BEFORE = '2026_11_28_0800_heavy_fleet';

const request = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario@example.com',
  phone: '',
  service: 'Autolavaggio' as const,
  message: 'Lavaggio completo',
  vehicleId: null,
  language: 'it' as const,
  page: null,
};

describe.each(testDatabases())("a request's service details on $name", ({ open }) => {
  const database = freshDatabases(open);

  it('leaves the requests already there as they were, with no details, and drops the column on the way down', async () => {
    const db = await database();
    await migrateTo(db, BEFORE);
    const now = new Date().toISOString();
    await sql`INSERT INTO contact_requests (first_name, last_name, email, phone, service, message, created_at, updated_at)
      VALUES ('Anna', 'Bianchi', 'anna@example.com', '', 'Autolavaggio', 'Lavaggio', ${now}, ${now})`.execute(db);
    const before = await sql<Record<string, unknown>>`SELECT * FROM contact_requests`.execute(db);
    await migrateToLatest(db);
    const after = await sql<Record<string, unknown>>`SELECT * FROM contact_requests`.execute(db);
    expect(after.rows).toEqual([{ ...before.rows[0], service_details: null }]);
    expect((await findContactRequestById(db, Number(after.rows[0]!.id)))?.serviceDetails).toBeNull();
    await migrateTo(db, BEFORE);
    const reverted = await sql<Record<string, unknown>>`SELECT * FROM contact_requests`.execute(db);
    expect(reverted.rows).toEqual(before.rows);
  });

  it('stores the details as given and reads them back; a hand-edited value of no known shape reads as none', async () => {
    const db = await database();
    const details = { kind: 'workshop' as const, plate: 'AB123CD', day: '2026-12-07', slot: 'morning' as const };
    const id = await insertContactRequest(db, { ...request, serviceDetails: details }, null);
    expect((await findContactRequestById(db, id))?.serviceDetails).toEqual(details);
    await db
      .updateTable('contact_requests')
      .set({ service_details: JSON.stringify({ kind: 'parking', plate: 'AB123CD' }) })
      .where('id', '=', id)
      .execute();
    expect((await findContactRequestById(db, id))?.serviceDetails).toBeNull();
  });
});
