import { everyDay } from '@nbt/validation/examples';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { expectNoViolations } from './fixtures/axe';
import { createVehicle, expect, test, toast, uniqueModel } from './fixtures/admin-session';

/* The counter on a phone: today's pick-up on the 'Oggi' tab, marked out with its kilometres in one tap. */

// Transitions off: dialogs and toasts are settled as soon as they are in the DOM.
test.use({ viewport: { width: 390, height: 844 } });

test('[ADMIN][DESK][PHONE] at 390 px the day fits, passes axe, and a pick-up is marked out with its kilometres', async ({
  page,
}) => {
  const model = uniqueModel('Banco');
  const vehicle = await createVehicle(page.request, { brand: 'Audi', model, listing_type: 'rental' });
  const customer = uniqueModel('Cliente').replace(/\s+/g, '');
  const today = todayInRome();
  // A counter open every day, so today's pick-up can be booked whatever day the test runs on.
  const office = await page.request.post('/api/company-info', {
    data: { name: uniqueModel('Banco sempre aperto'), openingHours: everyDay('07:00-21:00'), isActive: false },
  });
  expect(office.status(), await office.text()).toBe(201);
  const officeId = ((await office.json()) as { id: number }).id;
  const made = await page.request.post('/api/admin/reservations', {
    data: {
      vehicleId: vehicle.id,
      pickupOfficeId: officeId,
      from: today,
      to: addDays(today, 2),
      customerName: customer,
      customerPhone: '+39 333 123 4567',
      status: 'confirmed',
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/admin?tab=oggi');
  // The first paint of the back office loads its bundle: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Ritiri e riconsegne', level: 2 })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('listitem', { name: `Audi ${model}, ${customer}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^Chiama ${customer}`) })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await expectNoViolations(page);

  const out = card.getByRole('button', { name: /^Uscito: / });
  // A thumb's target at the counter.
  expect((await out.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await out.click();
  const dialog = page.getByRole('dialog', { name: 'Segna uscito' });
  const kilometres = dialog.getByRole('textbox', { name: /Chilometri del contachilometri/ });
  await expect(kilometres).toBeFocused();
  await expect(kilometres).toHaveAttribute('inputmode', 'numeric');
  await kilometres.fill('12345');
  await dialog.getByRole('button', { name: "Conferma l'uscita" }).click();

  await expect(toast(page, ': Uscito')).toBeVisible();
  await expect(card.getByText(/uscito a 12\.345 km/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Uscito: / })).toHaveCount(0);
  expect((await page.request.delete(`/api/company-info/${officeId}`)).status()).toBe(200);
});
