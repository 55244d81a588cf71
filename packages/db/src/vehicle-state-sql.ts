// The rules of @nbt/validation's vehicle-state.ts written as SQL, for the queries that filter by
// them; vehicle-state-sql.test.ts runs each beside its TypeScript twin on the same cases.
import { SALE_ONLY_LISTING, SOLD_STATUS } from '@nbt/validation';
import { type Expression, type ExpressionBuilder, type SqlBool, type StringReference, sql } from 'kysely';

import type { Database } from './schema.js';

/** An end of a period given as a value or as a column of another table (a request's). */
export type PeriodEnd = string | Expression<string | null>;

/** A half-open period `[startsAt, endsAt)` to compare rows with; an end left out is open. */
export interface SqlPeriod {
  startsAt?: PeriodEnd | undefined;
  endsAt?: PeriodEnd | undefined;
}

/**
 * The SQL of `periodsOverlap`: the row's period, from its column `row.startsAt` to `row.endsAt`
 * (half-open), shares a moment with `period`. A period with no ends meets every row.
 */
export function overlapping<TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
  row: { startsAt: StringReference<Database, TB>; endsAt: StringReference<Database, TB> },
  period: SqlPeriod,
): Expression<SqlBool> {
  // Written with `sql` because Kysely cannot type a comparison of a column chosen by a type parameter.
  return eb.and([
    ...(period.startsAt === undefined ? [] : [sql<SqlBool>`${eb.ref(row.endsAt)} > ${period.startsAt}`]),
    ...(period.endsAt === undefined ? [] : [sql<SqlBool>`${eb.ref(row.startsAt)} < ${period.endsAt}`]),
  ]);
}

/** The SQL of `isSold`, on the vehicles table. */
export function soldVehicle(eb: ExpressionBuilder<Database, 'vehicles'>): Expression<SqlBool> {
  return eb('vehicles.status', '=', SOLD_STATUS);
}

/** The SQL of `isRentable`: for rent, available and not sold. Flags are 0/1 on both databases' clients. */
export function rentableVehicle(eb: ExpressionBuilder<Database, 'vehicles'>): Expression<SqlBool> {
  return eb.and([
    eb('vehicles.listing_type', '<>', SALE_ONLY_LISTING),
    eb('vehicles.available', '=', 1),
    eb.not(soldVehicle(eb)),
  ]);
}
