import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { messages as english } from '../../locales/en/messages.po';
import { makeVehicle } from '../../../test/fixtures';
import {
  fuelLabel,
  shownPrices,
  shownStatus,
  showsRentalPrice,
  showsSalePrice,
  statusColor,
  statusLabel,
  transmissionLabel,
} from './vehicles';

const en = setupI18n({ locale: 'en', messages: { en: english } });

describe('labels', () => {
  it('translates the known values whatever their case, and shows any other value capitalised', () => {
    expect(fuelLabel(en, 'diesel')).toBe('Diesel');
    expect(fuelLabel(en, ' Benzina ')).toBe('Petrol');
    expect(transmissionLabel(en, 'automatico')).toBe('Automatic');
    expect(fuelLabel(en, 'metano')).toBe('Metano');
    expect(fuelLabel(en, 'constructor')).toBe('Constructor');
  });
});

describe('status', () => {
  it('shows available and under negotiation as they are, anything else as sold', () => {
    expect(shownStatus('disponibile')).toBe('disponibile');
    expect(shownStatus('in_trattativa')).toBe('in_trattativa');
    expect(shownStatus('venduto')).toBe('venduto');
    expect(shownStatus('ritirato')).toBe('venduto');
    expect(statusLabel(en, 'ritirato')).toBe(statusLabel(en, 'venduto'));
    expect([statusColor('disponibile'), statusColor('in_trattativa'), statusColor('ritirato')]).toEqual([
      'green',
      'orange',
      'red',
    ]);
  });
});

describe('prices', () => {
  it.each([
    ['rental', true, false],
    ['both', true, true],
    ['sale', false, true],
  ] as const)('%s: shows rental %s, shows sale %s', (type, ...expected) => {
    expect([showsRentalPrice(type), showsSalePrice(type)]).toEqual(expected);
  });

  it('shows each price the vehicle is offered with, when it is set', () => {
    expect(shownPrices(makeVehicle({ price_per_day: 35000, sale_price_euros: 89000 }))).toEqual({
      daily: 35000,
      sale: 89000,
    });
    expect(shownPrices(makeVehicle({ listing_type: 'rental', price_per_day: 35000 }))).toEqual({
      daily: 35000,
      sale: null,
    });
    expect(shownPrices(makeVehicle({ price_per_day: 0, sale_price_euros: null }))).toEqual({ daily: null, sale: null });
  });
});
