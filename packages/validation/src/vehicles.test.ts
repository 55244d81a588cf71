import { describe, expect, it } from 'vitest';

import {
  centsToEuros,
  doorsAndSeatsFor,
  eurosToCents,
  FUEL_TYPES,
  formValuesToVehicleInput,
  IMAGE_FIELDS,
  imagesToFields,
  isInTab,
  joinFeatures,
  LISTING_TYPES,
  MAX_VEHICLE_IMAGES,
  newVehicleDefaults,
  normalizeImages,
  requiresRentalPrice,
  requiresSalePrice,
  salePriceOrZero,
  showsRentalPrice,
  showsSalePrice,
  splitFeatures,
  TRANSMISSIONS,
  type Vehicle,
  VEHICLE_CATEGORIES,
  VEHICLE_LIMITS,
  VEHICLE_STATUSES,
  VEHICLE_TABS,
  type VehicleCategory,
  type VehicleData,
  type VehicleFormValues,
  VehicleInputSchema,
  type ListingType,
  type VehicleTab,
  vehicleImages,
  vehicleToFormValues,
} from './index.js';
import { toFieldIssues } from './common.js';

// ---- Helpers --------------------------------------------------------------------------------------

/** The smallest body the API accepts: the required fields plus a rental price. */
const minimalVehicle = {
  brand: 'Fiat',
  model: 'Panda',
  year: 2020,
  kilometers: 15000,
  fuel_regulation: 'Euro 6',
  doors: 5,
  seats: 5,
  color: 'bianco',
  price_per_day: 4500,
};

const noImages = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, null])) as Record<
  (typeof IMAGE_FIELDS)[number],
  null
>;

function parse(input: Record<string, unknown>) {
  return VehicleInputSchema.safeParse(input);
}

/** The messages reported at `path` (e.g. 'brand', 'features.0'); empty when the body is accepted. */
function messagesAt(input: Record<string, unknown>, path: string): string[] {
  const result = parse(input);
  if (result.success) return [];
  return toFieldIssues(result.error)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}

