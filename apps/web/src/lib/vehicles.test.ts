import {
  addDays,
  browseVehicles,
  filterOptions,
  filterVehicles,
  matchesWords,
  sortPrice,
  sortVehicles,
  todayInRome,
  VEHICLE_PAGE_SIZE,
} from '@nbt/validation/rules';
import { describe, expect, it } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../test/fixtures';
import { parseVehicleListSearch, similarVehicles } from './vehicles';
import { hasActiveFilters, listQueryOf } from './vehicle-list-query';
import { searchPeriod } from './rental-period';

describe('parseVehicleListSearch', () => {
  it('opens the rental tab with no filters by default', () => {
    expect(parseVehicleListSearch({})).toEqual({ tab: 'noleggio' });
  });

  it('keeps valid values and trims filters', () => {
    expect(
      parseVehicleListSearch({
        tab: 'tir',
        marca: ' Scania ',
        carburante: 'diesel',
        cambio: 'manuale',
        ordine: 'prezzo-desc',
      }),
    ).toEqual({ tab: 'tir', marca: 'Scania', carburante: 'diesel', cambio: 'manuale', ordine: 'prezzo-desc' });
  });

  it('searches words made of digits, which the router reads as a number', () => {
    expect(parseVehicleListSearch({ cerca: 911 })).toEqual({ tab: 'noleggio', cerca: '911' });
    expect(parseVehicleListSearch({ cerca: '911' })).toEqual({ tab: 'noleggio', cerca: '911' });
  });

  it('falls back to the defaults on bad values instead of failing', () => {
    expect(
      parseVehicleListSearch({
        tab: 'moto',
        marca: 42,
        carburante: '',
        cambio: 'x'.repeat(500),
        ordine: 'random',
        'prezzo-min': -1,
        'prezzo-max': 'tanti',
        posti: 0,
        pagina: 1.5,
      }),
    ).toEqual({ tab: 'noleggio' });
  });

  it('reads the price range, the seats and the page, the first page without a number', () => {
    expect(parseVehicleListSearch({ 'prezzo-min': 50, 'prezzo-max': '200', posti: 5, pagina: 3 })).toEqual({
      tab: 'noleggio',
      'prezzo-min': 50,
      'prezzo-max': 200,
      posti: 5,
      pagina: 3,
    });
    expect(parseVehicleListSearch({ pagina: 1 })).toEqual({ tab: 'noleggio' });
    // A range that ends before it starts keeps its start.
    expect(parseVehicleListSearch({ 'prezzo-min': 300, 'prezzo-max': 100 })).toEqual({
      tab: 'noleggio',
      'prezzo-min': 300,
    });
  });

  it('asks the API for the same filters under its names, a phone-sized page at a time', () => {
    expect(
      listQueryOf(parseVehicleListSearch({ tab: 'auto', cerca: 'serie 3', marca: 'BMW', posti: 5, pagina: 2 })),
    ).toEqual({ tab: 'auto', q: 'serie 3', brand: 'BMW', seats: 5, page: 2, per_page: VEHICLE_PAGE_SIZE });
    expect(hasActiveFilters(parseVehicleListSearch({ pagina: 2, ordine: 'anno-asc' }))).toBe(false);
    expect(hasActiveFilters(parseVehicleListSearch({ 'prezzo-max': 100 }))).toBe(true);
  });
});

