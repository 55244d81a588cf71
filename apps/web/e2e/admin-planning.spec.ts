import { addDays, todayInRome } from '@nbt/validation/rules';
import type { Page } from '@playwright/test';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';

/* The office's planning: a month of the fleet, a reservation added from a free day, moved, refused where it meets another, deleted. */

// Transitions off: dialogs and toasts are settled as soon as they are in the DOM.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const longDate = (day: string) =>
  new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));
const monthName = (day: string) =>
  new Intl.DateTimeFormat('it', { month: 'long', timeZone: 'UTC' }).format(new Date(day));

/** Chooses a period in the open dialog's date picker: its first and last day. */
async function chooseDates(page: Page, from: string, to: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Dal giorno al giorno (inclusi)' }).click();
  await page.getByRole('button', { name: longDate(from), exact: true }).click();
  await page.getByRole('button', { name: longDate(to), exact: true }).click();
}

test('[ADMIN][PLANNING] the office adds a reservation on the month, moves it, meets a refusal and deletes it', async ({
  page,
}) => {
  const model = uniqueModel('Planning');
  const vehicle = await createVehicle(page.request, { brand: 'Audi', model, listing_type: 'rental' });
  // A month two months on: its days 10 to 21 are free for this new vehicle whatever today is.
  const month = addDays(todayInRome(), 62).slice(0, 7);
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const name = monthName(day(1));

  await page.goto(`/admin?tab=planning&month=${month}&q=${encodeURIComponent(model)}`);
  await expect(page.getByRole('tab', { name: 'Planning' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByTestId('planning-grid');
  const row = grid.getByRole('row', { name: new RegExp(model) });
  await expect(row).toBeVisible();

  // Added from a free day: the dialog starts on that day and vehicle.
  await row.getByRole('button', { name: `Nuova prenotazione: Audi ${model}, ${longDate(day(10))}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
  await expect(dialog.getByRole('combobox', { name: 'Veicolo' })).toHaveValue(`Audi ${model}`);
  await chooseDates(page, day(10), day(12));
  await dialog.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Rossi');
  await dialog.getByRole('button', { name: 'Aggiungi prenotazione' }).click();
  await expect(toast(page, 'Prenotazione creata')).toBeVisible();
  await expect(row.getByRole('button', { name: `Rossi, 10–12 ${name}` })).toBeVisible();

  // Moved: the bar's dialog changes its days.
  await row.getByRole('button', { name: `Rossi, 10–12 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica prenotazione' });
  await chooseDates(page, day(14), day(16));
  await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(toast(page, 'Prenotazione aggiornata')).toBeVisible();
  const bar = row.getByRole('button', { name: `Rossi, 14–16 ${name}` });
  await expect(bar).toBeVisible();
  await expect(
    row.getByRole('button', { name: new RegExp(`^Nuova prenotazione: .*${longDate(day(10))}$`) }),
  ).toBeVisible();

  // Another reservation over those days is refused with the server's words, and nothing changes.
  await row.getByRole('button', { name: `Nuova prenotazione: Audi ${model}, ${longDate(day(20))}` }).click();
  await chooseDates(page, day(15), day(21));
  await dialog.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Bianchi');
  await dialog.getByRole('button', { name: 'Aggiungi prenotazione' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Il veicolo è già prenotato dal ${longDate(day(14))} al ${longDate(day(16))}`,
  );
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /^Bianchi/ })).toHaveCount(0);

  // Deleted from its dialog, after the usual confirmation.
  await bar.click();
  await edit.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog', { name: 'Elimina prenotazione' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Prenotazione eliminata')).toBeVisible();
  await expect(bar).toHaveCount(0);

  const left = await page.request.get(`/api/admin/reservations?vehicleId=${vehicle.id}`);
  expect(await left.json()).toEqual([]);
});

test('[ADMIN][PLANNING] pages forward and back through two months holding 60 bookings without blocking', async ({
  page,
}) => {
  const model = uniqueModel('Mesi');
  const vehicles = await Promise.all(
    [1, 2, 3].map((n) =>
      createVehicle(page.request, { brand: 'Fiat', model: `${model} ${n}`, listing_type: 'rental' }),
    ),
  );
  // Two months from two months on: 10 two-day bookings a vehicle a month (days 1 to 20), 60 in all.
  const first = addDays(todayInRome(), 62).slice(0, 7);
  const second = addDays(`${first}-15`, 31).slice(0, 7);
  const bookings = vehicles.flatMap((vehicle) =>
    [first, second].flatMap((month) =>
      Array.from({ length: 10 }, (_, k) => ({
        vehicleId: vehicle.id,
        from: `${month}-${String(1 + 2 * k).padStart(2, '0')}`,
        to: `${month}-${String(2 + 2 * k).padStart(2, '0')}`,
        customerName: `Cliente ${k}`,
      })),
    ),
  );
  for (const booking of bookings) {
    const made = await page.request.post('/api/admin/reservations', { data: booking });
    expect(made.status()).toBe(201);
  }

  await page.goto(`/admin?tab=planning&month=${first}&q=${encodeURIComponent(model)}`);
  const grid = page.getByTestId('planning-grid');
  const caption = (month: string) => `Prenotazioni di ${monthName(`${month}-01`)}`;
  await expect(grid.getByRole('table', { name: new RegExp(caption(first), 'i') })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Cliente \d/ })).toHaveCount(30);

  const next = page.getByRole('button', { name: 'Mese successivo' });
  const previous = page.getByRole('button', { name: 'Mese precedente' });
  for (const [button, month] of [
    [next, second],
    [previous, first],
    [next, second],
  ] as const) {
    await button.click();
    await expect(grid.getByRole('table', { name: new RegExp(caption(month), 'i') })).toBeVisible();
    await expect(grid.getByRole('button', { name: /^Cliente \d/ })).toHaveCount(30);
  }
  // A month past the bookings is empty, and the page still answers.
  await next.click();
  await expect(grid.getByRole('button', { name: /^Cliente \d/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Oggi' })).toBeEnabled();
});
