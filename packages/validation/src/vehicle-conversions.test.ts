import { describe, expect, it } from 'vitest';

import {
  centsToEuros,
  doorsAndSeatsFor,
  eurosToCents,
  IMAGE_FIELDS,
  imagesToFields,
  isInTab,
  joinFeatures,
  type ListingType,
  normalizeImages,
  requiresRentalPrice,
  requiresSalePrice,
  salePriceOrZero,
  showsRentalPrice,
  showsSalePrice,
  splitFeatures,
  type VehicleCategory,
  vehicleImages,
  VEHICLE_TABS,
  type VehicleTab,
} from './index.js';
import { noImages } from './test-fixtures.js';

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
