import { describe, expect, it } from 'vitest';

import type { Vehicle } from '@nbt/validation';
import {
  absoluteUrl,
  jsonForScript,
  ogLocale,
  publicDailyPrice,
  publicSalePrice,
  truncateText,
  vehiclePageDescription,
  vehiclePageTitle,
} from './page-meta';
import { makeVehicle } from '../../test/fixtures';

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
    expect(vehiclePageTitle(vehicle())).toBe('BMW M4 Competition 2023 | NBT');
  });

  it('describes a vehicle without a description from its data', () => {
    expect(vehiclePageDescription(vehicle())).toBe('Coupé sportiva.');
    expect(vehiclePageDescription(vehicle({ description: '', listing_type: 'sale' }))).toBe(
      'BMW M4 Competition del 2023, 12.500 km, benzina: in vendita da NBT, alle porte di Milano.',
    );
  });
});

describe('public prices', () => {
  it('hides both prices when hide_price is set', () => {
    expect(publicSalePrice(vehicle({ hide_price: true }))).toBeNull();
    expect(publicDailyPrice(vehicle({ hide_price: true }))).toBeNull();
    expect(publicSalePrice(vehicle())).toBe(89000);
    expect(publicDailyPrice(vehicle())).toBe(35000);
    expect(publicSalePrice(vehicle({ sale_price_euros: 0 }))).toBeNull();
  });
});
