import { setupI18n } from '@lingui/core';
import { newVehicleDefaults, type VehicleFormValues } from './form-values';
import { describe, expect, it } from 'vitest';
import { messages as englishCatalog } from '../../../locales/en/admin.po';
import { messages as italianCatalog } from '../../../locales/it/admin.po';
import { formFieldForApiPath, validateVehicleForm as validateWith } from './vehicle-form';

const messages = { required: 'REQ', rentalPriceRequired: 'RENTAL', salePriceRequired: 'SALE' };
const italian = setupI18n({ locale: 'it', messages: { it: italianCatalog } });
const english = setupI18n({ locale: 'en', messages: { en: englishCatalog } });
const validateVehicleForm = (values: VehicleFormValues, texts: typeof messages) => validateWith(values, texts, italian);

function valid(overrides: Partial<VehicleFormValues> = {}): VehicleFormValues {
  return { ...newVehicleDefaults('auto', 'rental'), brand: 'BMW', model: 'X5', ...overrides };
}

describe('formFieldForApiPath', () => {
  it('maps API paths to the fields that show them', () => {
    expect(formFieldForApiPath('price_per_day')).toBe('price_per_day_euros');
    expect(formFieldForApiPath('sale_price')).toBe('sale_price_euros');
    expect(formFieldForApiPath('sale_price_euros')).toBe('sale_price_euros');
    expect(formFieldForApiPath('image7')).toBe('images');
    expect(formFieldForApiPath('features.3')).toBe('features');
    expect(formFieldForApiPath('brand')).toBe('brand');
    expect(formFieldForApiPath('data.price_per_day')).toBe('price_per_day_euros');
    expect(formFieldForApiPath('')).toBeUndefined();
    expect(formFieldForApiPath('password')).toBeUndefined();
    expect(formFieldForApiPath('translations.en.description')).toBe('translations.en.description');
    expect(formFieldForApiPath('data.translations.ar.features.4')).toBe('translations.ar.features');
    expect(formFieldForApiPath('translations')).toBeUndefined();
    expect(formFieldForApiPath('translations.it.description')).toBeUndefined();
    expect(formFieldForApiPath('translations.en.title')).toBeUndefined();
  });
});

describe('validateVehicleForm', () => {
  it('accepts the defaults once brand and model are filled', () => {
    expect(validateVehicleForm(valid(), messages)).toEqual({});
  });

  it('requires brand, model, colour, emission standard and the numbers', () => {
    const errors = validateVehicleForm(
      valid({
        brand: ' ',
        model: '',
        color: '',
        fuel_regulation: '',
        year: '' as unknown as number,
        kilometers: '' as unknown as number,
        doors: '' as unknown as number,
        seats: '' as unknown as number,
      }),
      messages,
    );
    expect(errors).toMatchObject({
      brand: 'REQ',
      model: 'REQ',
      color: 'REQ',
      fuel_regulation: 'REQ',
      year: 'REQ',
      kilometers: 'REQ',
      doors: 'REQ',
      seats: 'REQ',
    });
  });

  it('requires the rental price unless the vehicle is only for sale', () => {
    expect(validateVehicleForm(valid({ price_per_day_euros: '' }), messages)).toEqual({
      price_per_day_euros: 'RENTAL',
    });
    expect(validateVehicleForm(valid({ listing_type: 'both', price_per_day_euros: '' }), messages)).toEqual({
      price_per_day_euros: 'RENTAL',
    });
    expect(validateVehicleForm(valid({ listing_type: 'sale', price_per_day_euros: '' }), messages)).toEqual({});
  });

  it('requires the sale price only when the vehicle is only for sale', () => {
    expect(validateVehicleForm(valid({ listing_type: 'sale', sale_price_euros: '' }), messages)).toEqual({
      sale_price_euros: 'SALE',
    });
    expect(validateVehicleForm(valid({ listing_type: 'both', sale_price_euros: '' }), messages)).toEqual({});
  });

  it("applies the server's limits", () => {
    const errors = validateVehicleForm(valid({ brand: 'x'.repeat(101), year: 1800, seats: 0 }), messages);
    expect(errors.brand).toBe('Massimo 100 caratteri');
    expect(errors.year).toBe('Anno non valido');
    expect(errors.seats).toBeDefined();
  });

  it("writes the schema's messages in the admin's language, from the issues' codes", () => {
    const errors = validateWith(valid({ brand: 'x'.repeat(101), kilometers: -1 }), messages, english);
    expect(errors.brand).toBe('Maximum 100 characters');
    expect(errors.kilometers).toBe('Cannot be negative');
  });
});
