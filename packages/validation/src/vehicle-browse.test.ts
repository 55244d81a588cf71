import { describe, expect, it } from 'vitest';

import { compareNames, nameCollator, sameText } from './name-matching.js';
import { filterOptions } from './vehicle-browse.js';

/** Names as an office types them: accents, case, digits, two words, and equal ones spelt twice. */
const NAMES = [
  'Zeta',
  'Škoda',
  'alfa romeo',
  'Fiat 500',
  'Citroën',
  'BMW',
  'Fiat 1100',
  'Alfa Romeo',
  'Ëlan',
  'citroen',
  'Fiat 50',
  'bmw',
  'Skoda',
  'Élan',
  'Audi',
];

describe('the shared collator', () => {
  it("orders Italian names as localeCompare(…, 'it', base) did: accents and case aside, digits as text", () => {
    const before = [...NAMES].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }));
    expect([...NAMES].sort(compareNames)).toEqual(before);
    // Equal names keep the order they came in (the sort is stable).
    expect([...NAMES].sort(compareNames)).toEqual([
      'alfa romeo',
      'Alfa Romeo',
      'Audi',
      'BMW',
      'bmw',
      'Citroën',
      'citroen',
      'Ëlan',
      'Élan',
      'Fiat 1100',
      'Fiat 50',
      'Fiat 500',
      'Škoda',
      'Skoda',
      'Zeta',
    ]);
  });

  it('tells the same name apart from another one whatever the case, accents and spaces around it', () => {
    expect(sameText('Citroën', ' CITROEN ')).toBe(true);
    expect(sameText('Škoda', 'skoda')).toBe(true);
    expect(sameText('Fiat 50', 'Fiat 500')).toBe(false);
    expect(sameText('Alfa Romeo', 'AlfaRomeo')).toBe(false);
    expect(filterOptions([{ brand: 'Škoda' }, { brand: 'Audi' }, { brand: 'skoda ' }].map(withBrand)).brands).toEqual([
      'Audi',
      'Škoda',
    ]);
  });

  it('is made once per language, not per comparison', () => {
    expect(nameCollator('it')).toBe(nameCollator('it'));
    expect(nameCollator('it')).toBe(nameCollator());
    expect(nameCollator('de')).not.toBe(nameCollator('it'));
    expect(nameCollator('it').resolvedOptions()).toMatchObject({ locale: 'it', sensitivity: 'base', numeric: false });
  });
});

function withBrand({ brand }: { brand: string }) {
  return { brand, fuel_type: 'diesel', transmission: 'manuale', seats: 5 };
}
