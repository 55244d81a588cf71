import type { VehicleImportResult } from '@nbt/validation';

import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, expectError, multipart, vehicleBody } from './helpers.js';
import {
  addNewCar,
  bareWorkbook,
  bombEntry,
  columnOf,
  editWorkbook,
  rowOf,
  workbookOf,
  workbookZip,
  zipOf,
} from './workbook-files.js';

type Refusal = VehicleImportResult & { code: string; messageCode: string };

describe('POST /api/admin/import/vehicles', () => {
  const t = useTestApp({}, { viewer: true });

  const upload = (bytes: Buffer, { dryRun = false, cookie = t.admin } = {}) =>
    t.injectAs(cookie, {
      method: 'POST',
      url: `/api/admin/import/vehicles${dryRun ? '?dryRun=true' : ''}`,
      ...multipart([{ name: 'file', filename: 'veicoli.xlsx', data: bytes }]),
    });

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody(overrides) })).json<{
      id: number;
    }>().id;

  const exported = async () => (await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' })).rawPayload;

  const vehicle = async (id: number) =>
    (await t.injectAs(t.admin, { method: 'GET', url: `/api/vehicles/${id}` })).json<Record<string, unknown>>();

  /** The export's headings with one new rental car under them. */
  async function fileWithNewCar(cells: Record<string, unknown> = {}): Promise<Buffer> {
    return editWorkbook(await exported(), (sheet) => addNewCar(sheet, cells));
  }

  it('previews exactly the one price changed in an exported file, then applies it', async () => {
    const id = await create({ model: 'Round trip', price_per_day: 12000 });
    // Values that an export must give back unchanged: a formula-like note, a sale price, a hidden price, lists.
    await create({
      model: 'Tricky',
      listing_type: 'both',
      sale_price_euros: 25900,
      hide_price: true,
      description: 'Due righe\nseconda',
      internalNotes: '=1+1 non è una formula',
      plate: 'ab 123 cd',
      vin: 'WP0ZZZY1ZPSA12345',
      engine_displacement: null,
    });
    const before = await countRows(t.database.db, 'vehicles');

    const file = await editWorkbook(await exported(), (sheet) => {
      rowOf(sheet, id).getCell(columnOf(sheet, 'Prezzo al giorno (€)')).value = 135.5;
    });

    const preview = await upload(file, { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      create: 0,
      update: [{ id, changes: { price_per_day: [12000, 13550] } }],
      errors: [],
    });
    expect((await vehicle(id)).price_per_day).toBe(12000);

    const applied = await upload(file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual(preview.json());
    expect((await vehicle(id)).price_per_day).toBe(13550);
    expect(await countRows(t.database.db, 'vehicles')).toBe(before);

    const line = await t.database.db
      .selectFrom('access_logs')
      .select(['details', 'username'])
      .where('action', '=', 'VEHICLES_IMPORTED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.username).toBe('admin');
    expect(line.details).toMatch(new RegExp(`created 0 \\(ids -\\); updated 1 \\(ids ${id}\\)$`));
  });

  it('previews nothing for an unchanged export of rows stored before a rule the dialog applies', async () => {
    // As the demo data is stored: a sale price in euros without its copy in cents.
    const id = await create({ model: 'Legacy', listing_type: 'sale', price_per_day: null, sale_price_euros: 30000 });
    await t.database.db.updateTable('vehicles').set({ sale_price: null }).where('id', '=', id).execute();
    const unchanged = await exported();
    expect((await upload(unchanged, { dryRun: true })).json<VehicleImportResult>().update).toEqual([]);

    // Changed, the row is written as the dialog would write it, the derived price with it.
    const file = await editWorkbook(unchanged, (sheet) => {
      rowOf(sheet, id).getCell(columnOf(sheet, 'Prezzo di vendita (€)')).value = 31000;
    });
    expect((await upload(file, { dryRun: true })).json<VehicleImportResult>().update).toEqual([
      { id, changes: { sale_price: [null, 3100000], sale_price_euros: [30000, 31000] } },
    ]);
  });

  it('creates the rows without an id, as the vehicle dialog would store them', async () => {
    const file = await fileWithNewCar({ Modello: 'Panda Import', Dotazioni: 'Clima, ABS', Targa: 'zz 999 zz' });
    expect((await upload(file, { dryRun: true })).json()).toMatchObject({ create: 1, update: [], errors: [] });
    const before = await countRows(t.database.db, 'vehicles');
    expect((await upload(file)).json()).toMatchObject({ create: 1, errors: [] });
    expect(await countRows(t.database.db, 'vehicles')).toBe(before + 1);
    const created = await t.database.db
      .selectFrom('vehicles')
      .selectAll()
      .where('model', '=', 'Panda Import')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ price_per_day: 4500, plate: 'ZZ999ZZ', features: '["Clima","ABS"]', available: 1 });
  });

  it('refuses a file with a bad row with its row and column, and writes nothing', async () => {
    const id = await create({ model: 'Stays' });
    const file = await editWorkbook(await exported(), (sheet) => {
      const row = rowOf(sheet, id);
      row.getCell(columnOf(sheet, 'Prezzo al giorno (€)')).value = 99;
      row.getCell(columnOf(sheet, 'Anno')).value = 1800;
      row.getCell(columnOf(sheet, 'Telaio')).value = 'TOO-SHORT';
    });
    const rowNumber = (await editWorkbookRow(file, id)) as number;
    const vehicles = await countRows(t.database.db, 'vehicles');
    const logs = await countRows(t.database.db, 'access_logs');

    const response = await upload(file);
    const body = expectError(response, 400, 'INVALID_INPUT') as unknown as Refusal;
    expect(body.messageCode).toBe('IMPORT_REFUSED');
    expect(body.errors).toEqual([
      { row: rowNumber, column: 'Anno', message: 'Anno non valido' },
      {
        row: rowNumber,
        column: 'Telaio',
        message: 'Telaio non valido: 17 caratteri, lettere (escluse I, O, Q) e numeri',
      },
    ]);
    expect((await vehicle(id)).price_per_day).toBe(12000);
    expect(await countRows(t.database.db, 'vehicles')).toBe(vehicles);
    expect(await countRows(t.database.db, 'access_logs')).toBe(logs);

    // The preview says the same with 200: it is a preview.
    expect((await upload(file, { dryRun: true })).json<VehicleImportResult>().errors).toEqual(body.errors);
  });

  it('reads numbers as an Italian office types them, and lists every error of a row at once', async () => {
    const model = `Numeri ${Math.random()}`;
    const file = await fileWithNewCar({
      Modello: model,
      Chilometri: '45.000',
      'Tipo di annuncio': 'both',
      'Prezzo al giorno (€)': '1.234,50',
      'Prezzo di vendita (€)': '52.900',
    });
    expect((await upload(file)).json()).toMatchObject({ create: 1, errors: [] });
    const created = await t.database.db
      .selectFrom('vehicles')
      .select(['kilometers', 'price_per_day', 'sale_price_euros'])
      .where('model', '=', model)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ kilometers: 45000, price_per_day: 123450, sale_price_euros: 52900 });

    const wrong = await fileWithNewCar({
      Chilometri: '45.000.0',
      'Prezzo di vendita (€)': '52,900',
      'Tipo di annuncio': 'noleggio',
      Anno: 1800,
      Porte: '4,5',
    });
    const rowNumber = (await editWorkbookRow(wrong, -1)) as number;
    const errors = (await upload(wrong, { dryRun: true })).json<VehicleImportResult>().errors;
    expect(errors).toEqual([
      {
        row: rowNumber,
        column: 'Chilometri',
        message: 'Numero non valido: scrivere ad esempio 45000, 45.000 o 1.234,50',
      },
      { row: rowNumber, column: 'Porte', message: 'Numero intero atteso, senza decimali' },
      {
        row: rowNumber,
        column: 'Prezzo di vendita (€)',
        message: 'Numero ambiguo: per le migliaia usare il punto (52.900), per i decimali la virgola (52,90)',
      },
      { row: rowNumber, column: 'Anno', message: 'Anno non valido' },
      {
        row: rowNumber,
        column: 'Tipo di annuncio',
        message: 'Valore non ammesso: scrivere uno tra rental, sale, both',
      },
    ]);
  });

  it('refuses a formula instead of evaluating it, and an unknown id', async () => {
    const id = await create({ model: 'Formula' });
    const file = await editWorkbook(await exported(), (sheet) => {
      rowOf(sheet, id).getCell(columnOf(sheet, 'Prezzo al giorno (€)')).value = { formula: '100+20', result: 120 };
      rowOf(sheet, id).getCell(columnOf(sheet, 'Modello')).value = { formula: 'UPPER("panda")', result: 'PANDA' };
    });
    const errors = (await upload(file, { dryRun: true })).json<VehicleImportResult>().errors;
    expect(errors.map(({ column, message }) => ({ column, message }))).toEqual([
      { column: 'Modello', message: 'Formula non ammessa: scrivere il valore' },
      { column: 'Prezzo al giorno (€)', message: 'Formula non ammessa: scrivere il valore' },
    ]);

    const unknown = await editWorkbook(await exported(), (sheet) => {
      rowOf(sheet, id).getCell(columnOf(sheet, 'ID')).value = 999_999;
    });
    expect((await upload(unknown, { dryRun: true })).json<VehicleImportResult>().errors).toEqual([
      expect.objectContaining({ column: 'ID', message: 'Nessun veicolo con questo id' }),
    ]);
  });

  it('names unknown and missing columns in row 1', async () => {
    const file = await workbookOf([
      ['ID', 'Marca', 'Colonna strana'],
      [null, 'Fiat'],
    ]);
    const errors = (await upload(file, { dryRun: true })).json<VehicleImportResult>().errors;
    expect(errors).toContainEqual({ row: 1, column: 'Colonna strana', message: 'Colonna sconosciuta' });
    expect(errors).toContainEqual({ row: 1, column: 'Modello', message: 'Colonna mancante' });
    expect(errors.filter((error) => error.column === 'Creato il' || error.column === 'Foto 1')).toEqual([]);
  });

  it('refuses more rows than the cap, and a sheet of 100,000 where the count passes it', async () => {
    const rows = [['ID', 'Marca'], ...Array.from({ length: 5001 }, (_, i) => [null, `Marca ${i}`])];
    const response = await upload(await workbookOf(rows), { dryRun: true });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(response.json()).toMatchObject({ messageCode: 'IMPORT_TOO_MANY_ROWS' });

    const huge = await upload(bareWorkbook(100_000), { dryRun: true });
    expect(expectError(huge, 413, 'PAYLOAD_TOO_LARGE')).toMatchObject({ messageCode: 'IMPORT_TOO_MANY_ROWS' });
  });

  it('refuses a zip bomb, honest or lying about its size, without inflating it whole', async () => {
    const honest = zipOf([bombEntry('xl/worksheets/sheet1.xml', 64)]);
    // The sheet the workbook names: the reader inflates it, and stops at the size it declared.
    const lying = workbookZip({ sheets: { Veicoli: bombEntry('', 64, 1000) } });
    expect(honest.length).toBeLessThan(1024 * 1024);
    const [first, second] = await Promise.all([upload(honest, { dryRun: true }), upload(lying)]);
    for (const response of [first, second]) {
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
      expect(response.json()).toMatchObject({ messageCode: 'WORKBOOK_TOO_LARGE' });
    }
  });

  it('refuses what is not a workbook, a file over the cap and a part not named file', async () => {
    const notZip = await upload(Buffer.from('brand,model\nFiat,Panda\n'), { dryRun: true });
    expect(expectError(notZip, 400, 'INVALID_INPUT')).toMatchObject({ messageCode: 'NOT_A_WORKBOOK' });
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 1), { dryRun: true });
    expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    const wrongField = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/admin/import/vehicles?dryRun=true',
      ...multipart([{ name: 'images', filename: 'a.xlsx', data: await workbookOf([['ID']]) }]),
    });
    expect(expectError(wrongField, 400, 'INVALID_INPUT')).toMatchObject({ messageCode: 'IMPORT_FILE_FIELD' });
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    const file = await workbookOf([['ID']]);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/import/vehicles?dryRun=true',
        ...multipart([{ name: 'file', filename: 'a.xlsx', data: file }]),
      }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await upload(file, { dryRun: true, cookie: t.viewer }), 403, 'FORBIDDEN');
  });

  it('applies the same file once when two applies arrive together', async () => {
    const file = await fileWithNewCar({ Modello: 'Twice' });
    const before = await countRows(t.database.db, 'vehicles');
    const answers = await Promise.all([upload(file), upload(file), upload(file)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await countRows(t.database.db, 'vehicles')).toBe(before + 1);
    const again = await upload(file, { dryRun: true });
    expect(expectError(again, 409, 'CONFLICT')).toMatchObject({ messageCode: 'IMPORT_ALREADY_APPLIED' });
  });
});

/** The spreadsheet row number of vehicle `id` in a workbook; -1 for its last row. */
async function editWorkbookRow(bytes: Buffer, id: number): Promise<number> {
  let number = 0;
  await editWorkbook(bytes, (sheet) => {
    number = id === -1 ? sheet.rowCount : rowOf(sheet, id).number;
  });
  return number;
}
