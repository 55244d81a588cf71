import type { VehicleImportResult } from '@nbt/validation';
import XLSX from 'sheetjs-style';

import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { multipart, vehicleBody } from './helpers.js';
import { addNewCar, columnOf, editWorkbook, rowOf } from './workbook-files.js';

type Refusal = VehicleImportResult & { code: string };

const LANGUAGES = ['EN', 'FR', 'DE', 'ES', 'ZH', 'AR'];

const english = {
  description: 'Long-haul tractor unit.\nGX cab and 24/7 assistance included.',
  features: ['GX cab', '24/7 assistance'],
  color: 'Obsidian black',
};
const french = { description: 'Tracteur routier longue distance.', features: ['Cabine GX'], color: 'Noir obsidienne' };
const chinese = {
  description: '长途牵引车，含全天候救援服务。',
  features: ['GX 驾驶室', '全天候救援'],
  color: '曜石黑',
};
const arabic = { description: 'جرار طرق للمسافات الطويلة.', features: ['مقصورة GX'], color: 'أسود' };
// Begins like a formula: the export guards it, the import gives it back as typed.
const german = { description: '=Sattelzugmaschine', features: [], color: 'Schwarz' };

describe("the 'Veicoli' sheet's texts per language", () => {
  const t = useTestApp();

  const upload = (bytes: Buffer, dryRun: boolean) =>
    t.injectAs(t.admin, {
      method: 'POST',
      url: `/api/admin/import/vehicles${dryRun ? '?dryRun=true' : ''}`,
      ...multipart([{ name: 'file', filename: 'veicoli.xlsx', data: bytes }]),
    });
  const preview = async (bytes: Buffer) => {
    const answer = await upload(bytes, true);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<VehicleImportResult>();
  };

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody(overrides) })).json<{
      id: number;
    }>().id;
  const translationsOf = async (id: number) =>
    (await t.injectAs(t.admin, { method: 'GET', url: `/api/vehicles/${id}` })).json<{ translations: unknown }>()
      .translations;

  const exported = async () => (await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' })).rawPayload;

  const translated = () =>
    create({
      model: `Tradotto ${Math.random()}`,
      translations: { en: english, fr: french, de: german, zh: chinese, ar: arabic },
    });

  it('exports a description, features and colour column per language, after the Italian ones', async () => {
    const id = await translated();
    const workbook = XLSX.read(await exported(), { type: 'buffer' });
    const [head, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Veicoli!, { header: 1 });
    const headings = head as string[];
    const start = headings.indexOf('Dotazioni') + 1;
    expect(headings.slice(start, start + 18)).toEqual(
      LANGUAGES.flatMap((code) => [`Descrizione (${code})`, `Dotazioni (${code})`, `Colore (${code})`]),
    );
    const row = rows.find((cells) => cells[headings.indexOf('ID')] === id)!;
    const cell = (heading: string) => row[headings.indexOf(heading)];
    expect(cell('Descrizione (EN)')).toBe(english.description);
    expect(cell('Dotazioni (EN)')).toBe('GX cab, 24/7 assistance');
    expect(cell('Colore (ZH)')).toBe('曜石黑');
    expect(cell('Dotazioni (AR)')).toBe('مقصورة GX');
    expect(cell('Descrizione (DE)')).toBe("'=Sattelzugmaschine");
    expect(cell('Descrizione (ES)') ?? '').toBe('');
  });

  it('imports an unchanged export as no change, and one English description changed as exactly that change', async () => {
    const id = await translated();
    const untranslated = await create({ model: `Solo italiano ${Math.random()}` });
    const unchanged = await exported();
    expect(await preview(unchanged)).toEqual({ create: 0, update: [], errors: [] });

    const file = await editWorkbook(unchanged, (sheet) => {
      rowOf(sheet, id).getCell(columnOf(sheet, 'Descrizione (EN)')).value = 'Long-haul tractor unit, ready to go.';
      rowOf(sheet, untranslated).getCell(columnOf(sheet, 'Colore (ES)')).value = 'negro';
    });
    expect(await preview(file)).toEqual({
      create: 0,
      update: [
        // Newest first, as the export lists them.
        { id: untranslated, changes: { 'translations.es.color': ['', 'negro'] } },
        {
          id,
          changes: { 'translations.en.description': [english.description, 'Long-haul tractor unit, ready to go.'] },
        },
      ],
      errors: [],
    });
    expect(await translationsOf(id)).toMatchObject({ en: english });

    const applied = await upload(file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await translationsOf(id)).toEqual({
      en: { ...english, description: 'Long-haul tractor unit, ready to go.' },
      fr: french,
      de: german,
      zh: chinese,
      ar: arabic,
    });
    expect(await translationsOf(untranslated)).toEqual({ es: { description: '', features: [], color: 'negro' } });
  });

  it('clears a language whose cells are emptied, and only the text whose cell is', async () => {
    const id = await translated();
    const file = await editWorkbook(await exported(), (sheet) => {
      const row = rowOf(sheet, id);
      for (const heading of ['Descrizione (FR)', 'Dotazioni (FR)', 'Colore (FR)']) {
        row.getCell(columnOf(sheet, heading)).value = null;
      }
      row.getCell(columnOf(sheet, 'Dotazioni (ZH)')).value = '';
      // The Italian text too: a cell left empty empties it, whether the program wrote the cell or not.
      row.getCell(columnOf(sheet, 'Descrizione')).value = null;
    });
    expect((await preview(file)).update).toEqual([
      {
        id,
        changes: {
          description: [expect.any(String), ''],
          'translations.fr.description': [french.description, ''],
          'translations.fr.features': [french.features, []],
          'translations.fr.color': [french.color, ''],
          'translations.zh.features': [chinese.features, []],
        },
      },
    ]);
    expect((await upload(file, false)).statusCode).toBe(200);
    expect(await translationsOf(id)).toEqual({
      en: english,
      de: german,
      zh: { ...chinese, features: [] },
      ar: arabic,
    });
  });

  it('refuses texts the vehicle dialog would refuse, naming the row and the language column in Italian', async () => {
    const id = await translated();
    const file = await editWorkbook(await exported(), (sheet) => {
      const row = rowOf(sheet, id);
      row.getCell(columnOf(sheet, 'Descrizione (EN)')).value = 'x'.repeat(5001);
      row.getCell(columnOf(sheet, 'Colore (AR)')).value = 'أسود\nلامع';
      row.getCell(columnOf(sheet, 'Dotazioni (ZH)')).value = Array.from({ length: 51 }, (_, i) => `项 ${i}`).join(', ');
      row.getCell(columnOf(sheet, 'Descrizione (FR)')).value = { formula: 'UPPER("noir")', result: 'NOIR' };
    });
    const answer = await upload(file, false);
    expect(answer.statusCode, answer.body).toBe(400);
    const rowNumber = (await editWorkbookRow(file, id))!;
    // The formula and every text rule at once, each in its own column, as the API names the field.
    expect(answer.json<Refusal>().errors).toEqual([
      { row: rowNumber, column: 'Descrizione (FR)', message: 'Formula non ammessa: scrivere il valore' },
      { row: rowNumber, column: 'Descrizione (EN)', message: 'Massimo 5000 caratteri' },
      { row: rowNumber, column: 'Dotazioni (ZH)', message: 'Massimo 50 caratteristiche' },
      { row: rowNumber, column: 'Colore (AR)', message: 'Testo non valido: contiene caratteri non ammessi' },
    ]);
    expect(await translationsOf(id)).toMatchObject({ en: english, ar: arabic, zh: chinese });
  });

  it('reads an older file without the language columns as leaving every translation as it is', async () => {
    const id = await translated();
    const older = await editWorkbook(await exported(), (sheet) => {
      const first = columnOf(sheet, 'Descrizione (EN)');
      sheet.spliceColumns(first, 18);
      rowOf(sheet, id).getCell(columnOf(sheet, 'Descrizione')).value = 'Trattore stradale, nuova descrizione.';
    });
    expect(await preview(older)).toEqual({
      create: 0,
      update: [{ id, changes: { description: [expect.any(String), 'Trattore stradale, nuova descrizione.'] } }],
      errors: [],
    });
    expect((await upload(older, false)).statusCode).toBe(200);
    expect(await translationsOf(id)).toEqual({ en: english, fr: french, de: german, zh: chinese, ar: arabic });
  });

  it('creates a new row with its texts per language', async () => {
    const model = `Nuovo ${Math.random()}`;
    const file = await editWorkbook(await exported(), (sheet) =>
      addNewCar(sheet, {
        Modello: model,
        Anno: 2022,
        Chilometri: 1000,
        'Prezzo al giorno (€)': 50,
        'Descrizione (EN)': 'A city car.',
        'Dotazioni (EN)': 'Air conditioning, ABS',
        'Colore (ES)': 'blanco',
      }),
    );
    expect((await upload(file, false)).json()).toMatchObject({ create: 1, errors: [] });
    const listed = (await t.injectAs(t.admin, { method: 'GET', url: '/api/vehicles' })).json<
      { model: string; translations: unknown }[]
    >();
    expect(listed.find((vehicle) => vehicle.model === model)?.translations).toEqual({
      en: { description: 'A city car.', features: ['Air conditioning', 'ABS'], color: '' },
      es: { description: '', features: [], color: 'blanco' },
    });
  });
});

/** The spreadsheet row number of vehicle `id` in a file. */
async function editWorkbookRow(bytes: Buffer, id: number): Promise<number | undefined> {
  let found: number | undefined;
  await editWorkbook(bytes, (sheet) => {
    found = rowOf(sheet, id).number;
  });
  return found;
}
