import { describe, expect, it } from 'vitest';

import { NO_HEAVY_FIGURES, VEHICLE_CATEGORIES, VEHICLE_LIMITS, VEHICLE_STATUSES, VehicleInputSchema } from './index.js';
import { LISTING_DEFAULTS, NO_RENTAL_TERMS, NO_SALE_FACTS } from './examples.js';
import { minimalVehicle, noImages, schemaProbe } from '../test/fixtures.js';

const { parse, expectAccepted, messagesAt } = schemaProbe(VehicleInputSchema);
const currentYear = new Date().getFullYear();

describe('VehicleInputSchema', () => {
  describe('defaults', () => {
    it('fills every optional field of a minimal body', () => {
      // The input states facts; whether a newly licensed driver may drive is worked out from them.
      const { novice_driver_ok: _worked, ...statedFacts } = NO_SALE_FACTS;
      expect(expectAccepted(minimalVehicle)).toEqual({
        ...minimalVehicle,
        fuel_type: 'benzina',
        engine_displacement: null,
        horsepower: null,
        transmission: 'manuale',
        ...LISTING_DEFAULTS,
        description: '',
        features: [],
        translations: {},
        ...noImages,
        plate: null,
        vin: null,
        internalNotes: '',
        ...NO_RENTAL_TERMS,
        ...statedFacts,
        ...NO_HEAVY_FIGURES,
      });
    });

    it('turns null optional numbers and description into null and empty text', () => {
      const noNumbers = { engine_displacement: null, horsepower: null, sale_price: null, sale_price_euros: null };
      expect(expectAccepted({ ...minimalVehicle, ...noNumbers, description: null })).toMatchObject({
        ...noNumbers,
        description: '',
      });
    });

    it('keeps explicit values', () => {
      const explicit = {
        fuel_type: 'elettrico',
        transmission: 'automatico',
        hide_price: true,
        vehicle_category: 'camion',
        listing_type: 'both',
        available: false,
        status: 'venduto',
        sale_price: 1_000_000,
        sale_price_euros: 10000,
      };
      expect(expectAccepted({ ...minimalVehicle, ...explicit })).toMatchObject(explicit);
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
        expect.arrayContaining(['brand', 'model', 'year', 'kilometers', 'fuel_regulation', 'color']),
      );
      // A car's doors and seats are asked once the category is known.
      const { doors: _doors, seats: _seats, ...noDoors } = minimalVehicle;
      expect(messagesAt(noDoors, 'doors')).toEqual(['Valore numerico non valido']);
      expect(messagesAt(noDoors, 'seats')).toEqual(['Valore numerico non valido']);
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
      // A machine states no doors or seats.
      const body = category === 'movimento_terra' ? { doors: null, seats: null } : {};
      expect(expectAccepted({ ...minimalVehicle, ...body, vehicle_category: category }).vehicle_category).toBe(
        category,
      );
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
});
