import type { FinanceTerms, FinanceTermsInput } from '@nbt/validation';

import type { DB } from '../client.js';
import { nowIso } from '../time.js';

/** The office's finance terms; null when it offers none. */
export async function readFinanceTerms(db: DB): Promise<FinanceTerms> {
  const row = await db.selectFrom('finance_terms').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  const months: unknown = typeof row.months === 'string' ? JSON.parse(row.months) : row.months;
  return {
    tan_percent: row.tan_basis_points / 100,
    setup_fee_cents: row.setup_fee_cents,
    monthly_fee_cents: row.monthly_fee_cents,
    months: Array.isArray(months) ? months.filter((value): value is number => typeof value === 'number') : [],
    min_down_payment_percent: row.min_down_payment_percent,
    updatedAt: row.updated_at,
  };
}

/** States the terms (the one row, written over), or none (null, the row deleted). */
export async function writeFinanceTerms(db: DB, terms: NonNullable<FinanceTermsInput> | null): Promise<void> {
  if (terms === null) {
    await db.deleteFrom('finance_terms').execute();
    return;
  }
  const values = {
    // Whole hundredths of a percent: the input allows two decimals, so this is exact.
    tan_basis_points: Math.round(terms.tan_percent * 100),
    setup_fee_cents: terms.setup_fee_cents,
    monthly_fee_cents: terms.monthly_fee_cents,
    months: JSON.stringify(terms.months),
    min_down_payment_percent: terms.min_down_payment_percent,
    updated_at: nowIso(),
  };
  await db
    .insertInto('finance_terms')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
