import { describe, expect, it } from 'vitest';

import { toIssueData } from './messages.js';
import { firstRegistrationFits, monthInRome } from './sale-rules.js';
import { VehicleInputSchema } from './vehicles.js';

const car = {
  brand: 'Alfa Romeo',
  model: 'Giulia',
  year: 2022,
  kilometers: 20000,
  fuel_regulation: 'Euro 6',
  doors: 4,
  seats: 5,
  color: 'rosso',
  listing_type: 'sale',
  sale_price_euros: 30000,
};

describe('the first registration', () => {
  it('is not after this month and not before the year before the model year', () => {
    expect(firstRegistrationFits('2021-01', 2022, '2026-11')).toBe(true);
    expect(firstRegistrationFits('2020-12', 2022, '2026-11')).toBe(false);
    expect(firstRegistrationFits('2026-11', 2026, '2026-11')).toBe(true);
    expect(firstRegistrationFits('2026-12', 2026, '2026-11')).toBe(false);
  });

  it('is read as this month in Rome: 23:30 UTC on 31 December is already January there', () => {
    expect(monthInRome(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
  });

  it('is refused by the vehicle schema on first_registration when it does not fit', () => {
    const result = VehicleInputSchema.safeParse({ ...car, first_registration: '2020-06' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), toIssueData(issue).params?.code])).toEqual([
      ['first_registration', 'first_registration_range'],
    ]);
    expect(VehicleInputSchema.parse({ ...car, first_registration: '2021-06' }).first_registration).toBe('2021-06');
  });
});

describe('the consumption', () => {
  it('takes one decimal, not two', () => {
    expect(VehicleInputSchema.parse({ ...car, consumption_l_100km: 5.9 }).consumption_l_100km).toBe(5.9);
    expect(VehicleInputSchema.safeParse({ ...car, consumption_l_100km: 5.95 }).success).toBe(false);
    expect(VehicleInputSchema.parse({ ...car }).consumption_l_100km).toBeNull();
  });
});
