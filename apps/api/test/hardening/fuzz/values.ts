import {
  CONTACT_SERVICES,
  ContactRequestInputSchema,
  CreateAdminUserSchema,
  LISTING_TYPES,
  OfficeInputSchema,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  VehicleInputSchema,
  WEEKDAYS,
} from '@nbt/validation';
import fc from 'fast-check';

import { ADMIN } from '../../build-app.js';
import { contactBody, officeBody, vehicleBody } from '../../helpers.js';

/** The generated values the write fuzz builds its bodies from: odd text, nasty values, valid records. */

export const BODY_LIMIT = 1024 * 1024;
export const STACK = /\n\s+at |"stack"|\.ts:\d+|node_modules/;

// ---- Generated values ------------------------------------------------------------------------

export const SPECIAL_TEXT = [
  '<script>alert(1)</script>',
  "' OR '1'='1'; DROP TABLE vehicles; --",
  '../../etc/passwd',
  '\u202eevil\u202c',
  'Ünïcödé 🚗🚚 مرحبا 你好',
  '  spazi intorno  ',
  '\u0000nul',
  '\t\n',
  '{{7*7}}',
  '%s%n',
];

/** A text the schema accepts: 1..max characters once trimmed (0..max when optional). */
export function text(max: number, required = true): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: Math.min(max, 30) }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 12) }) },
      { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_TEXT, 'x'.repeat(max), `  ${'y'.repeat(max)}  `) },
    )
    .filter((value) => {
      const trimmed = value.trim();
      return (required ? trimmed.length >= 1 : true) && trimmed.length <= max;
    });
}

/** Values that are wrong for most fields, or right at an edge. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53,
      -(2 ** 53),
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
      1e21,
      '',
      ' ',
      '0',
      '12',
      'true',
      'null',
      '__proto__',
      'constructor',
      '\uD800',
      '\uDFFFlone',
      '\uFEFF',
      'x'.repeat(101),
      'x'.repeat(5001),
      [],
      {},
      [1, 2],
      { a: 1 },
      ['a', 'b'],
      ...SPECIAL_TEXT,
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 120_000 }).map((n) => 'é'.repeat(n)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

export const image = fc.option(
  fc.constantFrom(
    '',
    '/uploads/0123456789abcdef0123456789abcdef.jpg',
    '/uploads/foto-1.webp',
    'https://example.com/auto.jpg',
    'http://cdn.example.com/a/b.png?x=1',
  ),
);

export const validVehicle = fc
  .record(
    {
      brand: text(100),
      model: text(100),
      year: fc.integer({ min: 1900, max: new Date().getFullYear() + 1 }),
      kilometers: fc.integer({ min: 0, max: 10_000_000 }),
      fuel_type: text(50),
      fuel_regulation: text(50),
      engine_displacement: fc.option(fc.integer({ min: 0, max: 100_000 })),
      horsepower: fc.option(fc.integer({ min: 0, max: 10_000 })),
      transmission: text(50),
      doors: fc.integer({ min: 0, max: 10 }),
      seats: fc.integer({ min: 1, max: 100 }),
      color: text(50),
      price_per_day: fc.option(fc.integer({ min: 0, max: 100_000_000_00 })),
      sale_price: fc.option(fc.integer({ min: 0, max: 100_000_000_00 })),
      sale_price_euros: fc.option(fc.integer({ min: 0, max: 100_000_000 })),
      hide_price: fc.boolean(),
      vehicle_category: fc.constantFrom(...VEHICLE_CATEGORIES),
      listing_type: fc.constantFrom(...LISTING_TYPES),
      available: fc.boolean(),
      status: fc.constantFrom(...VEHICLE_STATUSES),
      description: fc.option(text(5000, false)),
      features: fc.oneof(
        fc.array(text(100, false), { maxLength: 8 }),
        fc.array(fc.constantFrom('Navigatore', 'Clima', 'Pelle'), { maxLength: 5 }).map((list) => list.join(', ')),
      ),
      image1: image,
      image2: image,
      image10: image,
    },
    {
      requiredKeys: ['brand', 'model', 'year', 'kilometers', 'fuel_regulation', 'doors', 'seats', 'color'],
    },
  )
  .map((vehicle) => {
    const fixed: Record<string, unknown> = { ...vehicle };
    if (vehicle.listing_type !== 'sale' && (vehicle.price_per_day ?? null) === null) fixed.price_per_day = 9000;
    if (vehicle.listing_type === 'sale' && (vehicle.sale_price_euros ?? null) === null) fixed.sale_price_euros = 25_000;
    return fixed;
  })
  .filter((vehicle) => VehicleInputSchema.safeParse(vehicle).success);
export const vehicleKeys = Object.keys(vehicleBody());

export const validOffice = fc
  .record(
    {
      name: text(100),
      phone: fc.option(fc.constantFrom('', '+39 02 1234567', '02-123', '(02) 555 1234')),
      email: fc.option(fc.constantFrom('', 'sede@example.com', 'a.b+c@example.it')),
      address: fc.option(text(255, false)),
      city: fc.option(text(50, false)),
      postalCode: fc.option(text(10, false)),
      country: fc.option(text(50, false)),
      openingHours: fc.option(fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, text(50, false)])))),
      isMainOffice: fc.boolean(),
      isActive: fc.boolean(),
    },
    { requiredKeys: ['name'] },
  )
  .filter((office) => OfficeInputSchema.safeParse(office).success);
export const officeKeys = [...Object.keys(officeBody()), 'isActive'];

export const username = fc
  .oneof(
    fc.stringMatching(/^[a-z][a-z0-9._@-]{2,20}$/),
    fc.constantFrom('admin', 'fuzzer', ' spazio ', 'Ünïcode', 'x'.repeat(50), 'x'.repeat(51), 'a b', 'a/b', ''),
  )
  .map((name) => name);
export const password = fc.oneof(
  fc.string({ minLength: 8, maxLength: 40 }),
  fc.constantFrom('Fuzzer-Pass-123', ADMIN.password, 'short', '', 'p'.repeat(256), 'p'.repeat(257), '🔑'.repeat(10)),
);
export const validUser = fc
  .record({ username, password })
  .filter((user) => CreateAdminUserSchema.safeParse(user).success);
export const anyUser = fc.record({ username, password }, { requiredKeys: [] });

export const validContact = fc
  .record(
    {
      firstName: text(100),
      lastName: text(100),
      email: fc.constantFrom('mario@example.com', 'a.b+c@example.it', ' spazi@example.com '),
      phone: fc.option(fc.constantFrom('', '+39 333 1234567', '02/123.45-6')),
      service: fc.constantFrom(...CONTACT_SERVICES),
      message: text(5000),
      vehicleId: fc.option(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom('3', '999999'))),
      website: fc.option(fc.constantFrom('', 'http://spam.example'), { nil: undefined }),
    },
    { requiredKeys: ['firstName', 'lastName', 'email', 'service', 'message'] },
  )
  .filter((contact) => ContactRequestInputSchema.safeParse(contact).success);
export const contactKeys = [...Object.keys(contactBody()), 'vehicleId', 'website'];

/** A valid value, or one made wrong in one of the ways a client (or an attacker) might. */
export function values(valid: fc.Arbitrary<Record<string, unknown>>, keys: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys), nasty).map(([value, key, wrong]) => ({
        ...value,
        [key]: wrong,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }))
        .map(([value, drop]) => {
          const copy = { ...value };
          for (const key of drop) delete copy[key];
          return copy;
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }))
        .map(([value, extra]) => ({ ...extra, ...value })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );
}
