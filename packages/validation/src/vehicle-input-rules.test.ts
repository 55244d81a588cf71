import { describe, expect, it } from 'vitest';

import { IMAGE_FIELDS, VehicleInputSchema } from './index.js';
import { minimalVehicle, schemaProbe } from '../test/fixtures.js';

const { parse, expectAccepted, messagesAt } = schemaProbe(VehicleInputSchema);

describe('VehicleInputSchema', () => {
  describe('rental and sale price rule', () => {
    it('requires the rental price for rental', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt(noPrice, 'price_per_day')).toEqual(['Il prezzo di noleggio è obbligatorio']);
      expect(messagesAt({ ...noPrice, listing_type: 'rental' }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, price_per_day: null }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
    });

    it('does not require a sale price for rental', () => {
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'rental' }).sale_price_euros).toBeNull();
    });

    it('requires the rental price but not the sale price for both', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt({ ...noPrice, listing_type: 'both', sale_price_euros: 100 }, 'price_per_day')).toEqual([
        'Il prezzo di noleggio è obbligatorio',
      ]);
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'both' }).sale_price_euros).toBeNull();
    });

    it('requires the sale price but not the rental price for sale', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      expect(messagesAt({ ...noPrice, listing_type: 'sale' }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, listing_type: 'sale', sale_price_euros: null }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
      expect(messagesAt({ ...noPrice, listing_type: 'sale' }, 'price_per_day')).toEqual([]);
      expect(expectAccepted({ ...noPrice, listing_type: 'sale', sale_price_euros: 15000 })).toMatchObject({
        price_per_day: null,
        sale_price_euros: 15000,
      });
    });

    it('accepts a sale price of 0 (the form default for an empty field)', () => {
      expect(expectAccepted({ ...minimalVehicle, listing_type: 'sale', sale_price_euros: 0 }).sale_price_euros).toBe(0);
    });

    it('does not count the cents field sale_price as the sale price', () => {
      expect(messagesAt({ ...minimalVehicle, listing_type: 'sale', sale_price: 1500000 }, 'sale_price_euros')).toEqual([
        'Il prezzo di vendita è obbligatorio',
      ]);
    });

    it('reports the price rule together with other field errors', () => {
      const { price_per_day: _price, ...noPrice } = minimalVehicle;
      const result = parse({ ...noPrice, brand: '' });
      expect(result.success).toBe(false);
      const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['brand', 'price_per_day']));
    });
  });

  describe('images', () => {
    it.each([
      '/uploads/x.jpg',
      '/uploads/car-1_a.b.webp',
      '/uploads/1700000000000-abc.PNG',
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/path/to/a.jpg?w=800&h=600#top',
      'http://example.com/a.jpg',
    ])('accepts %j', (url) => {
      expect(expectAccepted({ ...minimalVehicle, image1: url }).image1).toBe(url);
    });

    it.each([
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      'ftp://example.com/a.jpg',
      '//evil.example.com/a.jpg',
      'uploads/x.jpg',
      '/etc/passwd',
      '/uploads/',
      '/uploads/sub/x.jpg',
      '/uploads/../secret.jpg',
      '/uploads/..',
      '/uploads/.env',
      '/uploads/x.jpg?x=1',
      '/uploads/x y.jpg',
      'https://',
      'https://example.com/a b.jpg',
      'https://example.com/"onerror="alert(1)',
      "https://example.com/'x",
      'https://example.com/<script>',
      'x.jpg',
    ])('refuses %j', (url) => {
      expect(messagesAt({ ...minimalVehicle, image1: url }, 'image1')).toEqual(['Indirizzo immagine non valido']);
    });

    it.each(IMAGE_FIELDS)('applies the rules to %s', (field) => {
      expect(expectAccepted({ ...minimalVehicle, [field]: '/uploads/x.jpg' })[field]).toBe('/uploads/x.jpg');
      expect(messagesAt({ ...minimalVehicle, [field]: 'javascript:alert(1)' }, field)).toEqual([
        'Indirizzo immagine non valido',
      ]);
    });

    it('trims addresses and stores empty, blank and missing ones as null', () => {
      const data = expectAccepted({
        ...minimalVehicle,
        image1: '  /uploads/x.jpg  ',
        image2: '',
        image3: '   ',
        image4: null,
      });
      expect(data).toMatchObject({ image1: '/uploads/x.jpg', image2: null, image3: null, image4: null, image5: null });
    });

    it('accepts an address of exactly 500 characters and refuses 501', () => {
      const prefix = 'https://example.com/';
      const at = prefix + 'a'.repeat(500 - prefix.length);
      expect(at).toHaveLength(500);
      expect(expectAccepted({ ...minimalVehicle, image1: at }).image1).toBe(at);
      expect(messagesAt({ ...minimalVehicle, image1: `${at}a` }, 'image1')).toContain('Massimo 500 caratteri');
    });

    it('refuses a non-text address', () => {
      expect(messagesAt({ ...minimalVehicle, image1: 42 }, 'image1')).toEqual(['Indirizzo immagine non valido']);
      expect(messagesAt({ ...minimalVehicle, image1: ['/uploads/x.jpg'] }, 'image1')).toEqual([
        'Indirizzo immagine non valido',
      ]);
    });

    it('drops unknown image fields such as image11', () => {
      expect(expectAccepted({ ...minimalVehicle, image11: '/uploads/x.jpg' })).not.toHaveProperty('image11');
    });
  });

  describe('features', () => {
    it('accepts a list, trimming items and dropping empty ones', () => {
      expect(expectAccepted({ ...minimalVehicle, features: ['ABS', ' Clima ', '', '  '] }).features).toEqual([
        'ABS',
        'Clima',
      ]);
    });

    it('accepts comma-separated text', () => {
      expect(expectAccepted({ ...minimalVehicle, features: 'ABS, Clima automatico,, ,GPS' }).features).toEqual([
        'ABS',
        'Clima automatico',
        'GPS',
      ]);
      expect(expectAccepted({ ...minimalVehicle, features: '' }).features).toEqual([]);
    });

    it('defaults to an empty list', () => {
      expect(expectAccepted(minimalVehicle).features).toEqual([]);
      expect(expectAccepted({ ...minimalVehicle, features: [] }).features).toEqual([]);
    });

    it('refuses anything but a list or text', () => {
      expect(messagesAt({ ...minimalVehicle, features: 5 }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: { a: 'ABS' } }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: null }, 'features')).toEqual([
        'Elenco di caratteristiche non valido',
      ]);
    });

    it('refuses non-text items', () => {
      expect(messagesAt({ ...minimalVehicle, features: ['ABS', 5] }, 'features.1')).toEqual([
        'Caratteristica non valida',
      ]);
    });

    it('accepts a feature of exactly 100 characters and refuses 101', () => {
      expect(expectAccepted({ ...minimalVehicle, features: ['a'.repeat(100)] }).features).toEqual(['a'.repeat(100)]);
      expect(messagesAt({ ...minimalVehicle, features: ['a'.repeat(101)] }, 'features.0')).toEqual([
        'Massimo 100 caratteri',
      ]);
      expect(messagesAt({ ...minimalVehicle, features: `ABS, ${'a'.repeat(101)}` }, 'features.1')).toEqual([
        'Massimo 100 caratteri',
      ]);
    });

    it('accepts 50 features and refuses 51', () => {
      const list = (count: number) => Array.from({ length: count }, (_, index) => `F${index}`);
      expect(expectAccepted({ ...minimalVehicle, features: list(50) }).features).toHaveLength(50);
      expect(messagesAt({ ...minimalVehicle, features: list(51) }, 'features')).toEqual(['Massimo 50 caratteristiche']);
      expect(messagesAt({ ...minimalVehicle, features: list(51).join(',') }, 'features')).toEqual([
        'Massimo 50 caratteristiche',
      ]);
    });
  });
});
