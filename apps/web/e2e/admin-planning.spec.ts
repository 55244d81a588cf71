import { addDays, todayInRome } from '@nbt/validation/rules';
import type { Page } from '@playwright/test';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';
import { firstMondayOf, openPairs } from './fixtures/days';

/* The office's planning: a month of the fleet, a reservation added from a free day, moved, refused where it meets another, deleted. */

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
  // A month two months on, counted from its first Monday: weekdays, when the demo office is open.
  const month = addDays(todayInRome(), 62).slice(0, 7);
  const monday = firstMondayOf(month);
  const day = (offset: number) => addDays(monday, offset);
  const bar = (customer: string, from: number, to: number) =>
    `${customer}, ${Number(day(from).slice(8))}–${Number(day(to).slice(8))} ${monthName(monday)}`;

  await page.goto(`/admin?tab=planning&month=${month}&q=${encodeURIComponent(model)}`);
  await expect(page.getByRole('tab', { name: 'Planning' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByTestId('planning-grid');
  const row = grid.getByRole('row', { name: new RegExp(model) });
  await expect(row).toBeVisible();

  // Added from a free day: the dialog starts on that day and vehicle.
  await row.getByRole('button', { name: `Nuova prenotazione: Audi ${model}, ${longDate(day(7))}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
  await expect(dialog.getByRole('combobox', { name: 'Veicolo' })).toHaveValue(`Audi ${model}`);
  await chooseDates(page, day(7), day(9));
  // The office's hours of those days, 10:00 out and back unless changed.
  await expect(dialog.getByRole('combobox', { name: 'Ora di ritiro' })).toHaveValue('10:00');
  await dialog.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Rossi');
  await dialog.getByRole('button', { name: 'Aggiungi prenotazione' }).click();
  await expect(toast(page, 'Prenotazione creata')).toBeVisible();
  await expect(row.getByRole('button', { name: bar('Rossi', 7, 9) })).toBeVisible();

  // Moved: the bar's dialog changes its days.
  await row.getByRole('button', { name: bar('Rossi', 7, 9) }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica prenotazione' });
  await chooseDates(page, day(14), day(16));
  await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(toast(page, 'Prenotazione aggiornata')).toBeVisible();
  const moved = row.getByRole('button', { name: bar('Rossi', 14, 16) });
  await expect(moved).toBeVisible();
  await expect(
    row.getByRole('button', { name: new RegExp(`^Nuova prenotazione: .*${longDate(day(7))}$`) }),
  ).toBeVisible();

  // Another reservation over those days is refused with the server's words, and nothing changes.
  await row.getByRole('button', { name: `Nuova prenotazione: Audi ${model}, ${longDate(day(18))}` }).click();
  await chooseDates(page, day(15), day(18));
  await dialog.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Bianchi');
  await dialog.getByRole('button', { name: 'Aggiungi prenotazione' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Il veicolo è già prenotato dal ${longDate(day(14))} al ${longDate(day(16))}`,
  );
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /^Bianchi/ })).toHaveCount(0);

  // Deleted from its dialog, after the usual confirmation.
  await moved.click();
  await edit.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('dialog', { name: 'Elimina prenotazione' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Prenotazione eliminata')).toBeVisible();
  await expect(moved).toHaveCount(0);

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
  // Two months from two months on: 10 two-day bookings a vehicle a month, none on a Sunday, 60 in all.
  const first = addDays(todayInRome(), 62).slice(0, 7);
  const second = addDays(`${first}-15`, 31).slice(0, 7);
  // The vehicles' bookings side by side, each vehicle's one after the other (none of them overlap).
  await Promise.all(
    vehicles.map(async (vehicle) => {
      const bookings = [first, second].flatMap((month) =>
        openPairs(month, 10).map(([from, to], k) => ({
          vehicleId: vehicle.id,
          from,
          to,
          customerName: `Cliente ${k}`,
        })),
      );
      for (const booking of bookings) {
        const made = await page.request.post('/api/admin/reservations', { data: booking });
        expect(made.status()).toBe(201);
      }
    }),
  );

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
