import { describe, expect, it } from 'vitest';
import { hasActiveFilters, listQueryOf, saleFilterCount, searchForTab } from './vehicle-list-query';
import { parseVehicleListSearch } from './vehicles';

describe('the buyer filters of the Auto tab in the URL', () => {
  it('reads each one and drops a bad value', () => {
    const search = parseVehicleListSearch({
      tab: 'auto',
      condizione: 'km0',
      carrozzeria: 'suv',
      'immatricolata-dal': '2021-01',
      'km-max': '50000',
      'proprietari-max': 1,
      iva: 'si',
    });
    expect(search).toMatchObject({
      condizione: 'km0',
      carrozzeria: 'suv',
      'immatricolata-dal': '2021-01',
      'km-max': 50000,
      'proprietari-max': 1,
      iva: 'si',
    });
    const bad = parseVehicleListSearch({
      tab: 'auto',
      condizione: 'rotta',
      carrozzeria: 'SUV',
      'immatricolata-dal': '2021-13',
      'km-max': '-5',
      'proprietari-max': 99,
      iva: 'true',
    });
    expect(saleFilterCount(bad)).toBe(0);
  });

  it('asks the API with its names on the Auto tab only', () => {
    const search = parseVehicleListSearch({ tab: 'auto', 'immatricolata-dal': '2021-01', iva: 'si', 'km-max': 50000 });
    expect(listQueryOf(search)).toMatchObject({ registered_from: '2021-01', vat_deductible: true, max_km: 50000 });
    expect(hasActiveFilters(search)).toBe(true);
    const rental = { ...search, tab: 'noleggio' as const };
    expect(listQueryOf(rental)).not.toHaveProperty('registered_from');
    expect(hasActiveFilters(rental)).toBe(false);
  });

  it('leaves the rental period behind on the Auto tab, and the buyer filters when leaving it', () => {
    const renting = parseVehicleListSearch({ tab: 'noleggio', dal: '2027-03-01', al: '2027-03-03' });
    const buying = searchForTab(renting, 'auto');
    expect(buying.tab).toBe('auto');
    expect([buying.dal, buying.al]).toEqual([undefined, undefined]);
    const choosing = parseVehicleListSearch({ tab: 'auto', condizione: 'usato' });
    expect(searchForTab(choosing, 'noleggio').condizione).toBeUndefined();
    expect(searchForTab(choosing, 'auto').condizione).toBe('usato');
  });
});
