import XLSX from 'sheetjs-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { contactBody, expectError, officeBody, vehicleBody } from './helpers.js';

type Row = Record<string, unknown>;

describe('GET /api/admin/export', () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let workbook: XLSX.WorkBook;
  let response: Awaited<ReturnType<TestApp['injectAs']>>;

  const sheet = (name: string): Row[] => XLSX.utils.sheet_to_json<Row>(workbook.Sheets[name]!);
  const header = (name: string): unknown[] =>
    XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1 })[0] ?? [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.addUser('viewer', 'Viewer-Pass-123', false);
    admin = await t.login();
    const vehicle = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/vehicles',
      payload: vehicleBody({
        brand: 'Porsche',
        model: 'Taycan Export',
        features: ['ABS', 'Clima'],
        plate: 'GH 456 JK',
        vin: 'WP0ZZZY1ZPSA12345',
        internalNotes: 'Tagliando a marzo',
      }),
    });
    vehicleId = vehicle.json<{ id: number }>().id;
    await t.injectAs(admin, { method: 'POST', url: '/api/company-info', payload: officeBody({ isMainOffice: true }) });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactBody({ vehicleId }) });
    await t.injectAs(admin, {
      method: 'POST',
      url: '/api/admin/reservations',
      payload: { vehicleId, from: '2026-01-10', to: '2026-01-12', customerName: '=HYPERLINK("x")' },
    });
    response = await t.injectAs(admin, { method: 'GET', url: '/api/admin/export' });
    workbook = XLSX.read(response.rawPayload, { type: 'buffer', cellNF: true });
  });
  afterAll(() => t.close());

  it("answers an .xlsx attachment named with today's date", () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nbt_export_${today}.xlsx"`);
    // An .xlsx is a zip archive.
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('has the sheets Veicoli, Sedi, Utenti, Richieste, Prenotazioni, Finanziamento, Opzioni noleggio, Log accessi', () => {
    expect(workbook.SheetNames).toEqual([
      'Veicoli',
      'Sedi',
      'Utenti',
      'Richieste',
      'Prenotazioni',
      'Finanziamento',
      'Opzioni noleggio',
      'Log accessi',
    ]);
  });

  it('lists the reservations, a name typed like a formula kept as text', () => {
    expect(sheet('Prenotazioni')).toEqual([
      expect.objectContaining({
        'ID veicolo': vehicleId,
        Veicolo: 'Porsche Taycan Export',
        Dal: '2026-01-10',
        Al: '2026-01-12',
        Cliente: `'=HYPERLINK("x")`,
      }),
    ]);
  });

  it('lists the vehicle just created in the Veicoli sheet', () => {
    const row = sheet('Veicoli').find((r) => r.ID === vehicleId);
    expect(row).toMatchObject({
      Marca: 'Porsche',
      Modello: 'Taycan Export',
      'Prezzo al giorno (€)': 120,
      'Prezzo nascosto': 'no',
      'Tipo di annuncio': 'rental',
      Stato: 'disponibile',
      Disponibile: 'sì',
      Dotazioni: 'ABS, Clima',
      Targa: 'GH456JK',
      Telaio: 'WP0ZZZY1ZPSA12345',
      'Note interne': 'Tagliando a marzo',
    });
    expect(header('Veicoli')).not.toContain('sale_price');
  });

  it('shows prices in euros and times on the clock of Milan, as dates a spreadsheet sorts', async () => {
    const cells = workbook.Sheets.Veicoli!;
    const head = header('Veicoli');
    const cell = (heading: string) => cells[XLSX.utils.encode_cell({ r: 1, c: head.indexOf(heading) })]!;
    expect(cell('Prezzo al giorno (€)')).toMatchObject({ t: 'n', v: 120, z: '#,##0.00 "€"' });
    const stored = await t.database.db
      .selectFrom('vehicles')
      .select('created_at')
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const rome = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Rome',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(stored.created_at));
    const created = cell('Creato il');
    expect(created).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm:ss' });
    // The serial number read as a wall-clock time (UTC is only the carrier here).
    const wall = new Date(Math.round((Number(created.v) - 25569) * 86_400_000)).toISOString().replace('T', ' ');
    expect(wall.slice(0, 19)).toBe(rome);
  });

  it('lists offices, contact requests and the access log', () => {
    expect(sheet('Sedi')).toEqual([expect.objectContaining({ Nome: 'Sede di Milano', 'Sede principale': 'sì' })]);
    expect(sheet('Richieste')).toEqual([
      expect.objectContaining({ Nome: 'Mario', Email: 'mario.rossi@example.com', 'ID veicolo': vehicleId }),
    ]);
    const actions = sheet('Log accessi').map((r) => r.Azione);
    expect(actions).toEqual(expect.arrayContaining(['LOGIN_SUCCESS', 'VEHICLE_CREATED', 'OFFICE_CREATED']));
  });

  it('the Utenti sheet has users but no password column or hash anywhere', () => {
    expect(header('Utenti')).toEqual(['ID', 'Username', 'Amministratore', 'Creato il']);
    expect(sheet('Utenti').map((r) => r.Username)).toEqual(['admin', 'viewer']);
    for (const name of workbook.SheetNames) {
      const text = XLSX.utils.sheet_to_csv(workbook.Sheets[name]!);
      expect(text, name).not.toMatch(/\$argon2|password_hash|passwordHash/);
    }
    expect(header('Utenti').join(',')).not.toMatch(/password/i);
  });

  it('records the export in the access log', async () => {
    const entry = await t.database.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'DATA_EXPORTED')
      .executeTakeFirst();
    expect(entry).toMatchObject({ username: 'admin' });
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/export' }), 401, 'UNAUTHORIZED');
    const viewer = await t.login('viewer', 'Viewer-Pass-123');
    expectError(await t.injectAs(viewer, { method: 'GET', url: '/api/admin/export' }), 403, 'FORBIDDEN');
  });
});
