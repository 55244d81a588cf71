import { addDays, todayInRome } from '@nbt/validation/rules';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';
import { dismissCookieBanner } from './fixtures/vehicles';

/* A visitor choosing rental dates on a vehicle's page, on a phone, and sending the request with them; the list by period. */

/** Day `day` of next month, whose whole grid the calendar shows after one 'next month'. */
function nextMonthDay(day: number): string {
  const today = todayInRome();
  const first = addDays(today, 32 - Number(today.slice(8, 10)));
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));

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
    data: { vehicleId: vehicle.id, from: nextMonthDay(20), to: nextMonthDay(21), customerName: 'Cliente' },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(`/veicoli/${vehicle.id}`);
  const calendar = page.getByRole('region', { name: 'Quando ti serve?' });
  await calendar.getByRole('button', { name: 'Mese successivo' }).tap();
  await expect(calendar.getByRole('button', { name: `${longDate(nextMonthDay(20))}, già prenotato` })).toBeDisabled();
  await calendar.getByRole('button', { name: longDate(nextMonthDay(10)), exact: true }).tap();
  await calendar.getByRole('button', { name: longDate(nextMonthDay(13)), exact: true }).tap();
  await expect(page.getByTestId('rental-summary')).toContainText('3 giorni');
  await expect(page.getByTestId('rental-summary')).toContainText('270,00 per il periodo');

  await calendar.getByRole('link', { name: 'Richiedi un preventivo per queste date' }).tap();
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await expect(form.getByTestId('request-rental')).toContainText(
    `Dal ${longDate(nextMonthDay(10))} al ${longDate(nextMonthDay(13))} (3 giorni)`,
  );
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
    pickupDate: nextMonthDay(10),
    returnDate: nextMonthDay(13),
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
    data: { vehicleId: booked.id, from: nextMonthDay(11), to: nextMonthDay(12) },
  });
  expect(reservation.status(), await reservation.text()).toBe(201);

  await page.goto(`/veicoli?dal=${nextMonthDay(10)}&al=${nextMonthDay(13)}&cerca=${encodeURIComponent(model)}`);
  await expect(page.getByTestId('vehicle-count')).toHaveText('1 veicolo');
  const card = page.getByTestId('vehicle-card');
  await expect(card.getByRole('heading')).toHaveText(`Audi ${model} B`);
  await expect(card.getByTestId('period-price')).toContainText('270,00 per 3 giorni (indicativo)');
});
