import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The office's own fields of a vehicle (plate, chassis number, notes), and the indexes of the back
 * office's search: the plate and chassis number it looks up, the columns it sorts and filters by.
 * Plates and chassis numbers are stored upper case without spaces, as they are searched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vehicles')
    .addColumn('plate', 'text', (col) => col.check(sql`length(plate) BETWEEN 1 AND 15`))
    .execute();
  await db.schema
    .alterTable('vehicles')
    .addColumn('vin', 'text', (col) => col.check(sql`length(vin) = 17`))
    .execute();
  await db.schema
    .alterTable('vehicles')
    .addColumn('internal_notes', 'text', (col) =>
      col
        .notNull()
        .defaultTo('')
        .check(sql`length(internal_notes) <= 5000`),
    )
    .execute();
  for (const columns of [['plate'], ['vin'], ['created_at', 'id'], ['price_per_day'], ['year'], ['kilometers']]) {
    await db.schema
      .createIndex(`vehicles_${columns.join('_')}_index`)
      .on('vehicles')
      .columns(columns)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['plate', 'vin', 'created_at_id', 'price_per_day', 'year', 'kilometers']) {
    await db.schema.dropIndex(`vehicles_${name}_index`).execute();
  }
  for (const column of ['internal_notes', 'vin', 'plate']) {
    await db.schema.alterTable('vehicles').dropColumn(column).execute();
  }
}
