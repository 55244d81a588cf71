import type { ServiceDetails } from '@nbt/validation';

import { machineName, slotName } from '../contact/service-details-text.js';
import { type Cell, type SheetColumn, text, yesNo } from './sheet-cells.js';

type Details<K extends ServiceDetails['kind']> = Extract<ServiceDetails, { kind: K }>;

/** One column per detail, its heading beside the value it shows: a column cannot lose its cell. */
const COLUMNS = [
  ...(
    [
      ['Trasporto: partenza', (d) => d.origin],
      ['Trasporto: destinazione', (d) => d.destination],
      ['Trasporto: carico', (d) => d.load],
      ['Trasporto: peso (kg)', (d) => d.weightKg],
      ['Trasporto: data', (d) => d.date],
    ] satisfies [string, (details: Details<'transport'>) => Cell][]
  ).map(([heading, cell]) => ({ heading, kind: 'transport' as const, cell })),
  ...(
    [
      ['Movimento terra: cantiere', (d) => d.site],
      ['Movimento terra: macchina', (d) => machineName(d.machine)],
      ['Movimento terra: con operatore', (d) => yesNo(d.withOperator)],
      ['Movimento terra: giorni', (d) => d.days],
      ['Movimento terra: inizio', (d) => d.startDate],
    ] satisfies [string, (details: Details<'earthworks'>) => Cell][]
  ).map(([heading, cell]) => ({ heading, kind: 'earthworks' as const, cell })),
  ...(
    [
      ['Officina: targa', (d) => d.plate],
      ['Officina: giorno', (d) => d.day],
      ['Officina: fascia', (d) => slotName(d.slot)],
    ] satisfies [string, (details: Details<'workshop'>) => Cell][]
  ).map(([heading, cell]) => ({ heading, kind: 'workshop' as const, cell })),
];

/** The 'Richieste' sheet's columns of the service details. */
export const SERVICE_DETAIL_COLUMNS: SheetColumn[] = COLUMNS.map(({ heading }) => text(heading));

/** A request's cells under those columns: its own kind's filled, the others empty. */
export function serviceDetailCells(details: ServiceDetails | null): Cell[] {
  return COLUMNS.map((column) =>
    details?.kind === column.kind ? (column.cell as (details: ServiceDetails) => Cell)(details) : null,
  );
}
