import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { LoginSchema } from './auth.js';
import { CreateAdminUserSchema, UpdateAdminUserSchema } from './admin-users.js';
import { ContactRequestInputSchema } from './contact.js';
import { OfficeInputSchema } from './offices.js';
import { addDays, todayInRome } from './rental-dates.js';
import { minimalVehicle } from '../test/fixtures.js';
import { VehicleInputSchema } from './vehicles.js';

// Every text a body carries is refused when it holds NUL or half of a surrogate pair: the database
// cannot keep either as sent. One valid body per schema, and each text field of it spoiled in turn.
const HOSTILE = { nul: 'a\u0000b', 'lone surrogate': 'a\udfffb', 'lone high surrogate': 'a\ud83d' };

/** A day a request may still ask for. */
const SOON = addDays(todayInRome(), 1);

const cases: { name: string; schema: z.ZodType; body: Record<string, unknown>; fields: string[] }[] = [
  {
    name: 'vehicle',
    schema: VehicleInputSchema,
    body: {
      ...minimalVehicle,
      image1: 'https://example.com/a.jpg',
      features: ['ABS'],
      description: 'x',
      translations: { en: { description: 'x', features: ['ABS'], color: 'Black' } },
    },
    fields: [
      'brand',
      'model',
      'fuel_type',
      'fuel_regulation',
      'transmission',
      'color',
      'description',
      'image1',
      'features.0',
      'translations.en.description',
      'translations.en.features.0',
      'translations.en.color',
    ],
  },
  {
    name: 'office',
    schema: OfficeInputSchema,
    body: {
      name: 'Sede',
      phone: '02 123',
      email: 'a@b.it',
      address: 'Via Roma 1',
      city: 'Milano',
      postalCode: '20100',
      country: 'Italia',
      openingHours: {
        monday: '9-18',
        tuesday: '9-18',
        wednesday: '9-18',
        thursday: '9-18',
        friday: '9-18',
        saturday: 'Chiuso',
        sunday: 'Chiuso',
      },
    },
    fields: ['name', 'phone', 'email', 'address', 'city', 'postalCode', 'country', 'openingHours.monday'],
  },
  {
    name: 'contact request',
    schema: ContactRequestInputSchema,
    body: {
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario@example.com',
      phone: '+39 333 1234567',
      service: 'Noleggio Auto di Lusso',
      message: 'Buongiorno',
      page: '/veicoli/1',
      vehicleId: 1,
      tradeIn: { brand: 'Audi', model: 'A4', year: 2018, kilometers: 90000, note: 'Tagliandi' },
    },
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'message',
      'page',
      'tradeIn.brand',
      'tradeIn.model',
      'tradeIn.note',
    ],
  },
  {
    name: 'heavy transport request',
    schema: ContactRequestInputSchema,
    body: {
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario@example.com',
      service: 'Trasporti Pesanti',
      message: 'Buongiorno',
      serviceDetails: { kind: 'transport', origin: 'Milano', destination: 'Verona', load: 'Bobine', date: SOON },
    },
    fields: ['serviceDetails.origin', 'serviceDetails.destination', 'serviceDetails.load'],
  },
  {
    name: 'earth-moving request',
    schema: ContactRequestInputSchema,
    body: {
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario@example.com',
      service: 'Movimento Terra',
      message: 'Buongiorno',
      serviceDetails: {
        kind: 'earthworks',
        site: 'Gorgonzola',
        machine: null,
        withOperator: false,
        days: 2,
        startDate: SOON,
      },
    },
    fields: ['serviceDetails.site'],
  },
  {
    name: 'sign-in',
    schema: LoginSchema,
    body: { username: 'admin', password: 'Password-123' },
    fields: ['username', 'password'],
  },
  {
    name: 'new administrator',
    schema: CreateAdminUserSchema,
    body: { username: 'nuovo', password: 'Password-123' },
    fields: ['username', 'password'],
  },
  {
    name: 'administrator change',
    schema: UpdateAdminUserSchema,
    body: { username: 'nuovo', password: 'Password-123' },
    fields: ['username', 'password'],
  },
];

function spoil(body: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = text;
  return copy;
}

describe.each(cases)('the $name schema', ({ schema, body, fields }) => {
  it('accepts the valid body', () => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  for (const field of fields) {
    for (const [kind, text] of Object.entries(HOSTILE)) {
      it(`refuses ${field} with a ${kind}`, () => {
        const result = schema.safeParse(spoil(body, field, text));
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
      });
    }
  }
});

// A one-line field is refused with a bidirectional embedding, override or isolate: it would make the
// text read otherwise than it is written. Descriptions, messages, a transport's load and passwords are not one-line fields.
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const MULTI_LINE_OR_SECRET = new Set(['description', 'message', 'password', 'load']);

describe.each(cases)('the $name schema with bidi controls', ({ schema, body, fields }) => {
  for (const field of fields.filter((name) => !MULTI_LINE_OR_SECRET.has(name.split('.').at(-1)!))) {
    it(`refuses each of them in ${field}`, () => {
      for (const control of BIDI) {
        const result = schema.safeParse(spoil(body, field, `ab${control}c`));
        expect(result.success, `${field} with U+${control.codePointAt(0)!.toString(16)}`).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
      }
    });
  }
});
