import { inTransaction } from '@nbt/db/client';
import { readFinanceTerms, writeFinanceTerms } from '@nbt/db/finance';
import type { FinanceTerms, FinanceTermsInput } from '@nbt/validation';

import type { Actor, Dependencies } from '../../context.js';
import { recordAccess } from '../access-logs/access-logs.service.js';

/** The office's finance terms as stored; null when it offers no finance. */
export function getFinanceTerms({ db }: Pick<Dependencies, 'db'>): Promise<FinanceTerms> {
  return readFinanceTerms(db);
}

/** What the access log says of the terms: the figures, or none. */
function describe(terms: NonNullable<FinanceTermsInput> | null): string {
  if (terms === null) return 'nessun finanziamento';
  const fees = `spese ${terms.setup_fee_cents / 100} € + ${terms.monthly_fee_cents / 100} €/mese`;
  return `TAN ${terms.tan_percent}%, ${fees}, ${terms.months.join('/')} mesi, anticipo min. ${terms.min_down_payment_percent}%`;
}

/** States the terms, or none, with its access-log line in the same transaction. */
export async function setFinanceTerms(
  { db }: Dependencies,
  actor: Actor,
  { terms }: { terms: NonNullable<FinanceTermsInput> | null },
): Promise<FinanceTerms> {
  return inTransaction(db, async (trx) => {
    await writeFinanceTerms(trx, terms);
    await recordAccess(trx, actor, 'FINANCE_TERMS_UPDATED', describe(terms));
    return readFinanceTerms(trx);
  });
}
