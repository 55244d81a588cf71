import {
  IMAGE_FIELDS,
  imagesToFields,
  NO_HEAVY_FIGURES,
  splitFeatures,
  TRANSLATION_LANGUAGES,
  type Vehicle,
  type VehicleData,
  VehicleInputSchema,
} from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { NO_RENTAL_TERMS } from '@nbt/validation/examples';
import { makeVehicle } from '../../../../test/fixtures';
import {
  centsToEuros,
  doorsAndSeatsFor,
  duplicateFormValues,
  eurosToCents,
  formValuesToVehicleInput,
  hasText,
  joinFeatures,
  newVehicleDefaults,
  salePriceOrZero,
  type VehicleFormValues,
  vehicleToFormValues,
} from './form-values';
import { NO_SALE_FACT_VALUES, saleFactsInput } from './sale-fact-values';

const noImages = imagesToFields([]);
const currentYear = new Date().getFullYear();

/** A rental car as the API answers it, with two photos: one uploaded, one by address. */
const storedVehicle = (overrides: Partial<Vehicle> = {}): Vehicle =>
  makeVehicle({
    listing_type: 'rental',
    price_per_day: 7999,
    sale_price: null,
    sale_price_euros: null,
    features: ['Clima automatico', 'Navigatore', 'Sensori di parcheggio'],
    ...imagesToFields(['/uploads/golf-1.jpg', 'https://cdn.example.com/golf-2.webp']),
    ...overrides,
  });

/** The fields a vehicle body carries: the stored vehicle without its id and timestamps. */
function withoutMeta(vehicle: Vehicle): VehicleData {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, novice_driver_ok: _novice, ...data } = vehicle;
  return { ...data, plate: null, vin: null, internalNotes: '' };
}

