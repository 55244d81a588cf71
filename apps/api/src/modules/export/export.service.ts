import { listAccessLogs } from '@nbt/db/access-logs';
import { type DB } from '@nbt/db/client';
import { listContactRequests } from '@nbt/db/contact';
import { listOffices } from '@nbt/db/offices';
import { listRentalOptions } from '@nbt/db/rental-options';
import { listAllReservations } from '@nbt/db/reservations';
import { listUsers } from '@nbt/db/users';
import { listAdminVehicles } from '@nbt/db/vehicles';
import type { ReservationState } from '@nbt/validation';
import { readFinanceTerms } from '@nbt/db/finance';
import XLSX from 'sheetjs-style';

import type { Actor, Dependencies } from '../../context.js';
import { mayReadAccessLog, recordRead } from '../access-logs/access-logs.service.js';
import { type Cell, centsToEuros, euros, romeTime, type Sheet, text, sheetText, time, yesNo } from './sheet-cells.js';
import { quoteText, quoteTotal, rentalOptionsSheet } from './rental-offer-cells.js';
import { VEHICLE_SHEET_COLUMNS, vehicleCells } from './vehicle-sheet.js';
import { financeSheet } from './finance-sheet.js';
import { SERVICE_DETAIL_COLUMNS, serviceDetailCells } from './service-detail-cells.js';

/** The states as the office names them in the workbook. */
const RESERVATION_STATE_LABELS: Record<ReservationState, string> = {
  option: 'Opzione',
  confirmed: 'Confermata',
  out: 'In corso',
  returned: 'Riconsegnata',
  cancelled: 'Annullata',
  no_show: 'Cliente non presentato',
};

const headerStyle = {
  font: { bold: true, color: { rgb: 'FFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: '1C1C1F' } },
  alignment: { vertical: 'center', horizontal: 'left' },
  border: { bottom: { style: 'thin', color: { rgb: 'C8A25C' } } },
} as const;

/** How wide a column's cells read: a time or a price is as wide as its format, a text as itself. */
function shownLength(value: Cell, format: string | undefined): number {
  if (value === null) return 0;
  if (format && typeof value === 'number') return format.length;
  return String(value).length;
}

function toWorksheet(sheet: Sheet): XLSX.WorkSheet {
  const head = sheet.columns.map((column) => column.heading);
  // Every text of every sheet goes through the formula guard here, so no column can be left without it.
  const rows = sheet.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? sheetText(cell) : cell)));
  const worksheet = XLSX.utils.aoa_to_sheet([head, ...rows]);
  sheet.columns.forEach(({ format }, column) => {
    // sheetjs-style reads the `s` property of a cell; its types describe a narrower shape than it accepts.
    const cell = worksheet[XLSX.utils.encode_cell({ r: 0, c: column })] as { s?: unknown };
    cell.s = headerStyle;
    if (!format) return;
    rows.forEach((_, row) => {
      const data = worksheet[XLSX.utils.encode_cell({ r: row + 1, c: column })] as XLSX.CellObject | undefined;
      if (data?.t === 'n') data.z = format;
    });
  });
  worksheet['!cols'] = sheet.columns.map(({ heading, format }, column) => {
    const longest = Math.max(heading.length, ...rows.map((row) => shownLength(row[column] ?? null, format)));
    return { wch: Math.min(60, Math.max(8, longest + 2)) };
  });
  worksheet['!autofilter'] = {
    ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 0, c: head.length - 1 } }),
  };
  return worksheet;
}

/**
 * Every table of the site, one sheet each (the reservations in every state), with Italian headings, prices in euros and times on
 * the firm's clock; users without passwords. The access log is the main administrator's alone, so
 * only their export carries it.
 */
