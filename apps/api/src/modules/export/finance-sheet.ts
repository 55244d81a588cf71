import type { FinanceTerms } from '@nbt/validation';

import { type Cell, centsToEuros, euros, type SheetColumn, text, time, romeTime } from './sheet-cells.js';

/** The 'Finanziamento' sheet: the office's finance terms, one row, or none when it offers no finance. */
export function financeSheet(terms: FinanceTerms): { name: string; columns: SheetColumn[]; rows: Cell[][] } {
  return {
    name: 'Finanziamento',
    columns: [
      text('TAN (%)'),
      euros('Spese di istruttoria (€)'),
      euros('Spese per rata (€)'),
      text('Durate (mesi)'),
      text('Anticipo minimo (%)'),
      time('Modificato il'),
    ],
    rows: terms
      ? [
          [
            terms.tan_percent,
            centsToEuros(terms.setup_fee_cents),
            centsToEuros(terms.monthly_fee_cents),
            terms.months.join(', '),
            terms.min_down_payment_percent,
            romeTime(terms.updatedAt),
          ],
        ]
      : [],
  };
}