/** The body as the server's schema accepts it; throws with the issues otherwise. */
function expectAccepted(input: unknown): VehicleData {
  const result = VehicleInputSchema.safeParse(input);
  if (!result.success) throw new Error(`expected a valid body, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** The rule codes the schema reports at `path`. */
function rulesAt(input: unknown, path: string): unknown[] {
  const result = VehicleInputSchema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => (issue as { params?: { code?: unknown } }).params?.code);
}

describe('eurosToCents', () => {
  it.each([
    ['49,99', 4999],
    ['49.99', 4999],
    ['50', 5000],
    [' 50 ', 5000],
    ['0', 0],
    ['0,5', 50],
    [',5', 50],
    ['12,', 1200],
    ['12.345', 1235],
    ['12,345', 1235],
    ['12.344', 1234],
    ['1.005', 101],
    ['0,285', 29],
    ['1e2', 10000],
    ['-5', -500],
  ] as const)('converts the text %j to %j cents, rounded', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  it.each([
    [50, 5000],
    [49.99, 4999],
    [0.1 + 0.2, 30],
    [12.345, 1235],
    [1.005, 101],
    [0, 0],
  ] as const)('converts the number %j to %j cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each(['', '   ', '\t', 'abc', '12abc', 'abc12', '1.2.3', '12,5,3', '1.234,56', '€ 50', '50 €', '0x10', '0b11'])(
    'gives null for the empty or invalid text %j',
    (text) => {
      expect(eurosToCents(text)).toBeNull();
    },
  );

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 'Infinity', '1e400'])(
    'gives null for %j',
    (value) => {
      expect(eurosToCents(value)).toBeNull();
    },
  );

  it('round-trips every two-decimal price through centsToEuros', () => {
    for (const cents of [0, 1, 9, 10, 99, 1999, 4999, 5000, 12345, 999999, 100_000_000_00]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });
});

describe('centsToEuros', () => {
  it('divides by 100 and keeps null for a missing price', () => {
    expect(centsToEuros(4999)).toBe(49.99);
    expect(centsToEuros(5000)).toBe(50);
    expect(centsToEuros(0)).toBe(0);
    expect(centsToEuros(null)).toBeNull();
    expect(centsToEuros(undefined)).toBeNull();
  });
});

describe('salePriceOrZero', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['0x10', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['15000', 15000],
    [' 15000 ', 15000],
    [15000, 15000],
    [0, 0],
    ['12,5', 13],
    ['12.4', 12],
    [12.5, 13],
    ['18.999,99', 0],
  ] as const)('turns %j into %j whole euros', (value, euros) => {
    expect(salePriceOrZero(value)).toBe(euros);
  });
});

describe('joinFeatures', () => {
  it('joins with a comma and a space, and splitFeatures reverses it', () => {
    const features = ['ABS', 'Clima automatico', 'GPS'];
    expect(joinFeatures(features)).toBe('ABS, Clima automatico, GPS');
    expect(splitFeatures(joinFeatures(features))).toEqual(features);
    expect(joinFeatures([])).toBe('');
  });
});

describe('doorsAndSeatsFor', () => {
  it('gives 2 doors and 2 seats for a truck, 5 and 5 for a car', () => {
    expect(doorsAndSeatsFor('camion')).toEqual({ doors: 2, seats: 2 });
    expect(doorsAndSeatsFor('auto')).toEqual({ doors: 5, seats: 5 });
    expect(doorsAndSeatsFor('movimento_terra')).toEqual({ doors: 0, seats: 0 });
  });
});

describe('the figures of trucks and machines', () => {
  it('sends only the chosen category figures, empty ones as null', () => {
    const truck = {
      ...newVehicleDefaults('camion'),
      gross_weight_kg: 44000,
      axles: 3,
      wheel_formula: '6x2',
      cab: '',
      machine_type: 'escavatore',
      engine_hours: 1200,
    };
    expect(formValuesToVehicleInput(truck)).toMatchObject({
      ...NO_HEAVY_FIGURES,
      gross_weight_kg: 44000,
      axles: 3,
      wheel_formula: '6x2',
    });
    const machine = { ...truck, vehicle_category: 'movimento_terra' as const, ...doorsAndSeatsFor('movimento_terra') };
    expect(formValuesToVehicleInput(machine)).toMatchObject({
      ...NO_HEAVY_FIGURES,
      machine_type: 'escavatore',
      engine_hours: 1200,
      doors: 0,
      seats: 0,
    });
  });

  it('reads a machine back into the dialog', () => {
    const machine = makeVehicle({ vehicle_category: 'movimento_terra', machine_type: 'terna', engine_hours: 800 });
    expect(vehicleToFormValues(machine)).toMatchObject({ machine_type: 'terna', engine_hours: 800, axles: '' });
  });
});

describe('newVehicleDefaults', () => {
  it('takes the year from the given date and starts with empty texts and no images', () => {
    expect(newVehicleDefaults('auto', 'rental', new Date(2031, 5, 15))).toMatchObject({
      brand: '',
      model: '',
      year: 2031,
      description: '',
      features: '',
      images: [],
    });
  });

  it('uses the current year, a car and rental when called without arguments', () => {
    const defaults = newVehicleDefaults();
    expect(defaults.year).toBe(currentYear);
    expect(defaults.vehicle_category).toBe('auto');
    expect(defaults.listing_type).toBe('rental');
    expect(defaults.doors).toBe(5);
    expect(defaults.seats).toBe(5);
  });

  it('gives a truck 2 doors and 2 seats', () => {
    const defaults = newVehicleDefaults('camion', 'sale');
    expect(defaults).toMatchObject({ vehicle_category: 'camion', listing_type: 'sale', doors: 2, seats: 2 });
  });

  it('presets the price per day at 5000 cents, i.e. 50 euros', () => {
    const defaults = newVehicleDefaults();
    expect(defaults.price_per_day_euros).toBe(50);
    expect(eurosToCents(defaults.price_per_day_euros)).toBe(5000);
    expect(formValuesToVehicleInput(defaults).price_per_day).toBe(5000);
  });

  it('gives a fresh images list each time', () => {
    const first = newVehicleDefaults();
    first.images.push('/uploads/a.jpg');
    expect(newVehicleDefaults().images).toEqual([]);
  });

  it.each([
    ['auto', 'rental'],
    ['auto', 'sale'],
    ['auto', 'both'],
    ['camion', 'rental'],
    ['camion', 'sale'],
    ['camion', 'both'],
  ] as const)('is accepted by the schema once brand and model are filled (%s, %s)', (category, listingType) => {
    const values = { ...newVehicleDefaults(category, listingType), brand: 'Iveco', model: 'Daily' };
    const data = expectAccepted({ ...formValuesToVehicleInput(values) });
    expect(data.year).toBe(currentYear);
    expect(data.vehicle_category).toBe(category);
    expect(data.listing_type).toBe(listingType);
  });
});

describe('formValuesToVehicleInput', () => {
  const values: VehicleFormValues = {
    ...newVehicleDefaults('auto', 'both', new Date(2024, 0, 1)),
    brand: 'Alfa Romeo',
    model: 'Giulia',
    kilometers: 1000,
    price_per_day_euros: 49.99,
    sale_price_euros: 35000,
    features: 'ABS, Clima , ,GPS',
    images: [' /uploads/a.jpg ', '', 'https://x.it/b.jpg'],
  };

  it('builds the API body: cents, features list, image fields', () => {
    const {
      price_per_day_euros: _euros,
      features: _features,
      images: _images,
      translations: _t,
      extra_km_euros: _extra,
      deposit_euros: _deposit,
      km_per_day: _km,
      min_driver_age: _age,
      ...copied
    } = values;
    expect(formValuesToVehicleInput(values)).toEqual({
      ...copied,
      ...saleFactsInput(NO_SALE_FACT_VALUES),
      ...NO_HEAVY_FIGURES,
      deposit_euros: null,
      km_per_day: null,
      extra_km_cents: null,
      min_driver_age: null,
      price_per_day: 4999,
      features: ['ABS', 'Clima', 'GPS'],
      translations: Object.fromEntries(
        TRANSLATION_LANGUAGES.map((language) => [language, { description: '', features: [], color: '' }]),
      ),
      ...noImages,
      image1: '/uploads/a.jpg',
      image2: 'https://x.it/b.jpg',
    });
  });

  it('sends each language with its features as a list; the schema keeps the written ones', () => {
    const translations = {
      ...values.translations,
      en: { description: 'Sports saloon.', features: 'ABS, Air conditioning , ', color: 'Red' },
      ar: { description: '', features: '', color: 'أحمر' },
    };
    const input = formValuesToVehicleInput({ ...values, translations });
    expect(input.translations?.en).toEqual({
      description: 'Sports saloon.',
      features: ['ABS', 'Air conditioning'],
      color: 'Red',
    });
    expect(expectAccepted({ ...input }).translations).toEqual({
      en: { description: 'Sports saloon.', features: ['ABS', 'Air conditioning'], color: 'Red' },
      ar: { description: '', features: [], color: 'أحمر' },
    });
    expect(hasText(translations.en)).toBe(true);
    expect(hasText({ description: ' ', features: ' , ', color: '' })).toBe(false);
  });

  it('sends only the rental price for rental', () => {
    const input = formValuesToVehicleInput({ ...values, listing_type: 'rental' });
    expect(input.price_per_day).toBe(4999);
    expect(input.sale_price_euros).toBeNull();
  });

  it('sends only the sale price for sale', () => {
    const input = formValuesToVehicleInput({ ...values, listing_type: 'sale' });
    expect(input.price_per_day).toBeNull();
    expect(input.sale_price_euros).toBe(35000);
  });

  it('sends a sale price of 0 when the field is left empty', () => {
    expect(formValuesToVehicleInput({ ...values, listing_type: 'sale', sale_price_euros: '' }).sale_price_euros).toBe(
      0,
    );
    expect(formValuesToVehicleInput({ ...values, listing_type: 'both', sale_price_euros: '' }).sale_price_euros).toBe(
      0,
    );
  });

  it('sends null for an empty rental price, which the schema then refuses', () => {
    const input = formValuesToVehicleInput({ ...values, listing_type: 'rental', price_per_day_euros: '' });
    expect(input.price_per_day).toBeNull();
    expect(rulesAt({ ...input }, 'price_per_day')).toEqual(['rental_price_required']);
  });

  it('sends null for empty engine displacement and horsepower', () => {
    const input = formValuesToVehicleInput({ ...values, engine_displacement: '', horsepower: '' });
    expect(input.engine_displacement).toBeNull();
    expect(input.horsepower).toBeNull();
  });

  it('keeps at most 10 images', () => {
    const images = Array.from({ length: 13 }, (_, index) => `/uploads/${index + 1}.jpg`);
    const input = formValuesToVehicleInput({ ...values, images });
    expect(input.image10).toBe('/uploads/10.jpg');
    expect(Object.values(input)).not.toContain('/uploads/11.jpg');
  });
});

describe('vehicleToFormValues', () => {
  it('turns a stored vehicle into the dialog values', () => {
    const vehicle = { ...storedVehicle(), plate: 'AB123CD', vin: null, internalNotes: 'Tagliando fatto' };
    const { price_per_day_euros, sale_price_euros, features, images, vin, translations, extra_km_euros, ...copied } =
      vehicleToFormValues(vehicle);
    expect(vin).toBe('');
    expect(extra_km_euros).toBe(0.5);
    expect(translations.en).toEqual({ description: '', features: '', color: '' });
    expect({ price_per_day_euros, sale_price_euros, features, images }).toEqual({
      price_per_day_euros: 79.99,
      sale_price_euros: '',
      features: 'Clima automatico, Navigatore, Sensori di parcheggio',
      images: ['/uploads/golf-1.jpg', 'https://cdn.example.com/golf-2.webp'],
    });
    // Facts and figures not stated are empty fields.
    expect(vehicle).toMatchObject({ ...copied, ...saleFactsInput(copied), ...NO_HEAVY_FIGURES });
    expect(Object.keys(NO_HEAVY_FIGURES).map((field) => copied[field as keyof typeof copied])).toEqual(
      Object.keys(NO_HEAVY_FIGURES).map(() => ''),
    );
  });

  it('shows missing numbers as empty fields', () => {
    const values = vehicleToFormValues(
      storedVehicle({ engine_displacement: null, horsepower: null, price_per_day: null, listing_type: 'sale' }),
    );
    expect(values.engine_displacement).toBe('');
    expect(values.horsepower).toBe('');
    expect(values.price_per_day_euros).toBe('');
  });

  it('copies a vehicle for a new one without its photos, plate, chassis number or notes', () => {
    const vehicle = { ...storedVehicle(), plate: 'AB123CD', vin: 'ZFA31200000123456', internalNotes: 'Graffio' };
    expect(duplicateFormValues(vehicle)).toEqual({
      ...vehicleToFormValues(vehicle),
      images: [],
      plate: '',
      vin: '',
      internalNotes: '',
    });
    expect(duplicateFormValues(vehicle).brand).toBe(vehicle.brand);
  });

  it('drops the rental terms of a vehicle only for sale, which the dialog does not show', () => {
    const body = formValuesToVehicleInput(
      vehicleToFormValues(storedVehicle({ listing_type: 'sale', sale_price_euros: 9000 })),
    );
    expect(body).toMatchObject({
      ...NO_RENTAL_TERMS,
    });
    expect(formValuesToVehicleInput(vehicleToFormValues(storedVehicle()))).toMatchObject({
      deposit_euros: 3000,
      km_per_day: 200,
      extra_km_cents: 50,
      min_driver_age: 25,
      delivery_on_request: true,
    });
  });

  it('keeps a sale price of 0', () => {
    expect(vehicleToFormValues(storedVehicle({ sale_price_euros: 0 })).sale_price_euros).toBe(0);
  });
});

describe('stored vehicle → form → API body round trip', () => {
  const cases: [string, Vehicle][] = [
    ['a rental car', storedVehicle()],
    [
      'a truck for sale',
      storedVehicle({
        vehicle_category: 'camion',
        listing_type: 'sale',
        doors: 2,
        seats: 3,
        price_per_day: null,
        sale_price_euros: 89000,
        hide_price: true,
        status: 'in_trattativa',
        engine_displacement: null,
        horsepower: null,
        features: [],
        ...noImages,
        // Only for sale: no rental terms.
        ...NO_RENTAL_TERMS,
      }),
    ],
    [
      'a car for rental and sale with ten images and two other languages',
      storedVehicle({
        translations: {
          en: { description: 'City car.', features: ['Air conditioning', 'Sat nav'], color: 'Red' },
          zh: { description: '', features: [], color: '红色' },
        },
        listing_type: 'both',
        price_per_day: 12050,
        sale_price_euros: 24500,
        first_registration: '2022-03',
        previous_owners: 1,
        warranty_months: 12,
        service_history: true,
        vat_deductible: false,
        condition: 'usato',
        body_type: 'cabrio',
        consumption_l_100km: 6.4,
        co2_g_km: 150,
        kerb_weight_kg: 1200,
        available: false,
        status: 'venduto',
        description: '',
        ...(Object.fromEntries(IMAGE_FIELDS.map((field, index) => [field, `/uploads/${index}.jpg`])) as Record<
          (typeof IMAGE_FIELDS)[number],
          string
        >),
      }),
    ],
  ];

  it.each(cases)('gives back the same data for %s', (_label, vehicle) => {
    const body = formValuesToVehicleInput(vehicleToFormValues(vehicle));
    expect(expectAccepted({ ...body })).toEqual(withoutMeta(vehicle));
  });

  it('gives back the same dialog values after a save', () => {
    const values: VehicleFormValues = {
      ...newVehicleDefaults('auto', 'both', new Date(2024, 0, 1)),
      brand: 'Fiat',
      model: '500',
      price_per_day_euros: 49.99,
      sale_price_euros: 12000,
      features: 'ABS, GPS',
      images: ['/uploads/a.jpg', 'https://x.it/b.jpg'],
    };
    const data = expectAccepted({ ...formValuesToVehicleInput(values) });
    const saved: Vehicle = { ...data, id: 1, novice_driver_ok: null, createdAt: '', updatedAt: '' } as Vehicle;
    expect(vehicleToFormValues(saved)).toEqual(values);
  });
});
