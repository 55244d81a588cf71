import type { RentalOption, RentalQuote } from '@nbt/validation';

import { centsToEuros, type Sheet, text, euros, yesNo } from './sheet-cells.js';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const amount = (cents: number | null) => (cents === null ? 'da quotare' : euro.format(cents / 100));

/**
 * A frozen breakdown in one cell, as the office reads it: the period at its daily price, each
 * option with its quantity, the one-way fee; 'da quotare' where the price is hidden.
 */
export function quoteText(quote: RentalQuote | null): string | null {
  if (!quote) return null;
  const lines = [`${quote.days} giorni × ${amount(quote.dailyCents)}: ${amount(quote.periodCents)}`];
  for (const line of quote.options) lines.push(`${line.name.it} × ${line.quantity}: ${amount(line.totalCents)}`);
  if (quote.oneWayFeeCents !== null) lines.push(`Riconsegna in altra sede: ${amount(quote.oneWayFeeCents)}`);
  return lines.join('; ');
}

/** The total of a frozen breakdown in euros, for a column that sums. */
export const quoteTotal = (quote: RentalQuote | null) => centsToEuros(quote?.totalCents ?? null);

/** The 'Opzioni noleggio' sheet: the catalogue, inactive options too. */
export function rentalOptionsSheet(options: readonly RentalOption[]): Sheet {
  return {
    name: 'Opzioni noleggio',
    columns: [
      text('ID'),
      text('Nome'),
      text('Nomi nelle altre lingue'),
      text('Descrizione'),
      euros('Prezzo (€)'),
      text('Per'),
      text('Quantità massima'),
      text('Categorie'),
      text('Attiva'),
      text('Ordine'),
    ],
    rows: options.map((o) => [
      o.id,
      o.name.it,
      Object.entries(o.name)
        .filter(([language]) => language !== 'it')
        .map(([language, name]) => `${language}: ${name}`)
        .join('; '),
      o.description.it ?? '',
      centsToEuros(o.price_cents),
      o.per === 'day' ? 'giorno' : 'noleggio',
      o.max_quantity,
      o.categories.join(', '),
      yesNo(o.active),
      o.sort_order,
    ]),
  };
}
