import { describe, expect, it } from 'vitest';

import {
  IMAGE_FIELDS,
  imagesToFields,
  normalizeImages,
  requiresRentalPrice,
  requiresSalePrice,
  splitFeatures,
  vehicleImages,
} from './index.js';
import { noImages } from '../test/fixtures.js';

describe('splitFeatures', () => {
  it('splits on commas and trims each feature', () => {
    expect(splitFeatures('ABS, Clima automatico ,  Navigatore')).toEqual(['ABS', 'Clima automatico', 'Navigatore']);
  });

  it('keeps the spaces inside a feature', () => {
    expect(splitFeatures('Sedili in pelle riscaldati')).toEqual(['Sedili in pelle riscaldati']);
  });

  it('removes empty and blank entries', () => {
    expect(splitFeatures('ABS,,Clima, ,\t,GPS,')).toEqual(['ABS', 'Clima', 'GPS']);
    expect(splitFeatures(' , ,, ')).toEqual([]);
  });

  it('gives an empty list for empty text', () => {
    expect(splitFeatures('')).toEqual([]);
    expect(splitFeatures('   ')).toEqual([]);
  });

  it('trims tabs and new lines too', () => {
    expect(splitFeatures('\tABS\n,\nGPS ')).toEqual(['ABS', 'GPS']);
  });
});

describe('normalizeImages', () => {
  it('trims entries and drops empty, blank and missing ones, keeping the order', () => {
    expect(normalizeImages([' /uploads/a.jpg ', '', '   ', null, undefined, 'https://x.it/b.jpg'])).toEqual([
      '/uploads/a.jpg',
      'https://x.it/b.jpg',
    ]);
  });

  it('keeps at most 10 images and drops the extras', () => {
    const images = Array.from({ length: 12 }, (_, index) => `/uploads/${index + 1}.jpg`);
    const result = normalizeImages(images);
    expect(result).toHaveLength(10);
    expect(result).toEqual(images.slice(0, 10));
  });

  it('counts the 10 after dropping blanks', () => {
    const images = ['', ...Array.from({ length: 11 }, (_, index) => `/uploads/${index + 1}.jpg`)];
    expect(normalizeImages(images)).toEqual(images.slice(1, 11));
  });

  it('gives an empty list for no images and does not change its input', () => {
    expect(normalizeImages([])).toEqual([]);
    const input = [' /uploads/a.jpg '];
    normalizeImages(input);
    expect(input).toEqual([' /uploads/a.jpg ']);
  });
});

describe('imagesToFields', () => {
  it('gives all ten fields as null for no images', () => {
    expect(imagesToFields([])).toEqual(noImages);
  });

  it('fills the fields in order, skipping blanks', () => {
    expect(imagesToFields(['/uploads/a.jpg', ' ', null, ' https://x.it/b.jpg '])).toEqual({
      ...noImages,
      image1: '/uploads/a.jpg',
      image2: 'https://x.it/b.jpg',
    });
  });

  it('drops images past the tenth', () => {
    const images = Array.from({ length: 11 }, (_, index) => `/uploads/${index + 1}.jpg`);
    const fields = imagesToFields(images);
    expect(Object.keys(fields)).toEqual([...IMAGE_FIELDS]);
    expect(fields.image10).toBe('/uploads/10.jpg');
    expect(Object.values(fields)).not.toContain('/uploads/11.jpg');
  });
});

describe('vehicleImages', () => {
  it('lists image1..image10 in order, blanks skipped', () => {
    expect(
      vehicleImages({
        image1: '/uploads/a.jpg',
        image2: null,
        image3: '  ',
        image4: '/uploads/b.jpg',
        image10: 'https://x.it/c.jpg',
      }),
    ).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', 'https://x.it/c.jpg']);
  });

  it('gives an empty list for a vehicle without images', () => {
    expect(vehicleImages({})).toEqual([]);
    expect(vehicleImages(noImages)).toEqual([]);
  });

  it('is the inverse of imagesToFields', () => {
    const images = ['/uploads/a.jpg', '/uploads/b.jpg', 'https://x.it/c.jpg'];
    expect(vehicleImages(imagesToFields(images))).toEqual(images);
  });
});

// ---- Rental/sale price rule -----------------------------------------------------------------------

describe('price rules by listing type', () => {
  it.each([
    ['rental', true, false],
    ['both', true, false],
    ['sale', false, true],
  ] as const)('%s: rental required %s, sale required %s', (type, ...expected) => {
    expect([requiresRentalPrice(type), requiresSalePrice(type)]).toEqual(expected);
  });
});
