import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import type { Vehicle } from '@nbt/validation';
import { absoluteUrl, jsonForScript, ogLocale, truncateText, vehiclePageTitle } from './page-meta';
import { vehiclePageDescription } from './vehicle-page-description';
import { makeVehicle } from '../../test/fixtures';
import { i18n } from './i18n';
import { messages as englishMessages } from '../locales/en/messages.po';
import { messages as englishVehicleMessages } from '../locales/en/vehicle.po';

const english = setupI18n({ locale: 'en', messages: { en: { ...englishMessages, ...englishVehicleMessages } } });

const ORIGIN = 'https://nbt.example';

/** The fixture BMW with a short description and a daily price of its own. */
function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return makeVehicle({ description: 'Coupé sportiva.', price_per_day: 35000, ...overrides });
}

describe('jsonForScript', () => {
  it('writes nothing that could end the script block, and reads back as the same data', () => {
    const data = { text: '</script><script>alert(1)</script> & \u2028\u2029' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('absoluteUrl', () => {
  it('joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://nbt.example/', '/uploads/a.jpg')).toBe('https://nbt.example/uploads/a.jpg');
    expect(absoluteUrl(ORIGIN, 'veicoli')).toBe('https://nbt.example/veicoli');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});

describe('truncateText', () => {
  it('keeps short texts and cuts long ones at a word with an ellipsis', () => {
    expect(truncateText('  Breve   testo ')).toBe('Breve testo');
    const long = 'parola '.repeat(40);
    const cut = truncateText(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('parola…')).toBe(true);
  });
});

describe('og:locale', () => {
  it('names the language the page is written in, Italian for an unknown one', () => {
    expect(ogLocale('it')).toBe('it_IT');
    expect(ogLocale('en')).toBe('en_GB');
    expect(ogLocale('ar')).toBe('ar_AR');
    expect(ogLocale('zh')).toBe('zh_CN');
    expect(ogLocale('xx')).toBe('it_IT');
  });
});

describe('vehicle page texts', () => {
  it('titles the page with brand, model and year', () => {
    expect(vehiclePageTitle(vehicle())).toBe('BMW M4 Competition 2023');
  });

  it('describes a vehicle without a description from its data, in the page language', () => {
    expect(vehiclePageDescription(vehicle(), i18n)).toEqual({ text: 'Coupé sportiva.', language: 'it' });
    expect(vehiclePageDescription(vehicle({ description: '', listing_type: 'sale' }), i18n)).toEqual({
      text: 'BMW M4 Competition del 2023, 12.500 km, Benzina: in vendita da NBT, alle porte di Milano.',
      language: 'it',
    });
    expect(vehiclePageDescription(vehicle({ description: '', listing_type: 'rental' }), english)).toEqual({
      text: 'BMW M4 Competition (2023), 12,500 km, Petrol: for hire from NBT, just outside Milan.',
      language: 'en',
    });
  });

  it("names a machine's engine hours, not its odometer's nothing, and neither when its hours are not known", () => {
    const machine = {
      description: '',
      listing_type: 'rental',
      vehicle_category: 'movimento_terra',
      kilometers: 0,
    } as const;
    expect(vehiclePageDescription(vehicle({ ...machine, fuel_type: 'diesel', engine_hours: 1200 }), i18n).text).toBe(
      'BMW M4 Competition del 2023, 1.200 h, Diesel: a noleggio da NBT, alle porte di Milano.',
    );
    expect(vehiclePageDescription(vehicle({ ...machine, fuel_type: 'diesel', engine_hours: null }), english).text).toBe(
      'BMW M4 Competition (2023), Diesel: for hire from NBT, just outside Milan.',
    );
  });

  it("takes the page language's description where written, else the Italian one", () => {
    const translated = vehicle({
      translations: { en: { description: 'Sports coupé.', features: [], color: '' } },
    });
    expect(vehiclePageDescription(translated, english)).toEqual({ text: 'Sports coupé.', language: 'en' });
    expect(vehiclePageDescription(translated, i18n)).toEqual({ text: 'Coupé sportiva.', language: 'it' });
    const french = setupI18n({ locale: 'fr', messages: { fr: {} } });
    expect(vehiclePageDescription(translated, french)).toEqual({ text: 'Coupé sportiva.', language: 'it' });
  });
});
