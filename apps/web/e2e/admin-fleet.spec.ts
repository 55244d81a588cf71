import type { AdminVehicle } from '@nbt/validation';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';

/** A plate no other run uses: letters and digits from the time. */
function uniquePlate(): string {
  const letters = Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .padEnd(4, 'X');
  return `${letters.slice(0, 2)} ${String(Date.now() % 1000).padStart(3, '0')} ${letters.slice(2, 4)}`;
}

test('[ADMIN][FLEET] finds a vehicle by plate, pages through a search kept in the address, and changes three vehicles at once', async ({
  page,
}) => {
  // A fleet of its own: 23 vehicles of one brand, one of them with a plate.
  const brand = uniqueModel('Flotta').replace(/\s+/g, '');
  const plate = uniquePlate();
  const fleet: AdminVehicle[] = [];
  for (let start = 0; start < 23; start += 8) {
    const batch = Array.from({ length: Math.min(8, 23 - start) }, (_, offset) => start + offset);
    fleet.push(
      ...((await Promise.all(
        batch.map((index) =>
          createVehicle(page.request, {
            brand,
            model: `M${String(index).padStart(2, '0')}`,
            ...(index === 7 ? { plate, vin: 'ZFA31200000765432' } : {}),
          }),
        ),
      )) as AdminVehicle[]),
    );
  }

  await page.goto(`/admin?q=${brand}`);
  const found = page.getByText(/^\d+ veicol[oi] trovat[oi]$/);
  // The first paint of the back office loads its bundle: slow on a busy machine.
  await expect(found).toHaveText('23 veicoli trovati', { timeout: 30_000 });
  await expect(page.getByRole('article')).toHaveCount(20);

  // The second page, kept through a reload.
  await page.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue(brand);

  // By plate, typed without its spaces and in lower case.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(plate.replace(/\s/g, '').toLowerCase());
  await expect(found).toHaveText('1 veicolo trovato');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByRole('article', { name: `${brand} M07`, exact: true })).toBeVisible();

  // Three vehicles ticked, made unavailable with one confirmation naming how many.
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(brand);
  await expect(found).toHaveText('23 veicoli trovati');
  const ticked = ['M22', 'M21', 'M20'];
  for (const model of ticked) await page.getByRole('checkbox', { name: `Seleziona ${brand} ${model}` }).check();
  await expect(page.getByText(/^\d+ veicol[oi] selezionat[oi]$/)).toHaveText('3 veicoli selezionati');
  await page.getByRole('button', { name: 'Modifica selezionati' }).click();
  await page.getByRole('menuitem', { name: 'Rendi non disponibili' }).click();
  const confirm = page.getByRole('dialog', { name: 'Modifica multipla' });
  await expect(confirm).toContainText('«Rendi non disponibili»: applicare a 3 veicoli?');
  await confirm.getByRole('button', { name: 'Applica' }).click();
  await expect(toast(page, 'Veicoli aggiornati: 3')).toBeVisible();

  const response = await page.request.get(`/api/admin/vehicles?q=${brand}&availability=unavailable&pageSize=100`);
  const unavailable = (await response.json()) as { items: AdminVehicle[]; total: number };
  expect(unavailable.items.map((vehicle) => vehicle.model).sort()).toEqual([...ticked].sort());
  expect(fleet).toHaveLength(23);
});