async function collectSheets(db: DB, withAccessLog: boolean): Promise<Sheet[]> {
  const [vehicles, offices, users, requests, reservations, options, logs, finance] = await Promise.all([
    listAdminVehicles(db),
    listOffices(db),
    listUsers(db),
    listContactRequests(db),
    listAllReservations(db),
    listRentalOptions(db),
    withAccessLog ? listAccessLogs(db) : undefined,
    readFinanceTerms(db),
  ]);
  const sheets: Sheet[] = [
    { name: 'Veicoli', columns: VEHICLE_SHEET_COLUMNS, rows: vehicles.map(vehicleCells) },
    {
      name: 'Sedi',
      columns: [
        text('ID'),
        text('Nome'),
        text('Telefono'),
        text('Email'),
        text('Indirizzo'),
        text('Città'),
        text('CAP'),
        text('Paese'),
        text('Lunedì'),
        text('Martedì'),
        text('Mercoledì'),
        text('Giovedì'),
        text('Venerdì'),
        text('Sabato'),
        text('Domenica'),
        text('Sede principale'),
        text('Attiva'),
        text('Ore tra riconsegna e ritiro'),
        euros('Supplemento riconsegna da altra sede (€)'),
        time('Creata il'),
        time('Modificata il'),
      ],
      rows: offices.map((o) => [
        o.id,
        o.name,
        o.phone,
        o.email,
        o.address,
        o.city,
        o.postalCode,
        o.country,
        o.openingHours.monday,
        o.openingHours.tuesday,
        o.openingHours.wednesday,
        o.openingHours.thursday,
        o.openingHours.friday,
        o.openingHours.saturday,
        o.openingHours.sunday,
        yesNo(o.isMainOffice),
        yesNo(o.isActive),
        o.turnaroundHours,
        centsToEuros(o.oneWayFeeCents),
        romeTime(o.createdAt),
        romeTime(o.updatedAt),
      ]),
    },
    {
      name: 'Utenti',
      columns: [text('ID'), text('Username'), text('Amministratore'), time('Creato il')],
      rows: users.map((u) => [u.id, u.username, yesNo(u.isAdmin), romeTime(u.createdAt)]),
    },
    {
      name: 'Richieste',
      columns: [
        text('ID'),
        time('Ricevuta il'),
        text('Stato'),
        text('Nome'),
        text('Cognome'),
        text('Email'),
        text('Telefono'),
        text('Servizio'),
        text('Messaggio'),
        text('ID veicolo'),
        text('Veicolo'),
        text('Ritiro'),
        text('Ora ritiro'),
        text('Riconsegna'),
        text('Ora riconsegna'),
        text('ID sede di ritiro'),
        euros('Preventivo (€)'),
        text('Permuta: marca'),
        text('Permuta: modello'),
        text('Permuta: anno'),
        text('Permuta: km'),
        text('Permuta: note'),
        text('ID sede di riconsegna'),
        text('Dettaglio preventivo'),
        euros('Totale preventivo cliente (€)'),
        text('Con operatore'),
        ...SERVICE_DETAIL_COLUMNS,
      ],
      rows: requests.map((r) => [
        r.id,
        romeTime(r.createdAt),
        r.status,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        r.service,
        r.message,
        r.vehicleId,
        r.vehicleLabel,
        r.pickupDate,
        r.pickupTime,
        r.returnDate,
        r.returnTime,
        r.pickupOfficeId,
        centsToEuros(r.quotedPriceCents),
        r.tradeIn?.brand ?? null,
        r.tradeIn?.model ?? null,
        r.tradeIn?.year ?? null,
        r.tradeIn?.kilometers ?? null,
        r.tradeIn?.note ?? null,
        r.returnOfficeId,
        quoteText(r.quote),
        quoteTotal(r.quote),
        r.withOperator === null ? null : yesNo(r.withOperator),
        ...serviceDetailCells(r.serviceDetails),
      ]),
    },
    {
      name: 'Prenotazioni',
      columns: [
        text('ID'),
        text('Riferimento'),
        text('Stato'),
        text('ID veicolo'),
        text('Veicolo'),
        text('Targa'),
        text('Dal'),
        text('Ora ritiro'),
        text('Al'),
        text('Ora riconsegna'),
        text('Giorni'),
        text('Sede di ritiro'),
        text('Opzione fino al'),
        text('ID richiesta'),
        text('Cliente'),
        text('Email'),
        text('Telefono'),
        text('Km uscita'),
        text('Km rientro'),
        text('Nota'),
        text('Preventivo della richiesta'),
        euros('Totale preventivo (€)'),
        time('Creata il'),
        time('Modificata il'),
      ],
      rows: reservations.map((r) => [
        r.id,
        r.reference,
        RESERVATION_STATE_LABELS[r.status],
        r.vehicleId,
        r.vehicleLabel,
        r.plate,
        r.from,
        r.pickupTime,
        r.to,
        r.returnTime,
        r.days,
        r.pickupOfficeName,
        r.optionExpiresOn,
        r.contactRequestId,
        r.customerName,
        r.customerEmail,
        r.customerPhone,
        r.kilometersOut,
        r.kilometersIn,
        r.note,
        quoteText(r.quote),
        quoteTotal(r.quote),
        romeTime(r.createdAt),
        romeTime(r.updatedAt),
      ]),
    },
    financeSheet(finance),
  ];
  sheets.push(rentalOptionsSheet(options));
  if (logs) {
    sheets.push({
      name: 'Log accessi',
      columns: [text('ID'), time('Data e ora'), text('Azione'), text('Dettagli'), text('Username'), text('IP')],
      rows: logs.map((l) => [l.id, romeTime(l.timestamp), l.action, l.details, l.username, l.ip]),
    });
  }
  return sheets;
}

export function exportFileName(now = new Date()): string {
  // The firm's calendar day, not UTC's: an export at 00:30 in Milan carries that day's date.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
  return `nbt_export_${day}.xlsx`;
}

/** The whole database as an .xlsx workbook. */
export async function exportWorkbook({ db }: Dependencies, actor: Actor): Promise<{ fileName: string; bytes: Buffer }> {
  const workbook = XLSX.utils.book_new();
  for (const sheet of await collectSheets(db, mayReadAccessLog(actor)))
    XLSX.utils.book_append_sheet(workbook, toWorksheet(sheet), sheet.name);
  const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  await recordRead(db, actor, 'DATA_EXPORTED');
  return { fileName: exportFileName(), bytes };
}
