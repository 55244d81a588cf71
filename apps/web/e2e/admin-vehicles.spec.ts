import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  createVehicle,
  expect,
  findVehicleByModel,
  readVehicle,
  test,
  toast,
  uniqueModel,
} from './fixtures/admin-session';

const images = (name: string) => fileURLToPath(new URL(`./fixtures/images/${name}`, import.meta.url));
const PHOTO_A = images('photo-a.jpg');
const PHOTO_B = images('photo-b.png');

async function openDashboard(page: Page) {
  await page.goto('/admin?tab=veicoli');
  await expect(page.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();
}

async function openAddDialog(page: Page, button: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi veicolo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function confirmIn(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('[ADMIN][VEHICLES]', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  test('each add button presets the category and the listing type', async ({ page }) => {
    const presets = [
      {
        button: 'Aggiungi auto noleggio',
        category: 'Auto',
        listing: 'Noleggio',
        doors: '5',
        rental: true,
        sale: false,
      },
      { button: 'Aggiungi auto vendita', category: 'Auto', listing: 'Vendita', doors: '5', rental: false, sale: true },
      {
        button: 'Aggiungi camion noleggio',
        category: 'Camion',
        listing: 'Noleggio',
        doors: '2',
        rental: true,
        sale: false,
      },
      {
        button: 'Aggiungi camion vendita',
        category: 'Camion',
        listing: 'Vendita',
        doors: '2',
        rental: false,
        sale: true,
      },
    ];
    for (const preset of presets) {
      const dialog = await openAddDialog(page, preset.button);
      await expect(dialog.getByRole('combobox', { name: 'Categoria' })).toHaveValue(preset.category);
      await expect(dialog.getByRole('combobox', { name: 'Tipo di annuncio' })).toHaveValue(preset.listing);
      await expect(dialog.getByLabel('Porte')).toHaveValue(preset.doors);
      await expect(dialog.getByLabel('Posti')).toHaveValue(preset.doors);
      await expect(dialog.getByLabel('Prezzo noleggio (€/giorno)')).toHaveCount(preset.rental ? 1 : 0);
      await expect(dialog.getByLabel('Prezzo di vendita (€)')).toHaveCount(preset.sale ? 1 : 0);
      // A new vehicle's defaults.
      await expect(dialog.getByLabel('Anno')).toHaveValue(String(new Date().getFullYear()));
      await expect(dialog.getByLabel('Normativa emissioni')).toHaveValue('Euro 6');
      await expect(dialog.getByLabel('Colore')).toHaveValue('nero');
      await expect(dialog.getByRole('combobox', { name: 'Stato' })).toHaveValue('Disponibile');
      await expect(dialog.getByRole('switch', { name: 'Disponibile' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('creates a rental car: price stored in cents, features as a list', async ({ page }) => {
    const model = uniqueModel('Noleggio');
    const dialog = await openAddDialog(page, 'Aggiungi auto noleggio');
    await dialog.getByLabel('Marca').fill('Maserati');
    await dialog.getByLabel('Modello').fill(model);
    await dialog.getByLabel('Chilometri').fill('12500');
    await dialog.getByLabel('Prezzo noleggio (€/giorno)').fill('75,5');
    await choose(page, dialog, 'Carburante', 'Ibrido');
    await dialog.getByLabel('Caratteristiche').fill('Navigatore, , Sedili riscaldati ,Tetto panoramico');
    await dialog.getByLabel('Descrizione').fill('SUV di lusso.');
    await dialog.getByRole('button', { name: 'Aggiungi veicolo' }).click();

    await expect(toast(page, 'Veicolo aggiunto')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = card(page, `Maserati ${model}`);
    await expect(saved).toBeVisible();
    await expect(saved).toContainText('€ 75,50/giorno');
    await expect(saved).toContainText('12.500 km');

    const stored = await findVehicleByModel(page.request, model);
    expect(stored).toMatchObject({
      brand: 'Maserati',
      price_per_day: 7550,
      sale_price_euros: null,
      features: ['Navigatore', 'Sedili riscaldati', 'Tetto panoramico'],
      vehicle_category: 'auto',
      listing_type: 'rental',
      fuel_type: 'ibrido',
      kilometers: 12500,
      doors: 5,
      seats: 5,
      status: 'disponibile',
      available: true,
      description: 'SUV di lusso.',
    });
  });

  test('edits a vehicle', async ({ page }) => {
    const model = uniqueModel('Modifica');
    const vehicle = await createVehicle(page.request, { brand: 'Audi', model, color: 'bianco' });
    await page.reload();
    await card(page, `Audi ${model}`).getByRole('button', { name: 'Modifica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica veicolo' });
    await expect(dialog.getByLabel('Modello')).toHaveValue(model);
    await expect(dialog.getByLabel('Prezzo noleggio (€/giorno)')).toHaveValue('90');
    await expect(dialog.getByLabel('Caratteristiche')).toHaveValue('Navigatore');
    await dialog.getByLabel('Colore').fill('blu notte');
    await dialog.getByLabel('Prezzo noleggio (€/giorno)').fill('120');
    await choose(page, dialog, 'Stato', 'In Trattativa');
    await dialog.getByRole('button', { name: 'Salva modifiche' }).click();

    await expect(toast(page, 'Veicolo aggiornato')).toBeVisible();
    await expect(card(page, `Audi ${model}`)).toContainText('In Trattativa');
    expect(await readVehicle(page.request, vehicle.id)).toMatchObject({
      color: 'blu notte',
      price_per_day: 12000,
      status: 'in_trattativa',
      features: ['Navigatore'],
    });
  });

  test('sells and buys back a vehicle, offering each action only when it applies', async ({ page }) => {
    const model = uniqueModel('Vendi');
    const vehicle = await createVehicle(page.request, { brand: 'BMW', model });
    const negotiating = await createVehicle(page.request, {
      brand: 'BMW',
      model: `${model} T`,
      status: 'in_trattativa',
    });
    await page.reload();
    const item = card(page, `BMW ${model}`);
    await expect(item.getByRole('button', { name: 'Vendi' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Riacquista' })).toHaveCount(0);
    const other = card(page, `BMW ${negotiating.model}`);
    await expect(other.getByRole('button', { name: 'Modifica' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Vendi' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Riacquista' })).toHaveCount(0);

    await item.getByRole('button', { name: 'Vendi' }).click();
    await confirmIn(page, 'Sei sicuro di voler vendere questo veicolo?', 'Vendi');
    await expect(toast(page, 'Veicolo venduto')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Riacquista' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Vendi' })).toHaveCount(0);
    await expect(item).toContainText('Venduto');
    expect(await readVehicle(page.request, vehicle.id)).toMatchObject({ status: 'venduto', available: false });

    await item.getByRole('button', { name: 'Riacquista' }).click();
    await confirmIn(page, 'Sei sicuro di voler riacquistare questo veicolo?', 'Riacquista');
    await expect(toast(page, 'Veicolo riacquistato')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Vendi' })).toBeVisible();
    expect(await readVehicle(page.request, vehicle.id)).toMatchObject({ status: 'disponibile', available: true });
  });

  test('deletes a vehicle only once confirmed', async ({ page }) => {
    const model = uniqueModel('Elimina');
    const vehicle = await createVehicle(page.request, { brand: 'Fiat', model });
    await page.reload();
    const item = card(page, `Fiat ${model}`);

    await item.getByRole('button', { name: 'Elimina' }).click();
    await confirmIn(page, 'Sei sicuro di voler eliminare questo veicolo?', 'Annulla');
    await expect(item).toBeVisible();
    expect(await readVehicle(page.request, vehicle.id)).toBeDefined();

    await item.getByRole('button', { name: 'Elimina' }).click();
    await confirmIn(page, 'Sei sicuro di voler eliminare questo veicolo?', 'Elimina');
    await expect(toast(page, 'Veicolo eliminato')).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(await readVehicle(page.request, vehicle.id)).toBeUndefined();
  });

  test('uploads photos, reorders and removes them, and saves them in that order', async ({ page }) => {
    const model = uniqueModel('Foto');
    const dialog = await openAddDialog(page, 'Aggiungi auto noleggio');
    await dialog.getByLabel('Marca').fill('Lancia');
    await dialog.getByLabel('Modello').fill(model);

    const picker = dialog.locator('input[type="file"]');
    await picker.setInputFiles([PHOTO_A, PHOTO_B]);
    await expect(toast(page, 'Immagini caricate e aggiunte')).toBeVisible();
    await expect(toast(page, '2 immagini caricate (2/10)')).toBeVisible();
    const photo = (n: number) => dialog.getByRole('img', { name: `Foto ${n}`, exact: true });
    await expect(photo(2)).toBeVisible();
    const first = await photo(1).getAttribute('src');
    const second = await photo(2).getAttribute('src');
    expect(first).toMatch(/^\/uploads\//);
    expect(second).toMatch(/^\/uploads\//);
    const thumbnails = dialog.getByRole('list', { name: 'Foto del veicolo' }).getByRole('listitem');
    await expect(thumbnails.nth(0)).toContainText('Copertina');

    // Drag the second photo onto the first: it becomes the cover. The drag starts once the pointer
    // has moved a few pixels (a press on a thumbnail's buttons stays a click), so move in steps.
    await thumbnails.nth(1).dragTo(thumbnails.nth(0), { steps: 10 });
    await expect(photo(1)).toHaveAttribute('src', second!);
    await expect(photo(2)).toHaveAttribute('src', first!);

    // A third photo, moved left with the keyboard-friendly button, then removed.
    await picker.setInputFiles([PHOTO_A]);
    await expect(toast(page, '1 immagine caricata (3/10)')).toBeVisible();
    const third = await photo(3).getAttribute('src');
    await dialog.getByRole('button', { name: 'Sposta a sinistra la foto 3' }).click();
    await expect(photo(2)).toHaveAttribute('src', third!);
    await expect(dialog.getByRole('button', { name: 'Sposta a sinistra la foto 2' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Rimuovi la foto 2' }).click();
    await expect(thumbnails).toHaveCount(2);
    await expect(dialog.getByText('2/10 foto')).toBeVisible();

    // The keyboard way: pick the second photo up by its handle, move it left, drop it; then back.
    const handle = dialog.getByRole('button', { name: 'Riordina la foto 2' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Foto 2 presa.')).toBeAttached();
    // The sorter measures where the photos are in the frame after the pick-up: an arrow pressed
    // before that finds no place to go. Pressed again, an arrow at the first place stays there.
    await expect(async () => {
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('Foto 2 sopra la posizione 1.')).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect(photo(1)).toHaveAttribute('src', first!);
    await expect(page.getByText('Foto spostata in posizione 1')).toBeAttached();
    await dialog.getByRole('button', { name: 'Sposta a destra la foto 1' }).click();
    await expect(photo(1)).toHaveAttribute('src', second!);

    await dialog.getByRole('button', { name: 'Aggiungi veicolo' }).click();
    await expect(toast(page, 'Veicolo aggiunto')).toBeVisible();
    const stored = await findVehicleByModel(page.request, model);
    expect(stored).toMatchObject({ image1: second, image2: first, image3: null });
    const cover = card(page, `Lancia ${model}`).getByRole('img', { name: `Lancia ${model}` });
    await expect(cover).toHaveAttribute('src', second!);
    // The stored files are real images served by the site.
    const served = await page.request.get(second!);
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });
});
