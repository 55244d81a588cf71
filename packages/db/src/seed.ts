import { imagesToFields, OfficeInputSchema, type VehicleInput, VehicleInputSchema } from '@nbt/validation';
import { EXAMPLE_HOURS, EXAMPLE_VEHICLE } from '@nbt/validation/examples';

import type { DB } from './client.js';
import { demoMachines } from './demo-machines.js';
import { demoTranslations } from './demo-translations.js';
import { insertOffice } from './repositories/offices.repository.js';
import { insertVehicle } from './repositories/vehicles.repository.js';

/**
 * A demo vehicle and the bundled pictures (file names in demo/images) it shows; its texts in the
 * other languages are in demo-translations.ts, by model.
 */
export interface DemoVehicle {
  images: string[];
  vehicle: Omit<VehicleInput, `image${number}`>;
}

/** The rental terms of the tractor units: a long day's driving included, a driver with a C licence. */
const TRACTOR_TERMS = { deposit_euros: 5000, km_per_day: 600, extra_km_cents: 35, min_driver_age: 21 } as const;

const demoVehicles: DemoVehicle[] = [
  {
    images: ['bmw-m4-1.jpg', 'bmw-m4-2.jpg'],
    vehicle: {
      ...EXAMPLE_VEHICLE,
      description:
        'Coupé sportiva dalle prestazioni straordinarie, perfetta per un weekend speciale o un evento importante. Consegna a domicilio in tutta la Lombardia.',
      features: ['Sedili in carbonio', 'Head-up display', 'Harman Kardon', 'Launch control', 'Fari laser'],
    },
  },
  {
    images: ['mercedes-classe-s-1.jpg', 'mercedes-classe-s-2.jpg'],
    vehicle: {
      brand: 'Mercedes',
      model: 'Classe S 580 4MATIC',
      year: 2024,
      kilometers: 8000,
      fuel_type: 'ibrido',
      fuel_regulation: 'Euro 6',
      engine_displacement: 3982,
      horsepower: 503,
      transmission: 'automatico',
      doors: 4,
      seats: 5,
      color: 'nero ossidiana',
      price_per_day: 45000,
      listing_type: 'rental',
      deposit_euros: 5000,
      km_per_day: 250,
      extra_km_cents: 90,
      min_driver_age: 30,
      delivery_on_request: true,
      vehicle_category: 'auto',
      description:
        "L'ammiraglia per eccellenza: comfort assoluto per transfer aziendali, matrimoni e trasferte di rappresentanza, anche con autista.",
      features: ['Sedili massaggianti', 'Tetto panoramico', 'Burmester 4D', 'Autista su richiesta'],
    },
  },
  {
    images: ['audi-rs6-1.jpg', 'audi-rs6-2.jpg'],
    vehicle: {
      brand: 'Audi',
      model: 'RS 6 Avant',
      year: 2022,
      kilometers: 31000,
      fuel_type: 'benzina',
      fuel_regulation: 'Euro 6',
      engine_displacement: 3996,
      horsepower: 600,
      transmission: 'automatico',
      doors: 5,
      seats: 5,
      color: 'grigio nardo',
      price_per_day: 38000,
      listing_type: 'rental',
      deposit_euros: 4000,
      km_per_day: 200,
      extra_km_cents: 80,
      min_driver_age: 28,
      delivery_on_request: true,
      vehicle_category: 'auto',
      description: 'La station wagon più sportiva: spazio per tutta la famiglia e 600 CV sempre pronti.',
      features: ['Quattro', 'Bang & Olufsen', 'Matrix LED', 'Gancio traino'],
    },
  },
  {
    images: ['porsche-911-1.jpg'],
    vehicle: {
      brand: 'Porsche',
      model: '911 Carrera S',
      year: 2021,
      kilometers: 24000,
      fuel_type: 'benzina',
      fuel_regulation: 'Euro 6',
      engine_displacement: 2981,
      horsepower: 450,
      transmission: 'automatico',
      doors: 2,
      seats: 4,
      color: 'bianco',
      sale_price_euros: 124900,
      listing_type: 'sale',
      vehicle_category: 'auto',
      status: 'in_trattativa',
      description: 'Esemplare tagliandato Porsche, unico proprietario, pacchetto Sport Chrono.',
      features: ['Sport Chrono', 'Scarico sportivo', 'Bose', 'Garanzia Approved'],
    },
  },
  {
    images: ['range-rover-1.jpg'],
    vehicle: {
      brand: 'Land Rover',
      model: 'Range Rover Sport',
      year: 2023,
      kilometers: 15000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 2997,
      horsepower: 350,
      transmission: 'automatico',
      doors: 5,
      seats: 5,
      color: 'verde british racing',
      sale_price_euros: 98500,
      listing_type: 'sale',
      vehicle_category: 'auto',
      hide_price: true,
      description: 'SUV di lusso con allestimento Autobiography. Prezzo riservato: contattaci per una proposta.',
      features: ['Sospensioni pneumatiche', 'Meridian', 'Tetto panoramico', 'Pacchetto traino'],
    },
  },
  {
    images: ['mercedes-glc-1.jpg'],
    vehicle: {
      brand: 'Mercedes',
      model: 'GLC 300 de',
      year: 2022,
      kilometers: 42000,
      fuel_type: 'ibrido',
      fuel_regulation: 'Euro 6',
      engine_displacement: 1993,
      horsepower: 333,
      transmission: 'automatico',
      doors: 5,
      seats: 5,
      color: 'argento',
      sale_price_euros: 52900,
      listing_type: 'sale',
      vehicle_category: 'auto',
      status: 'venduto',
      available: false,
      description: 'Ibrida plug-in diesel con oltre 100 km di autonomia elettrica.',
      features: ['AMG Line', 'Ricarica rapida', 'Telecamera 360°'],
    },
  },
  {
    images: ['audi-a3-1.jpg'],
    vehicle: {
      brand: 'Audi',
      model: 'A3 Sportback 35 TFSI',
      year: 2024,
      kilometers: 5000,
      fuel_type: 'benzina',
      fuel_regulation: 'Euro 6',
      engine_displacement: 1498,
      horsepower: 150,
      transmission: 'automatico',
      doors: 5,
      seats: 5,
      color: 'rosso tango',
      price_per_day: 9000,
      sale_price_euros: 34500,
      listing_type: 'both',
      deposit_euros: 1000,
      km_per_day: 200,
      extra_km_cents: 30,
      min_driver_age: 21,
      delivery_on_request: true,
      vehicle_category: 'auto',
      description: 'Compatta premium ideale in città, disponibile anche con noleggio a lungo termine.',
      features: ['Virtual cockpit', 'Apple CarPlay', 'Cruise adattivo'],
    },
  },
  {
    images: ['bmw-x5-1.jpg'],
    vehicle: {
      brand: 'BMW',
      model: 'X5 xDrive40d',
      year: 2023,
      kilometers: 19000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 2993,
      horsepower: 352,
      transmission: 'automatico',
      doors: 5,
      seats: 7,
      color: 'bianco alpino',
      price_per_day: 22000,
      listing_type: 'rental',
      deposit_euros: 2500,
      km_per_day: 250,
      extra_km_cents: 50,
      min_driver_age: 25,
      delivery_on_request: true,
      vehicle_category: 'auto',
      description: 'SUV a sette posti per viaggi di gruppo e vacanze in montagna, con catene e portasci inclusi.',
      features: ['7 posti', 'Portasci', 'Trazione integrale', 'Pacchetto inverno'],
    },
  },
  {
    images: ['fiat-500e-1.jpg'],
    vehicle: {
      brand: 'Fiat',
      model: '500e La Prima',
      year: 2024,
      kilometers: 2000,
      fuel_type: 'elettrico',
      fuel_regulation: 'Euro 6',
      engine_displacement: null,
      horsepower: 118,
      transmission: 'automatico',
      doors: 3,
      seats: 4,
      color: 'verde menta',
      price_per_day: 6000,
      listing_type: 'rental',
      deposit_euros: 500,
      km_per_day: 150,
      extra_km_cents: 25,
      min_driver_age: 21,
      delivery_on_request: true,
      vehicle_category: 'auto',
      description: 'Citycar elettrica per muoversi a Milano senza limiti di Area C.',
      features: ['100% elettrica', 'Ricarica inclusa', 'Accesso Area C'],
    },
  },
  {
    images: ['scania-r500-1.jpg', 'scania-r500-2.jpg'],
    vehicle: {
      brand: 'Scania',
      model: 'R 500 Highline',
      year: 2021,
      kilometers: 310000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 12740,
      horsepower: 500,
      transmission: 'automatico',
      doors: 2,
      seats: 2,
      color: 'rosso',
      price_per_day: 42000,
      listing_type: 'rental',
      ...TRACTOR_TERMS,
      vehicle_category: 'camion',
      gross_weight_kg: 44_000,
      payload_kg: 28_000,
      axles: 2,
      wheel_formula: '4x2',
      cab: 'Highline, cabina letto',
      description: 'Trattore stradale 4x2 per semirimorchi fino a 44 tonnellate, con retarder e cabina letto.',
      features: ['Retarder', 'Cabina letto', 'Cruise predittivo', 'Cronotachigrafo digitale'],
    },
  },
  {
    images: ['volvo-fh16-1.jpg'],
    vehicle: {
      brand: 'Volvo',
      model: 'FH16 750',
      year: 2020,
      kilometers: 420000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 16100,
      horsepower: 750,
      transmission: 'automatico',
      doors: 2,
      seats: 2,
      color: 'blu',
      sale_price_euros: 118000,
      listing_type: 'sale',
      vehicle_category: 'camion',
      gross_weight_kg: 70_000,
      payload_kg: 48_000,
      axles: 3,
      wheel_formula: '6x4',
      cab: 'Globetrotter XL',
      description: 'Trattore 6x4 per trasporti eccezionali, revisionato e pronto al lavoro.',
      features: ['I-Shift', 'Trazione 6x4', 'Presa di forza', 'Sospensioni pneumatiche'],
    },
  },
  {
    images: ['iveco-daily-1.jpg'],
    vehicle: {
      brand: 'Iveco',
      model: 'Daily 35S18 Furgone',
      year: 2023,
      kilometers: 38000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 2998,
      horsepower: 180,
      transmission: 'manuale',
      doors: 2,
      seats: 3,
      color: 'bianco',
      price_per_day: 12000,
      sale_price_euros: 39000,
      listing_type: 'both',
      deposit_euros: 1500,
      km_per_day: 300,
      extra_km_cents: 30,
      min_driver_age: 21,
      delivery_on_request: true,
      vehicle_category: 'camion',
      gross_weight_kg: 3_500,
      payload_kg: 1_150,
      axles: 2,
      wheel_formula: '4x2',
      cab: 'Cabina corta, 3 posti',
      description: 'Furgone da 16 m³ per traslochi e consegne, guidabile con patente B.',
      features: ['16 m³', 'Patente B', 'Sponda idraulica'],
    },
  },
  {
    images: ['man-tgx-1.jpg'],
    vehicle: {
      brand: 'MAN',
      model: 'TGX 18.510',
      year: 2022,
      kilometers: 205000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6',
      engine_displacement: 12419,
      horsepower: 510,
      transmission: 'automatico',
      doors: 2,
      seats: 2,
      color: 'grigio',
      price_per_day: 39000,
      listing_type: 'rental',
      ...TRACTOR_TERMS,
      vehicle_category: 'camion',
      gross_weight_kg: 44_000,
      payload_kg: 27_500,
      axles: 2,
      wheel_formula: '4x2',
      cab: 'GX',
      description: 'Trattore stradale per lunghe percorrenze con cabina GX e assistenza 24/7 inclusa.',
      features: ['Cabina GX', 'Assistenza 24/7', 'Cruise predittivo'],
    },
  },
  ...demoMachines,
];

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
  // Oldest first, so the list (newest first) opens with the first entries above.
  for (const demo of [...demoVehicles].reverse()) {
    const urls = [];
    for (const file of demo.images) urls.push(await storeImage(file));
    const translations = demoTranslations[demo.vehicle.model] ?? demo.vehicle.translations;
    await insertVehicle(db, VehicleInputSchema.parse({ ...demo.vehicle, translations, ...imagesToFields(urls) }));
  }
}

async function seedDemoOffice(db: DB): Promise<void> {
  await insertOffice(
    db,
    OfficeInputSchema.parse({
      name: 'Sede principale',
      phone: '+39 02 0000 0000',
      email: 'info@nbt-esempio.it',
      address: "Via dell'Esempio 1",
      city: 'Assago',
      postalCode: '20057',
      country: 'Italia',
      openingHours: EXAMPLE_HOURS,
      isMainOffice: true,
    }),
  );
}
