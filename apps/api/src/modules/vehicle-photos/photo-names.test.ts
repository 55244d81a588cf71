import { describe, expect, it } from 'vitest';

import { matchName, type NameIndex, nameKeys } from './photo-names.js';

const index = (plates: Record<string, number>, ids: number[] = Object.values(plates)): NameIndex => ({
  byPlate: new Map(Object.entries(plates).map(([plate, id]) => [plate, [id]])),
  ids: new Set(ids),
});

describe('the vehicle a photo is named after', () => {
  it('reads the name without folders, extension, case or spaces, then without a number after it', () => {
    expect(nameKeys('Flotta/Camion/ab 123 cd 2.jpeg')).toEqual([
      { key: 'AB123CD2', order: 0 },
      { key: 'AB123CD', order: 2 },
    ]);
    expect(nameKeys('AB123CD_3.webp')).toEqual([
      { key: 'AB123CD_3', order: 0 },
      { key: 'AB123CD', order: 3 },
    ]);
    expect(nameKeys('42')).toEqual([{ key: '42', order: 0 }]);
  });

  it('lets a whole plate that ends in a number win over the same plate numbered', () => {
    const fleet = index({ 'DUE-1': 5, DUE: 6 });
    expect(matchName('DUE-1.jpg', fleet)).toEqual({ vehicleId: 5, order: 0 });
    expect(matchName('DUE-2.jpg', fleet)).toEqual({ vehicleId: 6, order: 2 });
  });

  it('takes an id only as a whole positive number', () => {
    const fleet = index({}, [42]);
    expect(matchName('0042-1.jpg', fleet)).toEqual({ vehicleId: 42, order: 1 });
    expect(matchName('42.5.jpg', fleet)).toBe('UNKNOWN_VEHICLE');
    expect(matchName('-42.jpg', fleet)).toBe('UNKNOWN_VEHICLE');
  });
});
