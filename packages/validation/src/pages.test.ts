import { describe, expect, it } from 'vitest';

import {
  jsonForScript,
  absoluteUrl,
  type HeadMetaTag,
  publicDailyPrice,
  publicSalePrice,
  STATIC_PAGES,
  staticPageHead,
  truncateText,
  vehiclePageDescription,
  vehiclePageHead,
  vehiclePageTitle,
  vehiclePath,
} from './pages.js';
import type { Vehicle } from './vehicle-rules.js';

const ORIGIN = 'https://nbt.example';

function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 7,
    brand: 'BMW',
    model: 'M4 Competition',
    year: 2023,
    kilometers: 12500,
    fuel_type: 'benzina',
    fuel_regulation: 'Euro 6',
    engine_displacement: 2993,
    horsepower: 510,
    transmission: 'automatico',
    doors: 2,
    seats: 4,
    color: 'blu',
    price_per_day: 35000,
    sale_price: 8900000,
    sale_price_euros: 89000,
    hide_price: false,
    vehicle_category: 'auto',
    listing_type: 'both',
    available: true,
    status: 'disponibile',
    description: 'Coupé sportiva.',
    features: [],
    image1: '/uploads/bmw.jpg',
    image2: 'https://cdn.example/bmw-2.jpg',
    image3: null,
    image4: null,
    image5: null,
    image6: null,
    image7: null,
    image8: null,
    image9: null,
    image10: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

function content(meta: HeadMetaTag[], key: string): string | undefined {
  return meta.find((tag) => tag.property === key || tag.name === key)?.content;
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
  it('names the language the page is written in, Italian by default and for an unknown one', () => {
    expect(content(vehiclePageHead(vehicle(), ORIGIN).meta, 'og:locale')).toBe('it_IT');
    expect(content(vehiclePageHead(vehicle(), ORIGIN, 'en').meta, 'og:locale')).toBe('en_GB');
    expect(content(staticPageHead(STATIC_PAGES.home, ORIGIN, 'ar').meta, 'og:locale')).toBe('ar_AR');
    expect(content(staticPageHead(STATIC_PAGES.home, ORIGIN, 'zh').meta, 'og:locale')).toBe('zh_CN');
    expect(content(staticPageHead(STATIC_PAGES.home, ORIGIN, 'xx').meta, 'og:locale')).toBe('it_IT');
  });
});

describe('vehicle page head', () => {
  it('has the spec title and the product tags with absolute URLs', () => {
    const head = vehiclePageHead(vehicle(), ORIGIN);
    expect(head.title).toBe('BMW M4 Competition 2023 | NBT');
    expect(vehiclePageTitle(vehicle())).toBe(head.title);
    expect(content(head.meta, 'description')).toBe('Coupé sportiva.');
    expect(content(head.meta, 'og:title')).toBe(head.title);
    expect(content(head.meta, 'og:type')).toBe('product');
    expect(content(head.meta, 'og:url')).toBe(`${ORIGIN}${vehiclePath(7)}`);
    expect(content(head.meta, 'og:image')).toBe(`${ORIGIN}/uploads/bmw.jpg`);
    expect(content(head.meta, 'product:brand')).toBe('BMW');
    expect(content(head.meta, 'product:condition')).toBe('new');
    expect(content(head.meta, 'product:price:amount')).toBe('89000');
    expect(content(head.meta, 'product:price:currency')).toBe('EUR');
  });

  it('leaves the price out when hidden or without a sale price, and says used when not available', () => {
    const hidden = vehiclePageHead(vehicle({ hide_price: true }), ORIGIN);
    expect(content(hidden.meta, 'product:price:amount')).toBeUndefined();
    expect(content(hidden.meta, 'product:price:currency')).toBeUndefined();
    const rental = vehiclePageHead(vehicle({ listing_type: 'rental', sale_price_euros: null }), ORIGIN);
    expect(content(rental.meta, 'product:price:amount')).toBeUndefined();
    const sold = vehiclePageHead(vehicle({ available: false, status: 'venduto' }), ORIGIN);
    expect(content(sold.meta, 'product:condition')).toBe('used');
  });

  it('has no og:image without photos', () => {
    const head = vehiclePageHead(vehicle({ image1: null, image2: null }), ORIGIN);
    expect(content(head.meta, 'og:image')).toBeUndefined();
    expect(content(head.meta, 'twitter:card')).toBe('summary');
  });

  it('describes a vehicle without a description from its data', () => {
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

describe('static pages', () => {
  it('give every public page a title, a description and an absolute og:url', () => {
    for (const page of Object.values(STATIC_PAGES)) {
      const head = staticPageHead(page, ORIGIN);
      expect(head.title).toMatch(/NBT/);
      expect(head.description.length).toBeGreaterThan(20);
      expect(head.description.length).toBeLessThanOrEqual(200);
      expect(content(head.meta, 'og:url')).toBe(absoluteUrl(ORIGIN, page.path));
      expect(content(head.meta, 'og:type')).toBe('website');
    }
    expect(STATIC_PAGES.vehicles.title).toBe('La Nostra Flotta | NBT');
  });
});
