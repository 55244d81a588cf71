import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createVehicle, expect, test, uniqueModel } from './fixtures/admin-session';

const FLEET_SIZE = 1000;

const modelOf = (index: number) => `G${String(index).padStart(4, '0')}`;
/** A plate of its own for each vehicle, e.g. 'GF 777 XA'. */
const plateOf = (index: number, prefix: string) =>
  `${prefix} ${String(index % 1000).padStart(3, '0')} ${String.fromCharCode(65 + (Math.floor(index / 26) % 26))}${String.fromCharCode(65 + (index % 26))}`;

/** The vehicle numbered `index`: the price rises with the number, so sorting by price puts G0000 first. */
const fieldsOf = (index: number, brand: string, platePrefix: string) => ({
  brand,
  model: modelOf(index),
  price_per_day: 5000 + index * 10,
  year: 2010 + (index % 15),
  kilometers: (index * 7919) % 300_000,
  plate: plateOf(index, platePrefix),
});

/**
 * A fleet of one brand of its own in one write, as an office moving to the site would bring it: the
 * first vehicle through the API, its row of the Excel export copied for the others, imported at once.
 */
async function seedFleet(request: APIRequestContext, brand: string, platePrefix: string) {
  const first = await createVehicle(request, fieldsOf(0, brand, platePrefix));
  const exported = await request.get('/api/admin/export');
  expect(exported.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exported.body()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Veicoli')!;
  const headings = (sheet.getRow(1).values as unknown[]).map(String);
  const columnOf = (heading: string) => headings.indexOf(heading);
  const templateRow = Array.from({ length: sheet.rowCount - 1 }, (_, offset) => sheet.getRow(offset + 2)).find(
    (row) => row.getCell(columnOf('ID')).value === first.id,
  );
  expect(templateRow, 'the first vehicle is in the export').toBeDefined();
  const template = [...(templateRow!.values as unknown[])];

  const rows = Array.from({ length: FLEET_SIZE - 1 }, (_, offset) => {
    const fields = fieldsOf(offset + 1, brand, platePrefix);
    const row = [...template];
    row[columnOf('ID')] = null;
    row[columnOf('Telaio')] = null;
    row[columnOf('Modello')] = fields.model;
    row[columnOf('Prezzo al giorno (€)')] = fields.price_per_day / 100;
    row[columnOf('Anno')] = fields.year;
    row[columnOf('Chilometri')] = fields.kilometers;
    row[columnOf('Targa')] = fields.plate;
    return row;
  });
  sheet.spliceRows(2, sheet.rowCount - 1);
  sheet.addRows(rows.map((row) => row.slice(1)));

  const imported = await request.post('/api/admin/import/vehicles', {
    multipart: {
      file: {
        name: 'flotta.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { create: number }).create).toBe(FLEET_SIZE - 1);
}

test('[ADMIN][FLEET] a thousand vehicles: the tab opens on its first page, finds one by plate, pages and sorts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const brand = uniqueModel('Grande').replace(/\s+/g, '');
  // Two letters from the brand's stamp: no other vehicle of this run has such plates.
  const platePrefix = brand
    .slice(-2)
    .toUpperCase()
    .replace(/[^A-Z]/g, 'Q')
    .padStart(2, 'Q');
  const started = Date.now();
  await seedFleet(page.request, brand, platePrefix);
  console.log(`[large fleet] ${FLEET_SIZE} vehicles seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The whole fleet, unfiltered: the first page. (The fleet spec beside this one adds its own vehicles
  // on this server, so which are the newest is not this test's to say.)
  await page.goto('/admin');
  const found = page.getByText(/^\d+ veicol[oi] trovat[oi]$/);
  // The first paint of the back office loads its bundle: slow on a busy machine.
  await expect(found).toBeVisible({ timeout: 30_000 });
  const total = Number((await found.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(FLEET_SIZE);
  await expect(page.getByRole('article')).toHaveCount(20);

  // This brand only, newest first, then its last page.
  const search = page.getByRole('searchbox', { name: 'Cerca' });
  await search.fill(brand);
  await expect(found).toHaveText(`${FLEET_SIZE} veicoli trovati`);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(new RegExp(`^${brand} G\\d{4}$`));
  const names = () => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  /** Waits until the list shows none of `shown`: a page replaces the one before once it has loaded. */
  const expectOtherVehiclesThan = async (shown: string[]) =>
    expect.poll(async () => (await names()).filter((name) => shown.includes(name))).toEqual([]);
  const firstPage = await names();
  expect(firstPage).toHaveLength(20);
  await page.getByRole('button', { name: `Pagina ${FLEET_SIZE / 20}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${FLEET_SIZE / 20}`));
  await expectOtherVehiclesThan(firstPage);
  await expect(page.getByRole('article')).toHaveCount(20);
  const lastPage = await names();
  await page.getByRole('button', { name: 'Pagina precedente' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${FLEET_SIZE / 20 - 1}`));
  await expectOtherVehiclesThan(lastPage);
  await expect(page.getByRole('article')).toHaveCount(20);

  // Sorted by price, both ways; a new order starts again from the first page.
  await page.getByRole('combobox', { name: 'Ordina per' }).click();
  await page.getByRole('option', { name: 'Prezzo crescente' }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${brand} ${modelOf(0)}`);
  await expect(page.getByRole('article').nth(19)).toHaveAccessibleName(`${brand} ${modelOf(19)}`);
  await page.getByRole('combobox', { name: 'Ordina per' }).click();
  await page.getByRole('option', { name: 'Prezzo decrescente' }).click();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${brand} ${modelOf(FLEET_SIZE - 1)}`);
  await page.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`${brand} ${modelOf(FLEET_SIZE - 21)}`);

  // One vehicle by its plate, typed without spaces in lower case.
  await search.fill(plateOf(777, platePrefix).replace(/\s/g, '').toLowerCase());
  await expect(found).toHaveText('1 veicolo trovato');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(`${brand} ${modelOf(777)}`);
});
