import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { migrateDown, migrateToLatest, migrationNames } from './migrate.js';
import { createTestDatabase } from './testing.js';

describe('migrations', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  afterEach(() => handle?.cleanup());

  it('creates every table, runs again idempotently and reverts cleanly', async () => {
    handle = await createTestDatabase();
    await migrateToLatest(handle.db);
    const tables = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
      handle.db,
    );
    expect(tables.rows.map((row) => row.name)).toEqual([
      'access_logs',
      'calendar_feeds',
      'company_info',
      'contact_request_notes',
      'contact_request_replies',
      'contact_requests',
      'finance_terms',
      'gallery_images',
      'mail_outbox',
      'meta',
      'rate_limits',
      'rental_options',
      'reservation_events',
      'reservations',
      'secrets',
      'sessions',
      'users',
      'vehicles',
    ]);
    expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    for (const _ of migrationNames) await migrateDown(handle.db);
    const after = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('vehicles', 'users')`.execute(handle.db);
    expect(after.rows).toEqual([]);
  });

  it('holds the enum and main-office constraints in the schema itself', async () => {
    handle = await createTestDatabase();
    const now = new Date().toISOString();
    const office = {
      name: 'A',
      opening_hours: '{}',
      is_main_office: 1 as const,
      is_active: 1 as const,
      phone: '',
      email: '',
      address: '',
      city: '',
      postal_code: '',
      country: 'Italia',
      created_at: now,
      updated_at: now,
    };
    await handle.db.insertInto('company_info').values(office).execute();
    await expect(
      handle.db
        .insertInto('company_info')
        .values({ ...office, name: 'B' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      sql`INSERT INTO vehicles (brand, model, year, kilometers, fuel_regulation, doors, seats, color, status, created_at, updated_at) VALUES ('a', 'b', 2020, 0, 'Euro 6', 5, 5, 'nero', 'rubato', ${now}, ${now})`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/CHECK/);
  });
});
