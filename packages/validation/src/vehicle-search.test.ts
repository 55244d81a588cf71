import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { toIssueData } from './messages.js';
import { ADMIN_VEHICLE_SORTS, adminVehicleSort, sortParts } from './vehicle-rules.js';
import { AdminVehicleQuerySchema, BulkVehicleInputSchema } from './vehicle-search.js';
import { VehicleInputSchema } from './vehicles.js';

const car = {
  brand: 'Fiat',
  model: 'Panda',
  year: 2020,
  kilometers: 10,
  fuel_regulation: 'Euro 6',
  doors: 5,
  seats: 5,
  color: 'bianco',
  price_per_day: 3000,
};

/** The field and rule of each issue a value fails with. */
function failures(schema: z.ZodType, value: unknown) {
  return (schema.safeParse(value).error?.issues ?? [])
    .map(toIssueData)
    .map((issue) => `${issue.path}:${issue.params?.code ?? issue.code}`);
}

describe('the office fields of a vehicle', () => {
  it('keeps a chassis number of 17 letters and digits, upper case, without spaces', () => {
    expect(VehicleInputSchema.parse({ ...car, vin: ' zfa 31200000123456 ' }).vin).toBe('ZFA31200000123456');
    expect(VehicleInputSchema.parse({ ...car, vin: '' }).vin).toBeNull();
  });

  it.each([
    ['ZFA3120000012345', 'too short'],
    ['ZFA312000001234567', 'too long'],
    ['ZFA31200000I23456', 'an I'],
    ['ZFA31200000O23456', 'an O'],
    ['ZFA31200000Q23456', 'a Q'],
    ['ZFA31200000-23456', 'a hyphen'],
  ])('refuses the chassis number %s (%s)', (vin) => {
    expect(failures(VehicleInputSchema, { ...car, vin })).toEqual(['vin:invalid_vin']);
  });

  it('keeps a plate as searched, and refuses one with other signs or too long', () => {
    expect(VehicleInputSchema.parse({ ...car, plate: 'ab 123 cd' }).plate).toBe('AB123CD');
    expect(failures(VehicleInputSchema, { ...car, plate: 'AB/123' })).toEqual(['plate:invalid_plate']);
    expect(failures(VehicleInputSchema, { ...car, plate: 'A'.repeat(16) })).toEqual(['plate:too_big']);
    expect(failures(VehicleInputSchema, { ...car, internalNotes: 'a\u0000b' })).toEqual([
      'internalNotes:control_characters',
    ]);
  });
});

describe('the admin vehicle search', () => {
  it('fills the defaults and reads numbers from digits', () => {
    expect(AdminVehicleQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    expect(AdminVehicleQuerySchema.parse({ page: '3', pageSize: 50 })).toMatchObject({ page: 3, pageSize: 50 });
  });

  it('refuses a page size above 100 and words it does not know', () => {
    expect(failures(AdminVehicleQuerySchema, { pageSize: '101' })).toEqual(['pageSize:too_big']);
    expect(failures(AdminVehicleQuerySchema, { sort: 'cheap', availability: 'yes' }).sort()).toEqual([
      'availability:invalid_value',
      'sort:invalid_value',
    ]);
  });
});

describe('the admin vehicle search order', () => {
  it('takes every column in both directions, each read back as its column and direction', () => {
    for (const sort of ADMIN_VEHICLE_SORTS) {
      expect(AdminVehicleQuerySchema.parse({ sort }).sort).toBe(sort);
      const [column, direction] = sortParts(sort);
      expect(adminVehicleSort(column, direction)).toBe(sort);
      expect(adminVehicleSort(column, direction === 'asc' ? 'desc' : 'asc')).not.toBe(sort);
    }
    expect(sortParts('plate_desc')).toEqual(['plate', 'desc']);
    expect(adminVehicleSort('created', 'desc')).toBe('newest');
  });

  it.each([
    ['plate', 'a column without its direction'],
    ['PLATE_ASC', 'upper case'],
    ['plate_asc ', 'a trailing space'],
    ['plate_asc\u0000', 'a NUL'],
    ['plate_asc,id', 'two orders'],
    ['vin_asc', 'a column not offered'],
    ['plate_up', 'an unknown direction'],
    ['created_at desc', 'SQL'],
    ['', 'nothing'],
  ])('refuses the order %j (%s)', (sort) => {
    expect(failures(AdminVehicleQuerySchema, { sort })).toEqual(['sort:invalid_value']);
  });

  it('refuses an order that is not one word', () => {
    expect(failures(AdminVehicleQuerySchema, { sort: ['plate_asc', 'model_asc'] })).toEqual(['sort:invalid_value']);
    expect(failures(AdminVehicleQuerySchema, { sort: { plate: 'asc' } })).toEqual(['sort:invalid_value']);
  });
});

describe('a bulk change', () => {
  const change = { kind: 'available', value: false };

  it('takes ids or a search, never both nor neither, and drops repeated ids', () => {
    expect(BulkVehicleInputSchema.parse({ ids: [3, 3, '4'], change }).ids).toEqual([3, 4]);
    expect(failures(BulkVehicleInputSchema, { ids: [1], match: {}, change })).toEqual(['ids:bulk_selection']);
    expect(failures(BulkVehicleInputSchema, { change })).toEqual(['ids:bulk_selection']);
  });

  it('refuses more than 1000 ids', () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index + 1);
    expect(failures(BulkVehicleInputSchema, { ids, change })).toEqual(['ids:bulk_too_many']);
  });
});
