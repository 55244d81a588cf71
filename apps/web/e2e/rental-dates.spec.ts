import { addDays } from '@nbt/validation/rules';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';
import { longDate, nextMonthMonday } from './fixtures/days';
import { dismissCookieBanner, scrollToRentalDates } from './fixtures/vehicles';

/* A visitor choosing rental dates on a vehicle's page, on a phone, and sending the request with them; the list by period. */

/** Days of next month, counted from its first Monday: weekdays, when the demo office is open. */
const monday = nextMonthMonday();
const nextMonthDay = (offset: number) => addDays(monday, offset);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('[RENTAL] a visitor on a phone picks free days, sees the price for the period and sends them', async ({
  page,
}) => {
  // One journey across two pages, the calendar's chunk and a stored request: longer than one check.
  test.setTimeout(60_000);
  await dismissCookieBanner(page);
  const model = uniqueModel('Date');
  const vehicle = await createVehicle(page.request, { brand: 'Audi', model, listing_type: 'rental' });
  const booked = await page.request.post('/api/admin/reservations', {
    data: { vehicleId: vehicle.id, from: nextMonthDay(14), to: nextMonthDay(16), customerName: 'Cliente' },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(`/veicoli/${vehicle.id}`);
  const calendar = await scrollToRentalDates(page, 'Quando ti serve?');
  await calendar.getByRole('button', { name: 'Mese successivo' }).tap();
  // Held all day on the Tuesday; its Monday before 10:00 and Wednesday after 10:00 are free.
  await expect(calendar.getByRole('button', { name: `${longDate(nextMonthDay(15))}, già prenotato` })).toBeDisabled();
  await calendar.getByRole('button', { name: longDate(nextMonthDay(7)), exact: true }).tap();
  await calendar.getByRole('button', { name: longDate(nextMonthDay(10)), exact: true }).tap();
  await expect(page.getByTestId('rental-summary')).toContainText('3 giorni');
  // The price is the server's quote for the period, under the dates.
  await expect(calendar.getByTestId('quote-total')).toHaveText('Totale € 270,00');

  await calendar.getByRole('link', { name: 'Richiedi un preventivo per queste date' }).tap();
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await expect(form.getByTestId('request-rental')).toContainText(
    `Dal ${longDate(nextMonthDay(7))} al ${longDate(nextMonthDay(10))} (3 giorni)`,
  );
  // The times the office is open: 10:00 out, back by 10:00; half an hour later is a fourth day.
  await expect(form.getByRole('combobox', { name: 'Ora di ritiro' })).toHaveValue('10:00');
  await form.getByRole('combobox', { name: 'Ora di riconsegna' }).selectOption('10:30');
  await expect(form.getByTestId('request-rental')).toContainText('(4 giorni)');
  await form.getByRole('combobox', { name: 'Ora di riconsegna' }).selectOption('09:30');
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Cognome' }).fill(model);
  await form.getByRole('textbox', { name: 'Email' }).fill('giulia@example.com');
  await form.getByRole('textbox', { name: 'Messaggio' }).fill('Per un fine settimana.');
  await form.getByRole('button', { name: 'Invia richiesta' }).tap();
  await expect(toast(page, 'Richiesta inviata!')).toBeVisible();

  const requests = (await (await page.request.get('/api/admin/contact-requests')).json()) as {
    lastName: string;
    pickupDate: string | null;
    returnDate: string | null;
    quotedPriceCents: number | null;
  }[];
  expect(requests.find((request) => request.lastName === model)).toMatchObject({
    pickupDate: nextMonthDay(7),
    returnDate: nextMonthDay(10),
    pickupTime: '10:00',
    returnTime: '09:30',
    quotedPriceCents: 27000,
  });
});

test('[RENTAL] /veicoli by period leaves out a vehicle booked then, counts the rest and prices the period', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const model = uniqueModel('Periodo');
  const booked = await createVehicle(page.request, { brand: 'Audi', model: `${model} A`, listing_type: 'rental' });
  await createVehicle(page.request, { brand: 'Audi', model: `${model} B`, listing_type: 'rental' });
  const reservation = await page.request.post('/api/admin/reservations', {
    data: { vehicleId: booked.id, from: nextMonthDay(1), to: nextMonthDay(2) },
  });
  expect(reservation.status(), await reservation.text()).toBe(201);

  await page.goto(`/veicoli?dal=${nextMonthDay(0)}&al=${nextMonthDay(3)}&cerca=${encodeURIComponent(model)}`);
  await expect(page.getByTestId('vehicle-count')).toHaveText('1 veicolo');
  const card = page.getByTestId('vehicle-card');
  await expect(card.getByRole('heading')).toHaveText(`Audi ${model} B`);
  await expect(card.getByTestId('period-price')).toContainText('270,00 per 3 giorni (indicativo)');
});
