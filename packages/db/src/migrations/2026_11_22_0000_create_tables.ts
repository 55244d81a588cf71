import { type Kysely, sql } from 'kysely';

import { columnTypes } from './column-types.js';

// Migrations use Kysely<any> and never import app code: they must keep working as the app changes.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('users')
    .addColumn('id', t.int, t.id)
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_admin', t.flagType, t.flag('is_admin', 0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', t.int, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_seen_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', t.int, t.id)
    .addColumn('brand', 'text', (col) => col.notNull().check(sql`length(brand) BETWEEN 1 AND 100`))
    .addColumn('model', 'text', (col) => col.notNull().check(sql`length(model) BETWEEN 1 AND 100`))
    .addColumn('year', t.int, (col) => col.notNull())
    .addColumn('kilometers', t.int, (col) => col.notNull().check(sql`kilometers >= 0`))
    .addColumn('fuel_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('benzina')
        .check(sql`length(fuel_type) <= 50`),
    )
    .addColumn('fuel_regulation', 'text', (col) => col.notNull().check(sql`length(fuel_regulation) <= 50`))
    .addColumn('engine_displacement', t.int)
    .addColumn('horsepower', t.int)
    .addColumn('transmission', 'text', (col) =>
      col
        .notNull()
        .defaultTo('manuale')
        .check(sql`length(transmission) <= 50`),
    )
    .addColumn('doors', t.int, (col) => col.notNull())
    .addColumn('seats', t.int, (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull().check(sql`length(color) <= 50`))
    .addColumn('price_per_day', t.int, (col) => col.check(sql`price_per_day >= 0`))
    .addColumn('sale_price', t.int, (col) => col.check(sql`sale_price >= 0`))
    .addColumn('sale_price_euros', t.int, (col) => col.check(sql`sale_price_euros >= 0`))
    .addColumn('hide_price', t.flagType, t.flag('hide_price', 0))
    .addColumn('vehicle_category', 'text', (col) =>
      col
        .notNull()
        .defaultTo('auto')
        .check(sql`vehicle_category IN ('auto', 'camion')`),
    )
    .addColumn('listing_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('rental')
        .check(sql`listing_type IN ('rental', 'sale', 'both')`),
    )
    .addColumn('available', t.flagType, t.flag('available', 1))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('disponibile')
        .check(sql`status IN ('disponibile', 'in_trattativa', 'venduto')`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('features', t.json, t.jsonColumn('features', '[]'))
    .addColumn('image1', 'text')
    .addColumn('image2', 'text')
    .addColumn('image3', 'text')
    .addColumn('image4', 'text')
    .addColumn('image5', 'text')
    .addColumn('image6', 'text')
    .addColumn('image7', 'text')
    .addColumn('image8', 'text')
    .addColumn('image9', 'text')
    .addColumn('image10', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('gallery_images')
    .addColumn('id', t.int, t.id)
    .addColumn('title', 'text', (col) => col.notNull().check(sql`length(title) <= 255`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_path', 'text', (col) => col.notNull().check(sql`length(image_path) <= 500`))
    .addColumn('category', 'text', (col) =>
      col
        .notNull()
        .defaultTo('general')
        .check(sql`length(category) <= 100`),
    )
    .addColumn('alt_text', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(alt_text) <= 255`),
    )
    .addColumn('is_active', t.flagType, t.flag('is_active', 1))
    .addColumn('sort_order', t.int, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('company_info')
    .addColumn('id', t.int, t.id)
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) BETWEEN 1 AND 100`))
    .addColumn('phone', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(phone) <= 20`),
    )
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(email) <= 100`),
    )
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(city) <= 50`),
    )
    .addColumn('postal_code', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(postal_code) <= 10`),
    )
    .addColumn('country', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Italia')
        .check(sql`length(country) <= 50`),
    )
    .addColumn('opening_hours', t.json, t.jsonColumn('opening_hours'))
    .addColumn('is_main_office', t.flagType, t.flag('is_main_office', 0))
    .addColumn('is_active', t.flagType, t.flag('is_active', 1))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  // At most one main office, held by the database itself (PostgreSQL's flag is a boolean).
  await sql`CREATE UNIQUE INDEX company_info_is_main_office_index ON company_info (is_main_office) WHERE ${sql.raw(
    t.pg ? 'is_main_office' : 'is_main_office = 1',
  )}`.execute(db);

  await db.schema
    .createTable('contact_requests')
    .addColumn('id', t.int, t.id)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('service', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('vehicle_id', t.int, (col) => col.references('vehicles.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('nuova')
        .check(sql`status IN ('nuova', 'contattata', 'chiusa')`),
    )
    .addColumn('ip', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_created_at_index')
    .on('contact_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('access_logs')
    .addColumn('id', t.int, t.id)
    .addColumn('timestamp', t.timestamp, (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('username', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('access_logs_timestamp_index').on('access_logs').column('timestamp').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'access_logs',
    'contact_requests',
    'company_info',
    'gallery_images',
    'vehicles',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
