import { imagesToFields, OfficeInputSchema, RentalOptionInputSchema, VehicleInputSchema } from '@nbt/validation';
import { EXAMPLE_HOURS } from '@nbt/validation/examples';

import type { DB } from './client.js';
import { demoRentalOptions } from './demo-rental-options.js';
import { demoTranslations } from './demo-translations.js';
import { demoVehicles } from './demo-vehicles.js';
import { insertOffice } from './repositories/offices.repository.js';
import { insertRentalOption } from './repositories/rental-options.repository.js';
import { insertVehicle } from './repositories/vehicles.repository.js';

/** File names in demo/images that the seed uses (the api copies them into the uploads store). */
export const demoImageFiles = [...new Set(demoVehicles.flatMap((demo) => demo.images))];

/**
 * Seeds the demo fleet, and a main office when there is no office yet: offices already there are
 * the business's own (or an earlier seed's) and stay as they are; a demo one beside them would be a
 * second main office, which company_info refuses. `storeImage` puts a bundled picture into the
 * uploads store and answers its public address, so this package never touches the file system itself.
 */
export async function seedDemoData(db: DB, storeImage: (fileName: string) => Promise<string>): Promise<void> {
  const anyOffice = await db.selectFrom('company_info').select('id').limit(1).executeTakeFirst();
  if (!anyOffice) await seedDemoOffice(db);
  // Like the office: a catalogue already there is the business's own.
  const anyOption = await db.selectFrom('rental_options').select('id').limit(1).executeTakeFirst();
  if (!anyOption) {
    for (const option of demoRentalOptions) await insertRentalOption(db, RentalOptionInputSchema.parse(option));
  }
  // Oldest first, so the list (newest first) opens with the first entries above.
  for (const demo of [...demoVehicles].reverse()) {
    const urls = [];
    for (const file of demo.images) urls.push(await storeImage(file));
    const translations = demoTranslations[demo.vehicle.model] ?? demo.vehicle.translations;
    await insertVehicle(db, VehicleInputSchema.parse({ ...demo.vehicle, translations, ...imagesToFields(urls) }));
  }
}

/** The demo's main office: the footer, the contact blocks and the home page's structured data read it. */
export const demoMainOffice = OfficeInputSchema.parse({
  name: 'Sede principale',
  phone: '+39 02 0000 0000',
  email: 'info@nbt-esempio.it',
  address: "Via dell'Esempio 1",
  city: 'Assago',
  postalCode: '20057',
  country: 'Italia',
  openingHours: EXAMPLE_HOURS,
  isMainOffice: true,
});

async function seedDemoOffice(db: DB): Promise<void> {
  await insertOffice(db, demoMainOffice);
}
