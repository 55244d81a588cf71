import { addDays } from '@nbt/validation/rules';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';
import { longDate, mondayFrom } from './fixtures/days';

/* The office confirming a quote request with dates from the 'Richieste' tab; a second request for shared days is not offered. */

test('[ADMIN][BOOKING] the office confirms a request with dates; one for days now taken is not offered', async ({
  page,
}) => {
  const model = uniqueModel('Prenota');
  const vehicle = await createVehicle(page.request, {
    brand: 'BMW',
    model,
    listing_type: 'rental',
    price_per_day: 15000,
  });
  // Weekdays some months on, when the demo office is open.
  const monday = mondayFrom(200);
  const day = (n: number) => addDays(monday, n);
  const ask = async (lastName: string, from: number, to: number) => {
    const response = await page.request.post('/api/contact', {
      data: {
        firstName: 'Giulia',
        lastName,
        email: 'giulia@example.com',
        phone: '',
        service: 'Noleggio Auto di Lusso',
        message: 'Per un fine settimana.',
        vehicleId: vehicle.id,
        pickupDate: day(from),
        returnDate: day(to),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const first = uniqueModel('Prima').replace(/\s+/g, '');
  const second = uniqueModel('Seconda').replace(/\s+/g, '');
  await ask(first, 0, 3);
  await ask(second, 2, 4);

  await page.goto('/admin?tab=richieste');
  const card = page.getByRole('article', { name: `Giulia ${first}` });
  const rental = card.getByTestId('request-rental');
  await expect(rental).toContainText(`Dal ${longDate(day(0))} alle 10:00 al ${longDate(day(3))} alle 10:00 (3 giorni)`);
  await expect(rental).toContainText('Prezzo indicativo € 450,00');
  await expect(rental.getByText('Veicolo libero in queste date')).toBeVisible();

  await rental.getByRole('button', { name: 'Conferma prenotazione' }).click();
  // What will be booked and mailed is shown first.
  const question = page.getByRole('dialog', { name: 'Conferma prenotazione' });
  await expect(question.getByTestId('booking-preview')).toContainText(`Cliente: Giulia ${first}`);
  await expect(question.getByTestId('booking-preview')).toContainText('E-mail: giulia@example.com');
  // This site sends no e-mail (no SMTP_URL): the office is told before and after to warn the customer itself.
  await expect(question).toContainText('Il server non invia e-mail: avvisa tu il cliente');
  await question.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(toast(page, 'Il server non invia e-mail: avvisa il cliente')).toBeVisible();
  await expect(rental.getByText('Prenotazione confermata')).toBeVisible();
  await expect(rental.getByTestId('request-booking')).toContainText(/NBT-\d{4}-\d{5}/);
  await expect(rental.getByTestId('request-booking')).toContainText('Confermata');
  await expect(rental.getByRole('button', { name: 'Conferma prenotazione' })).toHaveCount(0);
  await expect(card.getByRole('combobox', { name: 'Stato' })).toHaveValue('Contattata');

  // The other request now shares days with the booking: the tab says so and offers no confirmation.
  const other = page.getByRole('article', { name: `Giulia ${second}` }).getByTestId('request-rental');
  await expect(other.getByText('Veicolo già prenotato in queste date')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Conferma prenotazione' })).toHaveCount(0);

  const reservations = await page.request.get(`/api/admin/reservations?vehicleId=${vehicle.id}`);
  expect(((await reservations.json()) as { from: string; to: string }[]).map(({ from, to }) => [from, to])).toEqual([
    [day(0), day(3)],
  ]);
});