function expectAccepted(input: Record<string, unknown>): VehicleData {
  const result = parse(input);
  if (!result.success) throw new Error(`expected valid vehicle, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const currentYear = new Date().getFullYear();

function storedVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 7,
    brand: 'Volkswagen',
    model: 'Golf',
    year: 2021,
    kilometers: 42000,
    fuel_type: 'diesel',
    fuel_regulation: 'Euro 6d',
    engine_displacement: 1968,
    horsepower: 150,
    transmission: 'automatico',
    doors: 5,
    seats: 5,
    color: 'grigio',
    price_per_day: 7999,
    sale_price: null,
    sale_price_euros: null,
    hide_price: false,
    vehicle_category: 'auto',
    listing_type: 'rental',
    available: true,
    status: 'disponibile',
    description: 'Ottime condizioni',
    features: ['Clima automatico', 'Navigatore', 'Sensori di parcheggio'],
    ...noImages,
    image1: '/uploads/golf-1.jpg',
    image2: 'https://cdn.example.com/golf-2.webp',
    createdAt: '2024-01-01T10:00:00.000Z',
    updatedAt: '2024-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function withoutMeta(vehicle: Vehicle): VehicleData {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...data } = vehicle;
  return data;
}

// ---- Constants ------------------------------------------------------------------------------------

describe('constants', () => {
  it('allows at most 10 images, in the fields image1..image10', () => {
    expect(MAX_VEHICLE_IMAGES).toBe(10);
    expect(IMAGE_FIELDS).toEqual(Array.from({ length: 10 }, (_, index) => `image${index + 1}`));
  });

  it('lists the form choices of spec §3', () => {
    expect(FUEL_TYPES).toEqual(['benzina', 'diesel', 'ibrido', 'elettrico']);
    expect(TRANSMISSIONS).toEqual(['manuale', 'automatico']);
    expect(VEHICLE_CATEGORIES).toEqual(['auto', 'camion']);
    expect(LISTING_TYPES).toEqual(['rental', 'sale', 'both']);
    expect(VEHICLE_STATUSES).toEqual(['disponibile', 'in_trattativa', 'venduto']);
  });

  it('keeps the column limits of spec §3', () => {
    expect(VEHICLE_LIMITS).toMatchObject({
      brand: 100,
      model: 100,
      fuelType: 50,
      fuelRegulation: 50,
      transmission: 50,
      color: 50,
    });
  });

  it('lists the three tabs of /veicoli, rental first (the default)', () => {
    expect(VEHICLE_TABS).toEqual(['noleggio', 'auto', 'tir']);
  });
});

// ---- Conversion helpers ---------------------------------------------------------------------------

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

describe('splitFeatures', () => {
  it('splits on commas and trims each feature', () => {
    expect(splitFeatures('ABS, Clima automatico ,  Navigatore')).toEqual(['ABS', 'Clima automatico', 'Navigatore']);
  });

  it('keeps the spaces inside a feature', () => {
    expect(splitFeatures('Sedili in pelle riscaldati')).toEqual(['Sedili in pelle riscaldati']);
  });

  it('removes empty and blank entries', () => {
    expect(splitFeatures('ABS,,Clima, ,\t,GPS,')).toEqual(['ABS', 'Clima', 'GPS']);
    expect(splitFeatures(' , ,, ')).toEqual([]);
  });

  it('gives an empty list for empty text', () => {
    expect(splitFeatures('')).toEqual([]);
    expect(splitFeatures('   ')).toEqual([]);
  });

  it('trims tabs and new lines too', () => {
    expect(splitFeatures('\tABS\n,\nGPS ')).toEqual(['ABS', 'GPS']);
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

describe('normalizeImages', () => {
  it('trims entries and drops empty, blank and missing ones, keeping the order', () => {
    expect(normalizeImages([' /uploads/a.jpg ', '', '   ', null, undefined, 'https://x.it/b.jpg'])).toEqual([
      '/uploads/a.jpg',
      'https://x.it/b.jpg',
    ]);
  });

  it('keeps at most 10 images and drops the extras', () => {
    const images = Array.from({ length: 12 }, (_, index) => `/uploads/${index + 1}.jpg`);
    const result = normalizeImages(images);
    expect(result).toHaveLength(10);
    expect(result).toEqual(images.slice(0, 10));
  });

  it('counts the 10 after dropping blanks', () => {
    const images = ['', ...Array.from({ length: 11 }, (_, index) => `/uploads/${index + 1}.jpg`)];
    expect(normalizeImages(images)).toEqual(images.slice(1, 11));
  });

  it('gives an empty list for no images and does not change its input', () => {
    expect(normalizeImages([])).toEqual([]);
    const input = [' /uploads/a.jpg '];
    normalizeImages(input);
    expect(input).toEqual([' /uploads/a.jpg ']);
  });
});

describe('imagesToFields', () => {
  it('gives all ten fields as null for no images', () => {
    expect(imagesToFields([])).toEqual(noImages);
  });

  it('fills the fields in order, skipping blanks', () => {
    expect(imagesToFields(['/uploads/a.jpg', ' ', null, ' https://x.it/b.jpg '])).toEqual({
      ...noImages,
      image1: '/uploads/a.jpg',
      image2: 'https://x.it/b.jpg',
    });
  });

  it('drops images past the tenth', () => {
    const images = Array.from({ length: 11 }, (_, index) => `/uploads/${index + 1}.jpg`);
    const fields = imagesToFields(images);
    expect(Object.keys(fields)).toEqual([...IMAGE_FIELDS]);
    expect(fields.image10).toBe('/uploads/10.jpg');
    expect(Object.values(fields)).not.toContain('/uploads/11.jpg');
  });
});

describe('vehicleImages', () => {
  it('lists image1..image10 in order, blanks skipped', () => {
    expect(
      vehicleImages({
        image1: '/uploads/a.jpg',
        image2: null,
        image3: '  ',
        image4: '/uploads/b.jpg',
        image10: 'https://x.it/c.jpg',
      }),
    ).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', 'https://x.it/c.jpg']);
  });

  it('gives an empty list for a vehicle without images', () => {
    expect(vehicleImages({})).toEqual([]);
    expect(vehicleImages(noImages)).toEqual([]);
  });

  it('is the inverse of imagesToFields', () => {
    const images = ['/uploads/a.jpg', '/uploads/b.jpg', 'https://x.it/c.jpg'];
    expect(vehicleImages(imagesToFields(images))).toEqual(images);
  });
});

describe('doorsAndSeatsFor', () => {
  it('gives 2 doors and 2 seats for a truck, 5 and 5 for a car', () => {
    expect(doorsAndSeatsFor('camion')).toEqual({ doors: 2, seats: 2 });
    expect(doorsAndSeatsFor('auto')).toEqual({ doors: 5, seats: 5 });
  });
});

// ---- Rental/sale price rule -----------------------------------------------------------------------

describe('price rules by listing type', () => {
  it.each([
    ['rental', true, false, true, false],
    ['both', true, false, true, true],
    ['sale', false, true, false, true],
  ] as const)('%s: rental required %s, sale required %s, shows rental %s, shows sale %s', (type, ...expected) => {
    expect([requiresRentalPrice(type), requiresSalePrice(type), showsRentalPrice(type), showsSalePrice(type)]).toEqual(
      expected,
    );
  });
});

// ---- Form defaults and conversions ----------------------------------------------------------------

describe('newVehicleDefaults', () => {
  it('gives the spec §5 defaults for a rental car', () => {
    expect(newVehicleDefaults('auto', 'rental', new Date(2031, 5, 15))).toEqual({
      brand: '',
      model: '',
      year: 2031,
      kilometers: 0,
      fuel_type: 'benzina',
      fuel_regulation: 'Euro 6',
      engine_displacement: 1600,
      horsepower: 120,
      transmission: 'manuale',
      doors: 5,
      seats: 5,
      color: 'nero',
      price_per_day_euros: 50,
      sale_price_euros: 0,
      hide_price: false,
      vehicle_category: 'auto',
      listing_type: 'rental',
      available: true,
      status: 'disponibile',
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
    expect(formValuesToVehicleInput(values)).toEqual({
      brand: 'Alfa Romeo',
      model: 'Giulia',
      year: 2024,
      kilometers: 1000,
      fuel_type: 'benzina',
      fuel_regulation: 'Euro 6',
      engine_displacement: 1600,
      horsepower: 120,
      transmission: 'manuale',
      doors: 5,
      seats: 5,
      color: 'nero',
      price_per_day: 4999,
      sale_price_euros: 35000,
      hide_price: false,
      vehicle_category: 'auto',
      listing_type: 'both',
      available: true,
      status: 'disponibile',
      description: '',
      features: ['ABS', 'Clima', 'GPS'],
      ...noImages,
      image1: '/uploads/a.jpg',
      image2: 'https://x.it/b.jpg',
    });
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
    expect(messagesAt({ ...input }, 'price_per_day')).toEqual(['Il prezzo di noleggio è obbligatorio']);
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
    expect(vehicleToFormValues(storedVehicle())).toEqual({
      brand: 'Volkswagen',
      model: 'Golf',
      year: 2021,
      kilometers: 42000,
      fuel_type: 'diesel',
      fuel_regulation: 'Euro 6d',
      engine_displacement: 1968,
      horsepower: 150,
      transmission: 'automatico',
      doors: 5,
      seats: 5,
      color: 'grigio',
      price_per_day_euros: 79.99,
      sale_price_euros: '',
      hide_price: false,
      vehicle_category: 'auto',
      listing_type: 'rental',
      available: true,
      status: 'disponibile',
      description: 'Ottime condizioni',
      features: 'Clima automatico, Navigatore, Sensori di parcheggio',
      images: ['/uploads/golf-1.jpg', 'https://cdn.example.com/golf-2.webp'],
    });
  });

  it('shows missing numbers as empty fields', () => {
    const values = vehicleToFormValues(
      storedVehicle({ engine_displacement: null, horsepower: null, price_per_day: null, listing_type: 'sale' }),
    );
    expect(values.engine_displacement).toBe('');
    expect(values.horsepower).toBe('');
    expect(values.price_per_day_euros).toBe('');
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
      }),
    ],
    [
      'a car for rental and sale with ten images',
      storedVehicle({
        listing_type: 'both',
        price_per_day: 12050,
        sale_price_euros: 24500,
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
    const saved: Vehicle = { ...data, id: 1, createdAt: '', updatedAt: '' } as Vehicle;
    expect(vehicleToFormValues(saved)).toEqual(values);
  });
});

// ---- Tabs of /veicoli -----------------------------------------------------------------------------

describe('isInTab', () => {
  const table: [VehicleCategory, ListingType, Record<VehicleTab, boolean>][] = [
    ['auto', 'rental', { noleggio: true, auto: false, tir: false }],
    ['auto', 'both', { noleggio: true, auto: false, tir: false }],
    ['auto', 'sale', { noleggio: false, auto: true, tir: false }],
    ['camion', 'rental', { noleggio: true, auto: false, tir: true }],
    ['camion', 'both', { noleggio: true, auto: false, tir: true }],
    ['camion', 'sale', { noleggio: false, auto: false, tir: true }],
  ];

  it.each(table)('puts a %s with listing %s in the right tabs', (vehicle_category, listing_type, expected) => {
    for (const tab of VEHICLE_TABS) {
      expect(isInTab({ vehicle_category, listing_type }, tab), tab).toBe(expected[tab]);
    }
  });
});

// ---- VehicleInputSchema ---------------------------------------------------------------------------

describe('VehicleInputSchema', () => {
  describe('defaults', () => {
    it('fills every optional field of a minimal body', () => {
      expect(expectAccepted(minimalVehicle)).toEqual({
        ...minimalVehicle,
        fuel_type: 'benzina',
        engine_displacement: null,
        horsepower: null,
        transmission: 'manuale',
        sale_price: null,
        sale_price_euros: null,
        hide_price: false,
        vehicle_category: 'auto',
        listing_type: 'rental',
        available: true,
        status: 'disponibile',
        description: '',
        features: [],
        ...noImages,
      });
    });

    it('turns null optional numbers and description into null and empty text', () => {
      const data = expectAccepted({
        ...minimalVehicle,
        engine_displacement: null,
        horsepower: null,
        sale_price: null,
        sale_price_euros: null,
        description: null,
      });
      expect(data).toMatchObject({
        engine_displacement: null,
        horsepower: null,
        sale_price: null,
        sale_price_euros: null,
        description: '',
      });
    });

    it('keeps explicit values', () => {
      const data = expectAccepted({
        ...minimalVehicle,
        fuel_type: 'elettrico',
        transmission: 'automatico',
        hide_price: true,
        vehicle_category: 'camion',
        listing_type: 'both',
        available: false,
        status: 'venduto',
        sale_price: 1_000_000,
        sale_price_euros: 10000,
      });
      expect(data).toMatchObject({
        fuel_type: 'elettrico',
        transmission: 'automatico',
        hide_price: true,
        vehicle_category: 'camion',
        listing_type: 'both',
        available: false,
        status: 'venduto',
        sale_price: 1_000_000,
        sale_price_euros: 10000,
      });
    });

    it('drops unknown keys such as id and createdAt', () => {
      const data = expectAccepted({ ...minimalVehicle, id: 3, createdAt: 'x', isAdmin: true });
      expect(data).not.toHaveProperty('id');
      expect(data).not.toHaveProperty('createdAt');
      expect(data).not.toHaveProperty('isAdmin');
    });

    it('trims text fields', () => {
      const data = expectAccepted({
        ...minimalVehicle,
        brand: '  Fiat ',
        model: ' Panda ',
        color: ' rosso ',
        fuel_regulation: ' Euro 5 ',
        fuel_type: ' diesel ',
        transmission: ' automatico ',
        description: '  Bella  ',
      });
      expect(data).toMatchObject({
        brand: 'Fiat',
        model: 'Panda',
        color: 'rosso',
        fuel_regulation: 'Euro 5',
        fuel_type: 'diesel',
        transmission: 'automatico',
        description: 'Bella',
      });
    });
  });

  describe('required fields', () => {
    it.each(['brand', 'model', 'year', 'kilometers', 'doors', 'seats', 'color', 'fuel_regulation'])(
      'refuses a body without %s',
      (field) => {
        const { [field as keyof typeof minimalVehicle]: _omitted, ...rest } = minimalVehicle;
        expect(parse(rest).success).toBe(false);
        expect(messagesAt(rest, field)).toHaveLength(1);
      },
    );

    it.each(['brand', 'model', 'color', 'fuel_regulation'])('refuses an empty or blank %s', (field) => {
      expect(messagesAt({ ...minimalVehicle, [field]: '' }, field)).toEqual(['Campo obbligatorio']);
      expect(messagesAt({ ...minimalVehicle, [field]: '   ' }, field)).toEqual(['Campo obbligatorio']);
      expect(messagesAt({ ...minimalVehicle, [field]: null }, field)).toEqual(['Campo obbligatorio']);
    });

    it.each(['fuel_type', 'transmission'])('refuses an empty %s (missing gets the default)', (field) => {
      expect(messagesAt({ ...minimalVehicle, [field]: '' }, field)).toEqual(['Campo obbligatorio']);
      expect(messagesAt({ ...minimalVehicle, [field]: '  ' }, field)).toEqual(['Campo obbligatorio']);
    });

    it('reports every missing field at once', () => {
      const result = parse({});
      expect(result.success).toBe(false);
      const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(
        expect.arrayContaining(['brand', 'model', 'year', 'kilometers', 'fuel_regulation', 'doors', 'seats', 'color']),
      );
    });
  });

  describe('length limits', () => {
    it.each([
      ['brand', 100],
      ['model', 100],
      ['fuel_type', 50],
      ['fuel_regulation', 50],
      ['transmission', 50],
      ['color', 50],
      ['description', 5000],
    ] as const)('accepts %s of exactly %i characters and refuses one more', (field, max) => {
      expect(expectAccepted({ ...minimalVehicle, [field]: 'a'.repeat(max) })[field]).toBe('a'.repeat(max));
      expect(messagesAt({ ...minimalVehicle, [field]: 'a'.repeat(max + 1) }, field)).toEqual([
        `Massimo ${max} caratteri`,
      ]);
    });

    it('measures the length after trimming', () => {
      expect(expectAccepted({ ...minimalVehicle, brand: ` ${'a'.repeat(100)} ` }).brand).toBe('a'.repeat(100));
    });
  });

  describe('numbers', () => {
    it.each([
      ['year', 1900],
      ['year', currentYear],
      ['year', currentYear + 1],
      ['kilometers', 0],
      ['kilometers', 10_000_000],
      ['doors', 0],
      ['doors', 10],
      ['seats', 1],
      ['seats', 100],
      ['engine_displacement', 0],
      ['engine_displacement', 100_000],
      ['horsepower', 0],
      ['horsepower', 10_000],
      ['price_per_day', 0],
      ['price_per_day', VEHICLE_LIMITS.maxCents],
      ['sale_price', 0],
      ['sale_price', VEHICLE_LIMITS.maxCents],
      ['sale_price_euros', 0],
      ['sale_price_euros', VEHICLE_LIMITS.maxEuros],
    ] as const)('accepts %s = %i', (field, value) => {
      expect(expectAccepted({ ...minimalVehicle, [field]: value })[field]).toBe(value);
    });

    it.each([
      ['year', 1899, 'Anno non valido'],
      ['year', currentYear + 2, 'Anno non valido'],
      ['year', 2020.5, 'Deve essere un numero intero'],
      ['year', '2020', 'Valore numerico non valido'],
      ['kilometers', -1, 'Non può essere negativo'],
      ['kilometers', 10_000_001, 'Il valore massimo è 10000000'],
      ['kilometers', 1.5, 'Deve essere un numero intero'],
      ['kilometers', '100', 'Valore numerico non valido'],
      ['doors', -1, 'Non può essere negativo'],
      ['doors', 11, 'Il valore massimo è 10'],
      ['seats', 0, 'Il valore minimo è 1'],
      ['seats', 101, 'Il valore massimo è 100'],
      ['engine_displacement', 1.6, 'Deve essere un numero intero'],
      ['engine_displacement', -1, 'Non può essere negativo'],
      ['engine_displacement', 100_001, 'Il valore massimo è 100000'],
      ['horsepower', '120', 'Valore numerico non valido'],
      ['horsepower', 10_001, 'Il valore massimo è 10000'],
      ['price_per_day', 49.99, 'Deve essere un numero intero'],
      ['price_per_day', -100, 'Non può essere negativo'],
      ['price_per_day', VEHICLE_LIMITS.maxCents + 1, `Il valore massimo è ${VEHICLE_LIMITS.maxCents}`],
      ['price_per_day', '5000', 'Valore numerico non valido'],
      ['sale_price', -1, 'Non può essere negativo'],
      ['sale_price_euros', 100.5, 'Deve essere un numero intero'],
      ['sale_price_euros', VEHICLE_LIMITS.maxEuros + 1, `Il valore massimo è ${VEHICLE_LIMITS.maxEuros}`],
      ['sale_price_euros', -1, 'Non può essere negativo'],
    ] as const)('refuses %s = %j with %j', (field, value, message) => {
      expect(messagesAt({ ...minimalVehicle, [field]: value }, field)).toContain(message);
    });

    it.each(['year', 'kilometers', 'doors', 'seats', 'price_per_day'])('refuses NaN and Infinity as %s', (field) => {
      expect(parse({ ...minimalVehicle, [field]: Number.NaN }).success).toBe(false);
      expect(parse({ ...minimalVehicle, [field]: Number.POSITIVE_INFINITY }).success).toBe(false);
    });
  });

  describe('choices and flags', () => {
    it.each(VEHICLE_CATEGORIES)('accepts the category %s', (category) => {
      expect(expectAccepted({ ...minimalVehicle, vehicle_category: category }).vehicle_category).toBe(category);
    });

    it.each(VEHICLE_STATUSES)('accepts the status %s', (status) => {
      expect(expectAccepted({ ...minimalVehicle, status }).status).toBe(status);
    });

    it.each([
      ['vehicle_category', 'moto'],
      ['vehicle_category', 'Auto'],
      ['vehicle_category', ''],
      ['vehicle_category', 1],
      ['listing_type', 'rent'],
      ['listing_type', 'vendita'],
      ['listing_type', null],
      ['status', 'sold'],
      ['status', 'Disponibile'],
      ['status', 'in trattativa'],
    ] as const)('refuses %s = %j', (field, value) => {
      expect(messagesAt({ ...minimalVehicle, [field]: value }, field)).toEqual(['Valore non consentito']);
    });

    it.each([
      ['hide_price', 'true'],
      ['hide_price', 1],
      ['hide_price', null],
      ['available', 'false'],
      ['available', 0],
    ] as const)('refuses %s = %j', (field, value) => {
      expect(messagesAt({ ...minimalVehicle, [field]: value }, field)).toEqual(['Valore non valido']);
    });

    it('takes fuel type and transmission as free text up to their limits', () => {
      expect(expectAccepted({ ...minimalVehicle, fuel_type: 'GPL', transmission: 'sequenziale' })).toMatchObject({
        fuel_type: 'GPL',
        transmission: 'sequenziale',
      });
    });

    it('refuses non-text fuel type and description', () => {
      expect(parse({ ...minimalVehicle, fuel_type: 5 }).success).toBe(false);
      expect(parse({ ...minimalVehicle, description: 5 }).success).toBe(false);
      expect(parse({ ...minimalVehicle, brand: 5 }).success).toBe(false);
    });
  });

  describe('rental and sale price rule', () => {
    it('requires the rental price for rental', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt(noPrice, 'price_per_day')).toEqual(['Il prezzo di noleggio è obbligatorio']);
      expect(messagesAt({ ...noPrice, listing_type: 'rental' }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, price_per_day: null }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
      expect('Il prezzo di noleggio è obbligatorio').toBe('Il prezzo di noleggio è obbligatorio');
    });

    it('does not require a sale price for rental', () => {
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'rental' }).sale_price_euros).toBeNull();
    });

    it('requires the rental price but not the sale price for both', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt({ ...noPrice, listing_type: 'both', sale_price_euros: 100 }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'both' }).sale_price_euros).toBeNull();
    });

    it('requires the sale price but not the rental price for sale', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt({ ...noPrice, listing_type: 'sale' }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, listing_type: 'sale', sale_price_euros: null }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, listing_type: 'sale' }, 'price_per_day')).toEqual([]);
      expect(expectAccepted({ ...noPrice, listing_type: 'sale', sale_price_euros: 15000 })).toMatchObject({
        price_per_day: null,
        sale_price_euros: 15000,
      });
      expect('Il prezzo di vendita è obbligatorio').toBe('Il prezzo di vendita è obbligatorio');
    });

    it('accepts a sale price of 0 (the form default for an empty field)', () => {
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'sale', sale_price_euros: 0 }).sale_price_euros).toBe(0);
    });

    it('does not count the cents field sale_price as the sale price', () => {
      expect(messagesAt({ ...minimalVehicle, listing_type: 'sale', sale_price: 1500000 }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
    });

    it('reports the price rule together with other field errors', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      const result = parse({ ...noPrice, brand: '' });
      expect(result.success).toBe(false);
      const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['brand', 'price_per_day']));
    });
  });

  describe('images', () => {
    it.each([
      '/uploads/x.jpg',
      '/uploads/car-1_a.b.webp',
      '/uploads/1700000000000-abc.PNG',
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/path/to/a.jpg?w=800&h=600#top',
      'http://example.com/a.jpg',
    ])('accepts %j', (url) => {
      expect(expectAccepted({ ...minimalVehicle, image1: url }).image1).toBe(url);
    });

    it.each([
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      'ftp://example.com/a.jpg',
      '//evil.example.com/a.jpg',
      'uploads/x.jpg',
      '/etc/passwd',
      '/uploads/',
      '/uploads/sub/x.jpg',
      '/uploads/../secret.jpg',
      '/uploads/..',
      '/uploads/.env',
      '/uploads/x.jpg?x=1',
      '/uploads/x y.jpg',
      'https://',
      'https://example.com/a b.jpg',
      'https://example.com/"onerror="alert(1)',
      "https://example.com/'x",
      'https://example.com/<script>',
      'x.jpg',
    ])('refuses %j', (url) => {
      expect(messagesAt({ ...minimalVehicle, image1: url }, 'image1')).toEqual(['Indirizzo immagine non valido']);
    });

    it.each(IMAGE_FIELDS)('applies the rules to %s', (field) => {
      expect(expectAccepted({ ...minimalVehicle, [field]: '/uploads/x.jpg' })[field]).toBe('/uploads/x.jpg');
      expect(messagesAt({ ...minimalVehicle, [field]: 'javascript:alert(1)' }, field)).toEqual([
        'Indirizzo immagine non valido',
      ]);
    });

    it('trims addresses and stores empty, blank and missing ones as null', () => {
      const data = expectAccepted({
        ...minimalVehicle,
        image1: '  /uploads/x.jpg  ',
        image2: '',
        image3: '   ',
        image4: null,
      });
      expect(data).toMatchObject({ image1: '/uploads/x.jpg', image2: null, image3: null, image4: null, image5: null });
    });

    it('accepts an address of exactly 500 characters and refuses 501', () => {
      const prefix = 'https://example.com/';
      const at = prefix + 'a'.repeat(500 - prefix.length);
      expect(at).toHaveLength(500);
      expect(expectAccepted({ ...minimalVehicle, image1: at }).image1).toBe(at);
      expect(messagesAt({ ...minimalVehicle, image1: `${at}a` }, 'image1')).toContain('Massimo 500 caratteri');
    });

    it('refuses a non-text address', () => {
      expect(messagesAt({ ...minimalVehicle, image1: 42 }, 'image1')).toEqual(['Indirizzo immagine non valido']);
      expect(messagesAt({ ...minimalVehicle, image1: ['/uploads/x.jpg'] }, 'image1')).toEqual([
        'Indirizzo immagine non valido',
      ]);
    });

    it('drops unknown image fields such as image11', () => {
      expect(expectAccepted({ ...minimalVehicle, image11: '/uploads/x.jpg' })).not.toHaveProperty('image11');
    });
  });

  describe('features', () => {
    it('accepts a list, trimming items and dropping empty ones', () => {
      expect(expectAccepted({ ...minimalVehicle, features: ['ABS', ' Clima ', '', '  '] }).features).toEqual([
        'ABS',
        'Clima',
      ]);
    });

    it('accepts comma-separated text', () => {
      expect(expectAccepted({ ...minimalVehicle, features: 'ABS, Clima automatico,, ,GPS' }).features).toEqual([
        'ABS',
        'Clima automatico',
        'GPS',
      ]);
      expect(expectAccepted({ ...minimalVehicle, features: '' }).features).toEqual([]);
    });

    it('defaults to an empty list', () => {
      expect(expectAccepted(minimalVehicle).features).toEqual([]);
      expect(expectAccepted({ ...minimalVehicle, features: [] }).features).toEqual([]);
    });

    it('refuses anything but a list or text', () => {
      expect(messagesAt({ ...minimalVehicle, features: 5 }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: { a: 'ABS' } }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: null }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
    });

    it('refuses non-text items', () => {
      expect(messagesAt({ ...minimalVehicle, features: ['ABS', 5] }, 'features.1')).toEqual([
        'Caratteristica non valida',
      ]);
    });

    it('accepts a feature of exactly 100 characters and refuses 101', () => {
      expect(expectAccepted({ ...minimalVehicle, features: ['a'.repeat(100)] }).features).toEqual(['a'.repeat(100)]);
      expect(messagesAt({ ...minimalVehicle, features: ['a'.repeat(101)] }, 'features.0')).toEqual([
        'Massimo 100 caratteri',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: `ABS, ${'a'.repeat(101)}` }, 'features.1')).toEqual([
        'Massimo 100 caratteri',
      ]);
    });

    it('accepts 50 features and refuses 51', () => {
      const list = (count: number) => Array.from({ length: count }, (_, index) => `F${index}`);
      expect(expectAccepted({ ...minimalVehicle, features: list(50) }).features).toHaveLength(50);
      expect(messagesAt({ ...minimalVehicle, features: list(51) }, 'features')).toEqual(['Massimo 50 caratteristiche']);
      expect(messagesAt({ ...minimalVehicle, features: list(51).join(',') }, 'features')).toEqual([
        'Massimo 50 caratteristiche',
      ]);
    });
  });
});
