import { describe, expect, it } from 'vitest';
import { filtersOf, parseVehicleSearch, searchInputOf } from './vehicle-search-params';

describe('the vehicles tab search in the address', () => {
  it('keeps the table view and the table orders, and drops what it does not know', () => {
    expect(parseVehicleSearch({ view: 'table', sort: 'plate_desc' })).toMatchObject({
      view: 'table',
      sort: 'plate_desc',
    });
    // Cards are the default, never written; an unknown view or order reads as none.
    for (const view of ['cards', 'TABLE', 'grid', 'table ', 1, null]) {
      expect(parseVehicleSearch({ view }).view).toBeUndefined();
    }
    expect(parseVehicleSearch({ sort: 'plate' }).sort).toBeUndefined();
  });

  it('sends the server the order but not the view, and a bulk change neither', () => {
    const search = parseVehicleSearch({ view: 'table', sort: 'status_asc', q: 'iveco' });
    expect(searchInputOf(search)).toEqual({
      q: 'iveco',
      category: undefined,
      listing: undefined,
      status: undefined,
      availability: undefined,
      hiddenPrice: undefined,
      photos: undefined,
      sort: 'status_asc',
      page: 1,
      pageSize: 20,
    });
    expect(filtersOf(search)).not.toHaveProperty('view');
    expect(filtersOf(search)).not.toHaveProperty('sort');
  });

  it('keeps the filter of vehicles without photos, for the list and a bulk change', () => {
    expect(filtersOf(parseVehicleSearch({ photos: 'false' }))).toMatchObject({ photos: 'false' });
    expect(parseVehicleSearch({ photos: 'no' }).photos).toBeUndefined();
  });
});
