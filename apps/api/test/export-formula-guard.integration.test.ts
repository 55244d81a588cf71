import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { contactBody, createVehicle, officeBody } from './helpers.js';

/** What a spreadsheet program would run, as the export's guard reads it; a phone number is never run. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_LIKE = /^[+()0-9\s./-]*$/;
const STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** A cell's text as a spreadsheet program reads it: ExcelJS leaves OOXML's escapes (`_x000D_`, a carriage return) as written. */
function textOf(cell: ExcelJS.Cell): unknown {
  const { value } = cell;
  return typeof value === 'string'
    ? value.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : value;
}

/**
 * Every text the export writes, whoever wrote it: a value stored by hand (or by an older version,
 * or restored from a backup) past the input rules still reaches the sheet as text, never as a formula.
 */
describe('the Excel export and text that begins like a formula', () => {
  const t = useTestApp();

  let count = 0;
  /** A text beginning with each of the formula characters in turn, `length` long (at least 6). */
  const formula = (length = 8) => {
    count += 1;
    return `${STARTS[count % STARTS.length]}cmd${count}`.padEnd(length, 'x').slice(0, Math.max(length, 6));
  };

  it('writes every text column of every sheet with a leading apostrophe, and no formula anywhere', async () => {
    const { db } = t.database;
    const vehicle = await createVehicle(t, { listing_type: 'both', sale_price_euros: 30_000 });
    const office = (
      await t.injectAs(t.admin, { method: 'POST', url: '/api/company-info', payload: officeBody() })
    ).json<{ id: number }>();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody({ vehicleId: vehicle.id }) }))
        .statusCode,
    ).toBe(201);
    const request = await db.selectFrom('contact_requests').select('id').executeTakeFirstOrThrow();
    const reservation = (
      await t.injectAs(t.admin, {
        method: 'POST',
        url: '/api/admin/reservations',
        payload: { vehicleId: vehicle.id, from: '2026-01-10', to: '2026-01-12', customerName: 'Anna' },
      })
    ).json<{ id: number }>();
    const username = formula();
    const userId = await t.addUser(username, 'Poisoned-Pass-123', false);

    const v = {
      brand: formula(),
      model: formula(),
      fuel_type: formula(),
      fuel_regulation: formula(),
      transmission: formula(),
      color: formula(),
      description: formula(),
      plate: formula(),
      vin: formula(17),
      internal_notes: formula(),
      sold_on: formula(10),
      sold_to: formula(),
    };
    const feature = formula();
    const english = { description: formula(), features: [formula(), 'ABS'], color: formula() };
    await db
      .updateTable('vehicles')
      .set({ ...v, features: JSON.stringify([feature, 'ABS']), translations: JSON.stringify({ en: english }) })
      .where('id', '=', vehicle.id)
      .execute();
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    const hours = Object.fromEntries(days.map((day) => [day, formula()]));
    const o = {
      name: formula(),
      phone: formula(),
      email: formula(),
      address: formula(),
      city: formula(),
      postal_code: formula(),
      country: formula(),
    };
    await db
      .updateTable('company_info')
      .set({ ...o, opening_hours: JSON.stringify(hours) })
      .where('id', '=', office.id)
      .execute();
    const r = {
      first_name: formula(),
      last_name: formula(),
      email: formula(),
      phone: formula(),
      service: formula(),
      message: formula(),
    };
    const tradeIn = { brand: formula(), model: formula(), year: 2019, kilometers: 1000, note: formula() };
    await db
      .updateTable('contact_requests')
      .set({ ...r, trade_in: JSON.stringify(tradeIn) })
      .where('id', '=', request.id)
      .execute();
    const booking = { customer_name: formula(), note: formula() };
    await db.updateTable('reservations').set(booking).where('id', '=', reservation.id).execute();
    const log = { action: formula(), details: formula(), username: formula(), ip: formula() };
    const logged = await db
      .insertInto('access_logs')
      .values({ ...log, timestamp: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();

    const label = `${v.brand} ${v.model}`;
    const expected: Record<string, { id: number; cells: Record<string, string> }> = {
      Veicoli: {
        id: vehicle.id,
        cells: {
          Marca: v.brand,
          Modello: v.model,
          Carburante: v.fuel_type,
          'Normativa emissioni': v.fuel_regulation,
          Cambio: v.transmission,
          Colore: v.color,
          Descrizione: v.description,
          Dotazioni: `${feature}, ABS`,
          'Descrizione (EN)': english.description,
          'Dotazioni (EN)': english.features.join(', '),
          'Colore (EN)': english.color,
          Targa: v.plate,
          Telaio: v.vin,
          'Note interne': v.internal_notes,
          'Data di vendita': v.sold_on,
          Acquirente: v.sold_to,
        },
      },
      Sedi: {
        id: office.id,
        cells: {
          Nome: o.name,
          Telefono: o.phone,
          Email: o.email,
          Indirizzo: o.address,
          Città: o.city,
          CAP: o.postal_code,
          Paese: o.country,
          Lunedì: hours.monday!,
          Martedì: hours.tuesday!,
          Mercoledì: hours.wednesday!,
          Giovedì: hours.thursday!,
          Venerdì: hours.friday!,
          Sabato: hours.saturday!,
          Domenica: hours.sunday!,
        },
      },
      Utenti: { id: userId, cells: { Username: username } },
      Richieste: {
        id: request.id,
        cells: {
          Nome: r.first_name,
          Cognome: r.last_name,
          Email: r.email,
          Telefono: r.phone,
          Servizio: r.service,
          Messaggio: r.message,
          Veicolo: label,
          'Permuta: marca': tradeIn.brand,
          'Permuta: modello': tradeIn.model,
          'Permuta: note': tradeIn.note,
        },
      },
      Prenotazioni: {
        id: reservation.id,
        cells: { Veicolo: label, Cliente: booking.customer_name, Nota: booking.note },
      },
      'Log accessi': {
        id: Number(logged.id),
        cells: { Azione: log.action, Dettagli: log.details, Username: log.username, IP: log.ip },
      },
    };

    const answer = await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);

    for (const [name, { id, cells }] of Object.entries(expected)) {
      const sheet = workbook.getWorksheet(name)!;
      const headings = sheet.getRow(1).values as unknown[];
      const column = (heading: string) => headings.indexOf(heading);
      let row: ExcelJS.Row | undefined;
      sheet.eachRow((candidate) => {
        if (candidate.getCell(column('ID')).value === id) row = candidate;
      });
      expect(row, `${name}: row ${id}`).toBeDefined();
      for (const [heading, stored] of Object.entries(cells)) {
        expect(column(heading), `${name} › ${heading}`).toBeGreaterThan(0);
        const cell = row!.getCell(column(heading));
        expect(cell.type, `${name} › ${heading}`).toBe(ExcelJS.ValueType.String);
        expect(textOf(cell), `${name} › ${heading}`).toBe(`'${stored}`);
      }
    }
    // Every sheet, every cell: no formula, and no text a spreadsheet program would take for one.
    workbook.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          expect(cell.type, `${sheet.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          const value = textOf(cell);
          if (typeof value === 'string' && FORMULA_START.test(value)) {
            expect(value, `${sheet.name}!${cell.address}`).toMatch(PHONE_LIKE);
          }
        });
      });
    });
  });
});
