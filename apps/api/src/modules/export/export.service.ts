import {
  type DB,
  listAccessLogs,
  listContactRequests,
  listOffices,
  listAdminVehicles,
  listReservations,
  listUsers,
} from '@nbt/db';
import { IMAGE_FIELDS } from '@nbt/validation';
import XLSX from 'sheetjs-style';

import type { Actor, Dependencies } from '../../context.js';
import { mayReadAccessLog, recordRead } from '../access-logs/access-logs.service.js';

type Cell = string | number | boolean | null;

interface Sheet {
  name: string;
  head: string[];
  rows: Cell[][];
}

const headerStyle = {
  font: { bold: true, color: { rgb: 'FFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: '1C1C1F' } },
  alignment: { vertical: 'center', horizontal: 'left' },
  border: { bottom: { style: 'thin', color: { rgb: 'C8A25C' } } },
} as const;

function toWorksheet(sheet: Sheet): XLSX.WorkSheet {
  const worksheet = XLSX.utils.aoa_to_sheet([sheet.head, ...sheet.rows]);
  sheet.head.forEach((_, column) => {
    // sheetjs-style reads the `s` property of a cell; its types describe a narrower shape than it accepts.
    const cell = worksheet[XLSX.utils.encode_cell({ r: 0, c: column })] as { s?: unknown };
    cell.s = headerStyle;
  });
  worksheet['!cols'] = sheet.head.map((title, column) => {
    const longest = Math.max(title.length, ...sheet.rows.map((row) => String(row[column] ?? '').length));
    return { wch: Math.min(60, Math.max(8, longest + 2)) };
  });
  worksheet['!autofilter'] = {
    ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 0, c: sheet.head.length - 1 } }),
  };
  return worksheet;
}

/** A text that a spreadsheet program would take for a formula when it begins so. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What the contact form accepts as a phone number: it can only be read as a number, never run. */
const PHONE_LIKE = /^[+()0-9\s./-]*$/;

/**
 * A cell written by a visitor (a lead, a username typed at the login): one that begins like a
 * formula gets a leading apostrophe, so neither Excel nor LibreOffice, nor a CSV saved from
 * them, ever runs it.
 */
export function visitorText(value: string | null): string | null {
  if (value === null || !FORMULA_START.test(value) || PHONE_LIKE.test(value)) return value;
  return `'${value}`;
}

/**
 * Every table of the site, one sheet each; users without passwords. The access log is the main
 * administrator's alone, so only their export carries it.
 */
async function collectSheets(db: DB, withAccessLog: boolean): Promise<Sheet[]> {
  const [vehicles, offices, users, requests, reservations, logs] = await Promise.all([
    listAdminVehicles(db),
    listOffices(db),
    listUsers(db),
    listContactRequests(db),
    listReservations(db),
    withAccessLog ? listAccessLogs(db) : undefined,
  ]);
  const sheets: Sheet[] = [
    {
      name: 'Veicoli',
      head: [
        'id',
        'brand',
        'model',
        'year',
        'kilometers',
        'fuel_type',
        'fuel_regulation',
        'engine_displacement',
        'horsepower',
        'transmission',
        'doors',
        'seats',
        'color',
        'price_per_day',
        'sale_price',
        'sale_price_euros',
        'hide_price',
        'vehicle_category',
        'listing_type',
        'available',
        'status',
        'description',
        'features',
        ...IMAGE_FIELDS,
        'plate',
        'vin',
        'internalNotes',
        'createdAt',
        'updatedAt',
      ],
      rows: vehicles.map((v) => [
        v.id,
        v.brand,
        v.model,
        v.year,
        v.kilometers,
        v.fuel_type,
        v.fuel_regulation,
        v.engine_displacement,
        v.horsepower,
        v.transmission,
        v.doors,
        v.seats,
        v.color,
        v.price_per_day,
        v.sale_price,
        v.sale_price_euros,
        v.hide_price,
        v.vehicle_category,
        v.listing_type,
        v.available,
        v.status,
        v.description,
        v.features.join(', '),
        ...IMAGE_FIELDS.map((field) => v[field]),
        v.plate,
        v.vin,
        visitorText(v.internalNotes),
        v.createdAt,
        v.updatedAt,
      ]),
    },
    {
      name: 'Sedi',
      head: [
        'id',
        'name',
        'phone',
        'email',
        'address',
        'city',
        'postalCode',
        'country',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
        'isMainOffice',
        'isActive',
        'createdAt',
        'updatedAt',
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
        o.isMainOffice,
        o.isActive,
        o.createdAt,
        o.updatedAt,
      ]),
    },
    {
      name: 'Utenti',
      head: ['id', 'username', 'isAdmin', 'createdAt'],
      rows: users.map((u) => [u.id, u.username, u.isAdmin, u.createdAt]),
    },
    {
      name: 'Richieste',
      head: [
        'id',
        'createdAt',
        'status',
        'firstName',
        'lastName',
        'email',
        'phone',
        'service',
        'message',
        'vehicleId',
        'vehicle',
        'pickupDate',
        'returnDate',
        'pickupOfficeId',
        'quotedPriceCents',
      ],
      rows: requests.map((r) => [
        r.id,
        r.createdAt,
        r.status,
        visitorText(r.firstName),
        visitorText(r.lastName),
        visitorText(r.email),
        visitorText(r.phone),
        r.service,
        visitorText(r.message),
        r.vehicleId,
        r.vehicleLabel,
        r.pickupDate,
        r.returnDate,
        r.pickupOfficeId,
        r.quotedPriceCents,
      ]),
    },
    {
      name: 'Prenotazioni',
      head: [
        'id',
        'vehicleId',
        'vehicle',
        'from',
        'to',
        'contactRequestId',
        'customerName',
        'note',
        'createdAt',
        'updatedAt',
      ],
      rows: reservations.map((r) => [
        r.id,
        r.vehicleId,
        r.vehicleLabel,
        r.from,
        r.to,
        r.contactRequestId,
        visitorText(r.customerName),
        visitorText(r.note),
        r.createdAt,
        r.updatedAt,
      ]),
    },
  ];
  if (logs) {
    sheets.push({
      name: 'Log accessi',
      head: ['id', 'timestamp', 'action', 'details', 'username', 'ip'],
      rows: logs.map((l) => [l.id, l.timestamp, l.action, visitorText(l.details), visitorText(l.username), l.ip]),
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
