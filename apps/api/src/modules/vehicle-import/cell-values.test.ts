import { describe, expect, it } from 'vitest';

import { tiersText } from '../export/vehicle-sheet.js';
import { inputValue } from './cell-values.js';

describe('a number typed as an Italian office types it', () => {
  it.each([
    ['45000', 45000],
    ['45.000', 45000],
    ['1.234.567', 1234567],
    [' 45 000 ', 45000],
    ['€ 52.900', 52900],
    [45000, 45000],
  ])('reads %j in a kilometres cell as %d', (typed, number) => {
    expect(inputValue('integer', typed)).toEqual({ value: number });
  });

  it.each([
    ['1.234,50', 123450],
    ['120,5', 12050],
    ['€ 120.50', 12050],
    ['0,125', undefined],
  ])('reads %j in a price cell as %j cents', (typed, cents) => {
    expect(inputValue('cents', typed)).toEqual(
      cents === undefined ? { refused: 'IMPORT_EURO_CENTS' } : { value: cents },
    );
  });

  it.each(['52,900', '1,234.50', '1,234,567.5'])('refuses %j as ambiguous', (typed) => {
    expect(inputValue('wholeEuros', typed)).toEqual({ refused: 'IMPORT_AMBIGUOUS_NUMBER' });
  });

  it.each(['45.000.0', '4.500.00', '1.23.456', '12a', '--3', '1,2,3', '.5', 'quarantamila'])(
    'refuses %j as malformed',
    (typed) => {
      expect(inputValue('integer', typed)).toEqual({ refused: 'IMPORT_NOT_NUMBER' });
    },
  );

  it('refuses decimals where a whole number goes', () => {
    expect(inputValue('integer', '45,5')).toEqual({ refused: 'IMPORT_NOT_WHOLE' });
    expect(inputValue('wholeEuros', 52900.5)).toEqual({ refused: 'IMPORT_NOT_WHOLE' });
  });
});

describe('price tiers as the export writes them', () => {
  it('reads back what the export wrote, and an empty cell as no tiers', () => {
    const tiers = [
      { min_days: 7, price_per_day: 11000 },
      { min_days: 14, price_per_day: 10050 },
    ];
    expect(tiersText(tiers)).toBe('7: 110,00; 14: 100,50');
    expect(inputValue('tiers', tiersText(tiers))).toEqual({ value: tiers });
    expect(inputValue('tiers', '')).toEqual({ value: [] });
  });

  it('refuses a cell that is not days and euros', () => {
    expect(inputValue('tiers', 'una settimana: 100')).toEqual({ refused: 'IMPORT_TIERS' });
    expect(inputValue('tiers', '7: 110,0055')).toEqual({ refused: 'IMPORT_EURO_CENTS' });
  });
});
