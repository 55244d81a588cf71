import { describe, expect, it } from 'vitest';

import {
  addDays,
  ContactRequestInputSchema,
  FIRM_OPENING_HOURS,
  readServiceDetails,
  todayInRome,
  toFieldIssues,
  workshopSlotOpen,
} from './index.js';
import { schemaProbe } from '../test/fixtures.js';

const base = {
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  message: 'Vorrei un preventivo.',
};
const tomorrow = addDays(todayInRome(), 1);

const TRANSPORT = {
  kind: 'transport',
  origin: 'Cernusco sul Naviglio',
  destination: 'Verona, via Roma 1',
  load: 'Due bobine di acciaio',
  weightKg: 24_000,
  date: tomorrow,
};
const EARTHWORKS = {
  kind: 'earthworks',
  site: 'Gorgonzola, via Milano 10',
  machine: 'miniescavatore',
  withOperator: true,
  days: 5,
  startDate: tomorrow,
};
const WORKSHOP = { kind: 'workshop', plate: 'ab 123 cd', day: tomorrow, slot: 'morning' };

const { expectAccepted, messagesAt, parse } = schemaProbe(ContactRequestInputSchema);
const transport = (details: object) => ({ ...base, service: 'Trasporti Pesanti', serviceDetails: details });
const earthworks = (details: object) => ({ ...base, service: 'Movimento Terra', serviceDetails: details });
const workshop = (details: unknown) => ({ ...base, service: 'Autoriparazioni', serviceDetails: details });
/** The paths of every issue of a refused body. */
const pathsOf = (input: unknown) => {
  const { error } = parse(input);
  return error ? toFieldIssues(error).map((issue) => issue.path) : [];
};

