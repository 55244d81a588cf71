import { describe, expect, it } from 'vitest';

import { vehicleTextIn } from './vehicle-text-in.js';
import { readTranslations } from './vehicle-texts.js';

const vehicle = {
  description: 'Trattore stradale per lunghe percorrenze.',
  features: ['Cabina GX', 'Assistenza 24/7'],
  color: 'Nero ossidiana',
  translations: {
    en: { description: 'Long-haul tractor unit.', features: ['GX cab'], color: 'Obsidian black' },
    de: { description: 'Sattelzugmaschine.', features: [], color: '' },
  },
};

describe('vehicleTextIn', () => {
  it('shows the Italian texts on an Italian page, none of them flagged', () => {
    expect(vehicleTextIn(vehicle, 'it')).toEqual({
      description: vehicle.description,
      features: vehicle.features,
      color: vehicle.color,
      italian: { description: false, features: false, color: false },
    });
  });

  it("shows the page's language where written", () => {
    expect(vehicleTextIn(vehicle, 'en')).toEqual({
      ...vehicle.translations.en,
      italian: { description: false, features: false, color: false },
    });
  });

  it('stands in with each Italian text not written in the language, flagged', () => {
    expect(vehicleTextIn(vehicle, 'de')).toEqual({
      description: 'Sattelzugmaschine.',
      features: vehicle.features,
      color: vehicle.color,
      italian: { description: false, features: true, color: true },
    });
    expect(vehicleTextIn(vehicle, 'fr').italian).toEqual({ description: true, features: true, color: true });
  });

  it('flags no empty Italian text, and never a translation equal to the Italian', () => {
    const plain = {
      ...vehicle,
      description: '',
      features: [],
      translations: { en: { description: '', features: [], color: 'Nero ossidiana' } },
    };
    expect(vehicleTextIn(plain, 'en').italian).toEqual({ description: false, features: false, color: false });
  });
});

describe('readTranslations', () => {
  it('keeps the known languages in the site order, each with its three texts, and drops the empty ones', () => {
    const read = readTranslations({
      ar: { color: 'أسود' },
      en: { description: 'x', features: ['a', 2], extra: true },
      fr: { description: '', features: [], color: '' },
      it: { description: 'no' },
      xx: { description: 'no' },
    });
    expect(read).toEqual({
      en: { description: 'x', features: ['a'], color: '' },
      ar: { description: '', features: [], color: 'أسود' },
    });
    expect(Object.keys(read)).toEqual(['en', 'ar']);
  });

  it('reads anything else as no translation', () => {
    for (const value of [null, undefined, 'en', 3, [], { en: 'Black' }]) expect(readTranslations(value)).toEqual({});
  });
});