describe('filterVehicles', () => {
  const bmw = makeVehicle({ brand: 'BMW', fuel_type: 'benzina', transmission: 'automatico' });
  const audi = makeVehicle({ brand: 'Audi', fuel_type: 'diesel', transmission: 'manuale' });
  const fiat = makeVehicle({ brand: 'Fiat', fuel_type: 'elettrico', transmission: 'automatico' });
  const all = [bmw, audi, fiat];

  it('returns everything without filters', () => {
    expect(filterVehicles(all, {})).toEqual(all);
  });

  it('matches each filter ignoring case, and all of them together', () => {
    expect(filterVehicles(all, { brand: 'bmw' })).toEqual([bmw]);
    expect(filterVehicles(all, { transmission: 'Automatico' })).toEqual([bmw, fiat]);
    expect(filterVehicles(all, { transmission: 'automatico', fuel_type: 'elettrico' })).toEqual([fiat]);
    expect(filterVehicles(all, { brand: 'Audi', fuel_type: 'benzina' })).toEqual([]);
  });

  it('keeps a price range (both ends included, in euros) and a least number of seats', () => {
    const small = makeVehicle({ price_per_day: 8000, seats: 2 });
    const family = makeVehicle({ price_per_day: 15000, seats: 7 });
    const hidden = makeVehicle({ ...HIDDEN_PRICE, seats: 7 });
    const fleet = [small, family, hidden];
    expect(filterVehicles(fleet, { min_price: 80, max_price: 150 }, 'noleggio')).toEqual([small, family]);
    expect(filterVehicles(fleet, { min_price: 81 }, 'noleggio')).toEqual([family]);
    // A hidden price is in no range.
    expect(filterVehicles(fleet, { max_price: 1_000_000 }, 'noleggio')).toEqual([small, family]);
    expect(filterVehicles(fleet, { seats: 5 })).toEqual([family, hidden]);
  });
});

describe('sortVehicles', () => {
  const cheap = makeVehicle({ price_per_day: 6000, sale_price_euros: 30000, year: 2020 });
  const dear = makeVehicle({ price_per_day: 45000, sale_price_euros: 120000, year: 2024 });
  const hidden = makeVehicle({ ...HIDDEN_PRICE, year: 2022 });
  const mid = makeVehicle({ price_per_day: 20000, sale_price_euros: 60000, year: 2021 });
  const list = [hidden, mid, dear, cheap];

  it('keeps the given order without a sort', () => {
    expect(sortVehicles(list, undefined, 'noleggio')).toEqual(list);
  });

  it('orders by price both ways, hidden prices last', () => {
    expect(sortVehicles(list, 'prezzo-asc', 'noleggio')).toEqual([cheap, mid, dear, hidden]);
    expect(sortVehicles(list, 'prezzo-desc', 'noleggio')).toEqual([dear, mid, cheap, hidden]);
  });

  it('orders by year, newest or oldest first', () => {
    expect(sortVehicles(list, 'anno-desc', 'auto')).toEqual([dear, hidden, mid, cheap]);
    expect(sortVehicles(list, 'anno-asc', 'auto')).toEqual([cheap, mid, hidden, dear]);
  });

  it('does not change the list it is given', () => {
    const copy = [...list];
    sortVehicles(list, 'prezzo-asc', 'noleggio');
    expect(list).toEqual(copy);
  });
});

describe('sortPrice', () => {
  it('uses the daily rate on the rental tab and the sale price elsewhere', () => {
    const both = makeVehicle({ listing_type: 'both', price_per_day: 35000, sale_price_euros: 89000 });
    expect(sortPrice(both, 'noleggio')).toBe(350);
    expect(sortPrice(both, 'tir')).toBe(89000);
    const rentalTruck = makeVehicle({ listing_type: 'rental', price_per_day: 42000, sale_price_euros: null });
    expect(sortPrice(rentalTruck, 'tir')).toBe(420);
    expect(sortPrice(makeVehicle(HIDDEN_PRICE), 'auto')).toBeNull();
  });
});