describe('serviceDetails', () => {
  it('takes each service its own details and none by default', () => {
    expect(expectAccepted({ ...base, service: 'Trasporti Pesanti' }).serviceDetails).toBeNull();
    expect(expectAccepted(transport(TRANSPORT)).serviceDetails).toEqual(TRANSPORT);
    expect(expectAccepted(earthworks(EARTHWORKS)).serviceDetails).toEqual(EARTHWORKS);
    expect(expectAccepted(workshop(WORKSHOP)).serviceDetails).toEqual({ ...WORKSHOP, plate: 'AB123CD' });
    expect(expectAccepted({ ...workshop(WORKSHOP), service: 'Autolavaggio' }).serviceDetails?.kind).toBe('workshop');
  });

  it('takes a transport without its weight and an earth-moving job whose machine the visitor is not sure of', () => {
    const { weightKg: _weight, ...noWeight } = TRANSPORT;
    expect(expectAccepted(transport(noWeight)).serviceDetails).toEqual({ ...TRANSPORT, weightKg: null });
    expect(expectAccepted(earthworks({ ...EARTHWORKS, machine: null })).serviceDetails).toMatchObject({
      machine: null,
    });
  });

  it.each([
    ['Movimento Terra', TRANSPORT],
    ['Trasporti Pesanti', WORKSHOP],
    ['Autolavaggio', EARTHWORKS],
    ['Noleggio Auto di Lusso', WORKSHOP],
    ['Assistenza Nazionale', TRANSPORT],
  ])('refuses details of another service for %j, naming serviceDetails.kind', (service, details) => {
    expect(messagesAt({ ...base, service, serviceDetails: details }, 'serviceDetails.kind')).toEqual([
      'Questi dettagli non sono del servizio scelto',
    ]);
  });

  it.each([
    ['serviceDetails.origin', transport({ ...TRANSPORT, origin: ' ' })],
    ['serviceDetails.destination', transport({ ...TRANSPORT, destination: 'x'.repeat(151) })],
    ['serviceDetails.destination', transport({ ...TRANSPORT, destination: 'Verona\nVR' })],
    ['serviceDetails.load', transport({ ...TRANSPORT, load: '' })],
    ['serviceDetails.load', transport({ ...TRANSPORT, load: 'x'.repeat(501) })],
    ['serviceDetails.weightKg', transport({ ...TRANSPORT, weightKg: 0 })],
    ['serviceDetails.weightKg', transport({ ...TRANSPORT, weightKg: 250_001 })],
    ['serviceDetails.weightKg', transport({ ...TRANSPORT, weightKg: 1.5 })],
    ['serviceDetails.weightKg', transport({ ...TRANSPORT, weightKg: '24000' })],
    ['serviceDetails.date', transport({ ...TRANSPORT, date: '2026-02-30' })],
    ['serviceDetails.date', transport({ ...TRANSPORT, date: undefined })],
    ['serviceDetails.site', earthworks({ ...EARTHWORKS, site: '' })],
    ['serviceDetails.machine', earthworks({ ...EARTHWORKS, machine: 'gru' })],
    ['serviceDetails.machine', earthworks({ ...EARTHWORKS, machine: undefined })],
    ['serviceDetails.withOperator', earthworks({ ...EARTHWORKS, withOperator: 'sì' })],
    ['serviceDetails.withOperator', earthworks({ ...EARTHWORKS, withOperator: null })],
    ['serviceDetails.days', earthworks({ ...EARTHWORKS, days: 0 })],
    ['serviceDetails.days', earthworks({ ...EARTHWORKS, days: 366 })],
    ['serviceDetails.days', earthworks({ ...EARTHWORKS, days: 2.5 })],
    ['serviceDetails.startDate', earthworks({ ...EARTHWORKS, startDate: 'domani' })],
    ['serviceDetails.plate', workshop({ ...WORKSHOP, plate: '' })],
    ['serviceDetails.plate', workshop({ ...WORKSHOP, plate: 'AB·123·CD' })],
    ['serviceDetails.plate', workshop({ ...WORKSHOP, plate: 'A'.repeat(16) })],
    ['serviceDetails.plate', workshop({ ...WORKSHOP, plate: 1234 })],
    ['serviceDetails.slot', workshop({ ...WORKSHOP, slot: 'sera' })],
    ['serviceDetails.day', workshop({ ...WORKSHOP, day: null })],
    ['serviceDetails.colour', workshop({ ...WORKSHOP, colour: 'rosso' })],
    ['serviceDetails.origin', workshop({ ...WORKSHOP, origin: 'Milano' })],
    ['serviceDetails.kind', workshop({ ...WORKSHOP, kind: 'parking' })],
    ['serviceDetails', workshop('AB123CD')],
  ])('refuses a wrong %s, naming it', (path, input) => {
    expect(pathsOf(input)).toEqual([path]);
  });

  it('refuses a day before today and one more than a year ahead, on the field of each shape', () => {
    const yesterday = addDays(todayInRome(), -1);
    const tooFar = addDays(todayInRome(), 366);
    expect(messagesAt(transport({ ...TRANSPORT, date: yesterday }), 'serviceDetails.date')).toEqual([
      'La data non può essere nel passato',
    ]);
    expect(messagesAt(earthworks({ ...EARTHWORKS, startDate: yesterday }), 'serviceDetails.startDate')).toEqual([
      'La data non può essere nel passato',
    ]);
    expect(messagesAt(workshop({ ...WORKSHOP, day: tooFar }), 'serviceDetails.day')).toEqual([
      'La data può essere al massimo tra 365 giorni',
    ]);
    expect(expectAccepted(workshop({ ...WORKSHOP, day: todayInRome() })).serviceDetails).toMatchObject({
      day: todayInRome(),
    });
  });

  it('accepts the bounds: 1 and 365 days, 1 and 250,000 kg, 150 characters of place', () => {
    for (const days of [1, 365])
      expect(expectAccepted(earthworks({ ...EARTHWORKS, days })).serviceDetails).toBeTruthy();
    for (const weightKg of [1, 250_000]) {
      expect(expectAccepted(transport({ ...TRANSPORT, weightKg })).serviceDetails).toMatchObject({ weightKg });
    }
    expect(expectAccepted(transport({ ...TRANSPORT, origin: 'x'.repeat(150) })).serviceDetails).toBeTruthy();
  });
});

describe('workshopSlotOpen', () => {
  const hours = {
    ...FIRM_OPENING_HOURS,
    monday: '08:30-12:30, 14:00-18:00',
    saturday: '09:00-13:00',
    sunday: 'Chiuso',
  };
  // 2026-12-07 is a Monday, 2026-12-12 a Saturday, 2026-12-13 a Sunday.
  it.each([
    ['2026-12-07', 'morning', true],
    ['2026-12-07', 'afternoon', true],
    ['2026-12-12', 'morning', true],
    ['2026-12-12', 'afternoon', false],
    ['2026-12-13', 'morning', false],
    ['2026-12-13', 'afternoon', false],
  ] as const)('on %s in the %s: %s', (date, slot, open) => {
    expect(workshopSlotOpen(hours, date, slot)).toBe(open);
  });

  it('takes either half of a day written in words', () => {
    expect(workshopSlotOpen({ ...hours, sunday: 'Su appuntamento' }, '2026-12-13', 'afternoon')).toBe(true);
  });
});

describe('readServiceDetails', () => {
  it('reads the stored shapes, past days included, and nothing else', () => {
    const past = { kind: 'workshop', plate: 'AB123CD', day: '2020-01-02', slot: 'afternoon' };
    expect(readServiceDetails(JSON.stringify(past))).toEqual(past);
    expect(readServiceDetails(null)).toBeNull();
    expect(readServiceDetails('{"kind":"parking"}')).toBeNull();
  });
});
