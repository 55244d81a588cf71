import { describe, expect, it } from 'vitest';

import { DEFAULT_OPENING_HOURS, OfficeInputSchema, OpeningHoursSchema, pickMainOffice } from './index.js';
import { openingWeek } from './examples.js';
import { emailOfLength, schemaProbe } from '../test/fixtures.js';

const { parse, expectAccepted, messagesAt } = schemaProbe(OfficeInputSchema);

const office = { name: 'Sede di Milano' };

describe('OfficeInputSchema', () => {
  describe('defaults', () => {
    it('fills every optional field when only the name is given', () => {
      expect(expectAccepted(office)).toEqual({
        name: 'Sede di Milano',
        phone: '',
        email: '',
        address: '',
        city: '',
        postalCode: '',
        country: 'Italia',
        openingHours: DEFAULT_OPENING_HOURS,
        isMainOffice: false,
        isActive: true,
        turnaroundHours: 0,
        oneWayFeeCents: null,
      });
    });

    it('treats null optional fields like missing ones', () => {
      expect(
        expectAccepted({
          ...office,
          phone: null,
          email: null,
          address: null,
          city: null,
          postalCode: null,
          country: null,
          openingHours: null,
        }),
      ).toEqual(expectAccepted(office));
    });

    it.each(['', '   ', null, undefined])('uses Italia for the country %j', (country) => {
      expect(expectAccepted({ ...office, country }).country).toBe('Italia');
    });

    it('keeps a given country, trimmed', () => {
      expect(expectAccepted({ ...office, country: ' Svizzera ' }).country).toBe('Svizzera');
    });

    it('gives a copy of the default opening hours, not the shared object', () => {
      const hours = expectAccepted(office).openingHours;
      expect(hours).toEqual(DEFAULT_OPENING_HOURS);
      expect(hours).not.toBe(DEFAULT_OPENING_HOURS);
      hours.monday = 'Chiuso';
      expect(DEFAULT_OPENING_HOURS.monday).toBe('09:00-18:00');
    });

    it('keeps explicit flags', () => {
      expect(expectAccepted({ ...office, isMainOffice: true, isActive: false })).toMatchObject({
        isMainOffice: true,
        isActive: false,
      });
    });

    it('drops unknown keys', () => {
      const data = expectAccepted({ ...office, id: 4, createdAt: 'x' });
      expect(data).not.toHaveProperty('id');
      expect(data).not.toHaveProperty('createdAt');
    });
  });

  describe('name', () => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])('is required (%s)', (_label, name) => {
      expect(messagesAt({ name }, 'name')).toEqual(['Campo obbligatorio']);
    });

    it('refuses a non-text name', () => {
      expect(parse({ name: 12 }).success).toBe(false);
    });

    it('is trimmed', () => {
      expect(expectAccepted({ name: '  Sede di Roma  ' }).name).toBe('Sede di Roma');
    });
  });

  describe('length limits', () => {
    it.each([
      ['name', 100],
      ['phone', 20],
      ['address', 255],
      ['city', 50],
      ['postalCode', 10],
      ['country', 50],
    ] as const)('accepts %s of exactly %i characters and refuses one more', (field, max) => {
      expect(expectAccepted({ ...office, [field]: 'a'.repeat(max) })[field]).toBe('a'.repeat(max));
      expect(messagesAt({ ...office, [field]: 'a'.repeat(max + 1) }, field)).toEqual([`Massimo ${max} caratteri`]);
    });

    it('accepts an email of exactly 100 characters and refuses 101', () => {
      const at = emailOfLength(100);
      expect(expectAccepted({ ...office, email: at }).email).toBe(at);
      expect(messagesAt({ ...office, email: emailOfLength(101) }, 'email')).toContain('Massimo 100 caratteri');
    });

    it('accepts opening hours of exactly 50 characters and refuses 51', () => {
      const hours = { ...DEFAULT_OPENING_HOURS, monday: 'a'.repeat(50) };
      expect(expectAccepted({ ...office, openingHours: hours }).openingHours.monday).toBe('a'.repeat(50));
      expect(
        messagesAt({ ...office, openingHours: { ...hours, monday: 'a'.repeat(51) } }, 'openingHours.monday'),
      ).toEqual(['Massimo 50 caratteri']);
    });
  });

  describe('email', () => {
    it.each(['info@nbt.it', 'mario.rossi+sede@example.co.uk', 'sede_milano@sub.example.com'])('accepts %j', (email) => {
      expect(expectAccepted({ ...office, email }).email).toBe(email);
    });

    it.each([
      'not-an-email',
      'mario@',
      '@example.it',
      'mario rossi@example.it',
      'mario@@example.it',
      'mario.example.it',
    ])('refuses %j', (email) => {
      expect(messagesAt({ ...office, email }, 'email')).toEqual(['Indirizzo email non valido']);
    });

    it.each(['', '   ', null, undefined])('accepts the empty email %j as empty text', (email) => {
      expect(expectAccepted({ ...office, email }).email).toBe('');
    });

    it('trims the email', () => {
      expect(expectAccepted({ ...office, email: '  info@nbt.it ' }).email).toBe('info@nbt.it');
    });

    it('refuses a non-text email', () => {
      expect(messagesAt({ ...office, email: 42 }, 'email')).toEqual(['Indirizzo email non valido']);
    });
  });

  describe('other fields', () => {
    it('keeps and trims the optional texts', () => {
      expect(
        expectAccepted({
          ...office,
          phone: ' +39 02 1234567 ',
          address: ' Via Roma 1 ',
          city: ' Milano ',
          postalCode: ' 20121 ',
        }),
      ).toMatchObject({ phone: '+39 02 1234567', address: 'Via Roma 1', city: 'Milano', postalCode: '20121' });
    });

    it.each([
      ['phone', 123],
      ['city', ['Milano']],
      ['isMainOffice', 'true'],
      ['isMainOffice', null],
      ['isActive', 1],
    ] as const)('refuses %s = %j', (field, value) => {
      expect(parse({ ...office, [field]: value }).success).toBe(false);
    });

    it.each([
      ['isMainOffice', 'yes'],
      ['isActive', 'no'],
    ])('refuses the flag %s = %j with an Italian message', (field, value) => {
      expect(messagesAt({ ...office, [field]: value }, field)).toEqual(['Valore non valido']);
    });
  });

  describe('opening hours', () => {
    it('keeps given opening hours, trimmed', () => {
      const hours = {
        monday: ' 08:00-17:00 ',
        tuesday: '08:00-17:00',
        wednesday: '08:00-17:00',
        thursday: '08:00-17:00',
        friday: '08:00-12:00',
        saturday: 'Chiuso',
        sunday: 'Chiuso',
      };
      expect(expectAccepted({ ...office, openingHours: hours }).openingHours).toEqual({
        ...hours,
        monday: '08:00-17:00',
      });
    });

    it('leaves the days not given empty', () => {
      expect(expectAccepted({ ...office, openingHours: { monday: '08:00-12:00' } }).openingHours).toEqual(
        openingWeek({ monday: '08:00-12:00' }),
      );
    });

    it('drops keys that are not weekdays', () => {
      expect(OpeningHoursSchema.parse({ ...DEFAULT_OPENING_HOURS, holiday: 'Chiuso' })).toEqual(DEFAULT_OPENING_HOURS);
    });

    it('refuses opening hours that are not an object of texts', () => {
      expect(parse({ ...office, openingHours: '09:00-18:00' }).success).toBe(false);
      expect(parse({ ...office, openingHours: { monday: 9 } }).success).toBe(false);
    });
  });
});

describe('pickMainOffice', () => {
  const milano = { name: 'Milano', isMainOffice: false };
  const roma = { name: 'Roma', isMainOffice: true };
  const torino = { name: 'Torino', isMainOffice: true };

  it('gives undefined when there are no offices', () => {
    expect(pickMainOffice([])).toBeUndefined();
  });

  it('gives the main office wherever it is', () => {
    expect(pickMainOffice([milano, roma])).toBe(roma);
  });

  it('gives the first main office when several are marked main', () => {
    expect(pickMainOffice([milano, torino, roma])).toBe(torino);
  });

  it('falls back to the first office when none is main', () => {
    const napoli = { name: 'Napoli', isMainOffice: false };
    expect(pickMainOffice([milano, napoli])).toBe(milano);
  });
});