describe('browseVehicles', () => {
  it('counts each tab as the spec defines it, with the filters, and cuts the tab into pages', () => {
    const vehicles = [
      makeVehicle({ listing_type: 'rental', vehicle_category: 'auto', seats: 5 }),
      makeVehicle({ listing_type: 'both', vehicle_category: 'auto', seats: 5 }),
      makeVehicle({ listing_type: 'sale', vehicle_category: 'auto', seats: 5 }),
      makeVehicle({ listing_type: 'sale', vehicle_category: 'camion', seats: 2 }),
      makeVehicle({ listing_type: 'both', vehicle_category: 'camion', seats: 2 }),
    ];
    // 'Auto' lists every car for sale, those for rent and sale too.
    expect(browseVehicles(vehicles, {}).tabs).toEqual({ noleggio: 3, auto: 2, tir: 2, 'movimento-terra': 0 });
    expect(browseVehicles(vehicles, { seats: 3 }).tabs).toEqual({ noleggio: 2, auto: 2, tir: 0, 'movimento-terra': 0 });
    const second = browseVehicles(vehicles, { tab: 'noleggio', page: 2, per_page: 2 });
    expect(second).toMatchObject({ vehicles: [vehicles[4]], total: 3, page: 2, per_page: 2, pages: 2 });
    expect(browseVehicles([], { tab: 'auto', page: 1, per_page: 12 })).toMatchObject({ total: 0, pages: 1 });
  });
});

describe('filterOptions', () => {
  it('lists distinct values, sorted, first spelling kept', () => {
    const options = filterOptions([
      makeVehicle({ brand: 'Mercedes', fuel_type: 'ibrido', transmission: 'automatico' }),
      makeVehicle({ brand: 'audi', fuel_type: 'benzina', transmission: 'manuale' }),
      makeVehicle({ brand: 'BMW', fuel_type: 'benzina', transmission: 'automatico' }),
      makeVehicle({ brand: 'mercedes ', fuel_type: 'Benzina', transmission: 'automatico' }),
    ]);
    expect(options).toEqual({
      brands: ['audi', 'BMW', 'Mercedes'],
      fuels: ['benzina', 'ibrido'],
      transmissions: ['automatico', 'manuale'],
      seats: [4],
      machine_types: [],
      axles: [],
    });
  });
});

describe('similarVehicles', () => {
  it('suggests up to 3 available vehicles of the same category, same brand first', () => {
    const sold = makeVehicle({ brand: 'Mercedes', status: 'venduto', available: false, listing_type: 'sale' });
    const otherBrand = makeVehicle({ brand: 'Audi', listing_type: 'rental' });
    const sameBrand = makeVehicle({ brand: 'Mercedes', listing_type: 'rental' });
    const sameListing = makeVehicle({ brand: 'Porsche', listing_type: 'sale' });
    const negotiating = makeVehicle({ brand: 'Mercedes', status: 'in_trattativa' });
    const unavailable = makeVehicle({ brand: 'Mercedes', available: false });
    const truck = makeVehicle({ brand: 'Mercedes', vehicle_category: 'camion' });
    const extra = makeVehicle({ brand: 'Fiat', listing_type: 'rental' });
    const all = [sold, otherBrand, sameBrand, sameListing, negotiating, unavailable, truck, extra];
    expect(similarVehicles(sold, all)).toEqual([sameBrand, sameListing, otherBrand]);
    expect(similarVehicles(sold, all, 5)).toEqual([sameBrand, sameListing, otherBrand, extra]);
    expect(similarVehicles(sold, [sold])).toEqual([]);
  });
});

describe('the rental period and the words of /veicoli', () => {
  const from = addDays(todayInRome(), 3);
  const to = addDays(todayInRome(), 5);

  it('keeps a period of two valid days from today, and drops one that is half, past, reversed or too long', () => {
    expect(searchPeriod(parseVehicleListSearch({ dal: from, al: to }))).toEqual({ from, to });
    for (const [dal, al] of [
      [from, undefined],
      [addDays(todayInRome(), -1), to],
      [to, from],
      [from, addDays(from, 366)],
      ['2026-02-30', to],
    ]) {
      expect(searchPeriod(parseVehicleListSearch({ dal, al }))).toBeUndefined();
    }
  });

  it('finds every word in the brand or model, whatever the case and accents', () => {
    const vehicle = { brand: 'Citroën', model: 'C5 Aircross' };
    expect(matchesWords(vehicle, 'citroen air')).toBe(true);
    expect(matchesWords(vehicle, 'CITROËN')).toBe(true);
    expect(matchesWords(vehicle, 'citroen berlingo')).toBe(false);
  });
});
