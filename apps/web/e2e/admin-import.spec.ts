import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { createVehicle, expect, readVehicle, test, toast, uniqueModel } from './fixtures/admin-session';

test.describe('[ADMIN][IMPORT]', () => {
  test('exports, changes a price in the file, previews the one change and applies it', async ({ page }, testInfo) => {
    const model = uniqueModel('Import');
    const vehicle = await createVehicle(page.request, { brand: 'Alfa Romeo', model, price_per_day: 9000 });

    await page.goto('/admin');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Esporta Excel' }).click(),
    ]);

    // The export's toast sits over the header's buttons until it is closed.
    await toast(page, 'Esportazione completata').getByRole('button', { name: 'Chiudi la notifica' }).click();

    // What the office does in a spreadsheet program: keep its vehicle's row and change the daily price.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Veicoli')!;
    const headings = (sheet.getRow(1).values as unknown[]).map(String);
    const idColumn = headings.indexOf('ID');
    const priceColumn = headings.indexOf('Prezzo al giorno (€)');
    for (let row = sheet.rowCount; row >= 2; row -= 1) {
      if (sheet.getRow(row).getCell(idColumn).value !== vehicle.id) sheet.spliceRows(row, 1);
    }
    expect(sheet.getRow(2).getCell(priceColumn).value).toBe(90);
    sheet.getRow(2).getCell(priceColumn).value = 95.5;
    const file = testInfo.outputPath('veicoli.xlsx');
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await page.getByRole('button', { name: 'Importa da Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importa veicoli da Excel' });
    await dialog.getByLabel('Scegli il file Excel da importare').setInputFiles(file);

    const change = dialog.getByLabel(`Veicolo ${vehicle.id}`);
    await expect(change).toContainText('Prezzo noleggio (€/giorno):');
    await expect(change).toContainText('90,00');
    await expect(change).toContainText('95,50');
    await expect(dialog.getByText('Da creare: 0')).toBeVisible();
    await expect(dialog.getByText('Da modificare: 1')).toBeVisible();
    await expect(change.getByRole('listitem')).toHaveCount(1);
    expect((await readVehicle(page.request, vehicle.id))?.price_per_day).toBe(9000);

    await dialog.getByRole('button', { name: 'Applica' }).click();
    await expect(toast(page, 'Importazione completata')).toContainText('Veicoli modificati: 1');
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Cerca' }).fill(model);
    await expect(page.getByRole('article', { name: `Alfa Romeo ${model}`, exact: true })).toContainText(
      '€ 95,50/giorno',
    );
    expect((await readVehicle(page.request, vehicle.id))?.price_per_day).toBe(9550);
  });
});
