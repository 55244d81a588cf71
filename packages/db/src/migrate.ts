import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

import { isPostgres } from './dialect.js';

import * as createTables from './migrations/2026_11_22_0000_create_tables.js';
import * as createRateLimits from './migrations/2026_11_22_0100_create_rate_limits.js';
import * as createMeta from './migrations/2026_11_23_0000_create_meta.js';
import * as createMailOutbox from './migrations/2026_11_25_1400_create_mail_outbox.js';
import * as createSecrets from './migrations/2026_11_26_0600_create_secrets.js';
import * as mailLimits from './migrations/2026_11_26_0700_mail_limits.js';
import * as createReservations from './migrations/2026_11_26_0800_create_reservations.js';
import * as bookingMail from './migrations/2026_11_26_1300_booking_mail.js';
import * as vehicleOfficeFields from './migrations/2026_11_26_1400_vehicle_office_fields.js';
import * as vehicleTranslations from './migrations/2026_11_26_1500_vehicle_translations.js';
import * as rentalTerms from './migrations/2026_11_27_0100_rental_terms.js';
import * as requestNotesReplies from './migrations/2026_11_27_0200_request_notes_replies.js';
import * as vehicleSales from './migrations/2026_11_27_0300_vehicle_sales.js';
import * as cookieKeyOutOfDatabase from './migrations/2026_11_28_0100_cookie_key_out_of_database.js';
import * as calendarFeedOwners from './migrations/2026_11_28_0200_calendar_feed_owners.js';
import * as publicUpdatedAt from './migrations/2026_11_28_0300_public_updated_at.js';
import * as reservationLife from './migrations/2026_11_28_0400_reservation_life.js';
import * as rentalTimes from './migrations/2026_11_28_0500_rental_times.js';
import * as rentalOffer from './migrations/2026_11_28_0600_rental_offer.js';
import * as vehicleSaleFacts from './migrations/2026_11_28_0700_vehicle_sale_facts.js';
import * as heavyFleet from './migrations/2026_11_28_0800_heavy_fleet.js';
import * as requestServiceDetails from './migrations/2026_11_29_0100_request_service_details.js';

/** Every migration, in order. Listed statically so they survive bundling. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0000_create_tables': createTables,
  '2026_11_22_0100_create_rate_limits': createRateLimits,
  '2026_11_23_0000_create_meta': createMeta,
  '2026_11_25_1400_create_mail_outbox': createMailOutbox,
  '2026_11_26_0600_create_secrets': createSecrets,
  '2026_11_26_0700_mail_limits': mailLimits,
  '2026_11_26_0800_create_reservations': createReservations,
  '2026_11_26_1300_booking_mail': bookingMail,
  '2026_11_26_1400_vehicle_office_fields': vehicleOfficeFields,
  '2026_11_26_1500_vehicle_translations': vehicleTranslations,
  '2026_11_27_0100_rental_terms': rentalTerms,
  '2026_11_27_0200_request_notes_replies': requestNotesReplies,
  '2026_11_27_0300_vehicle_sales': vehicleSales,
  '2026_11_28_0100_cookie_key_out_of_database': cookieKeyOutOfDatabase,
  '2026_11_28_0200_calendar_feed_owners': calendarFeedOwners,
  '2026_11_28_0300_public_updated_at': publicUpdatedAt,
  '2026_11_28_0400_reservation_life': reservationLife,
  '2026_11_28_0500_rental_times': rentalTimes,
  '2026_11_28_0600_rental_offer': rentalOffer,
  '2026_11_28_0700_vehicle_sale_facts': vehicleSaleFacts,
  '2026_11_28_0800_heavy_fleet': heavyFleet,
  '2026_11_29_0100_request_service_details': requestServiceDetails,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider });
}

/**
 * Runs migrations on SQLite with its foreign keys off, as SQLite's own procedure for a changed table
 * asks (a table rebuilt means the old one dropped, which would cascade to the rows referring to it),
 * then checks them all and turns them on again: a migration that broke a reference fails. The pragma
 * only takes effect outside a transaction, hence here, around the migrator's. PostgreSQL changes
 * constraints in place and needs none of this.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function withForeignKeysChecked<T extends { error?: unknown }>(db: Kysely<any>, run: () => Promise<T>) {
  if (isPostgres(db)) return run();
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    const outcome = await run();
    const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0 && !outcome.error) {
      return { ...outcome, error: new Error(`Foreign keys broken in ${broken.rows[0]!.table}`) };
    }
    return outcome;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/** Brings the database to the latest schema; safe to run on every start. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await withForeignKeysChecked(db, () => migrator(db).migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}

/** Reverts the newest migration (for development and the migration tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateDown(db: Kysely<any>): Promise<void> {
  const { error } = await withForeignKeysChecked(db, () => migrator(db).migrateDown());
  if (error) throw new Error('Database migration down failed', { cause: error });
}

/** Runs or reverts migrations until `name` is the newest one run (for the migration tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await withForeignKeysChecked(db, () => migrator(db).migrateTo(name));
  if (error) throw new Error(`Database migration to ${name} failed`, { cause: error });
}

export const migrationNames = Object.keys(migrations);

/**
 * The migrations this version of the site has that the database has not run (all of them when it
 * was never migrated): empty when the schema is current. One read of Kysely's migration table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  let applied: Set<string>;
  try {
    const result = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    applied = new Set(result.rows.map((row) => row.name));
  } catch (error) {
    // No migration table yet is a database that was never migrated; any other failure is the caller's.
    if (!(await db.introspection.getTables()).some((table) => table.name === 'kysely_migration'))
      return [...migrationNames];
    throw error;
  }
  return migrationNames.filter((name) => !applied.has(name));
}
