import type { I18n } from '@lingui/core';
import {
  isLanguage,
  requiresRentalPrice,
  requiresSalePrice,
  SOURCE_LANGUAGE,
  VehicleInputSchema,
} from '@nbt/validation';

import { schemaErrors } from '../../../lib/error-messages';
import { formValuesToVehicleInput, newVehicleDefaults, type VehicleFormValues } from './form-values';

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(newVehicleDefaults()));
const TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'features', 'color']);

/**
 * A field of the dialog: one of its values, a text of one language ('translations.en.description'),
 * or a figure of one price tier ('price_tiers.0.min_days').
 */
export type VehicleFormField =
  | Exclude<keyof VehicleFormValues, 'translations'>
  | `translations.${string}`
  | `price_tiers.${number}.${'min_days' | 'price_per_day_euros'}`;

/**
 * The form field that shows an API error path: prices are edited in euros under other names,
 * image1..image10 are one photo list, 'features.3' is the features text, and the same within a
 * language ('translations.en.features.3'). Updates send `{ id, data }`, so their paths start with 'data.'.
 */
export function formFieldForApiPath(path: string): VehicleFormField | undefined {
  const parts = path.split('.');
  const [root = '', key = '', field = ''] = parts[0] === 'data' ? parts.slice(1) : parts;
  if (root === 'price_per_day') return 'price_per_day_euros';
  if (root === 'sale_price') return 'sale_price_euros';
  if (root === 'extra_km_cents') return 'extra_km_euros';
  if (/^image\d+$/.test(root)) return 'images';
  // A tier's figure stands under its own input; a rule of the whole list under the section.
  if (root === 'price_tiers' && /^\d+$/.test(key)) {
    if (field === 'min_days') return `price_tiers.${Number(key)}.min_days`;
    if (field === 'price_per_day') return `price_tiers.${Number(key)}.price_per_day_euros`;
  }
  if (root === 'translations') {
    const known = isLanguage(key) && key !== SOURCE_LANGUAGE && TEXT_FIELDS.has(field);
    return known ? `translations.${key}.${field}` : undefined;
  }
  return FORM_FIELDS.has(root) ? (root as VehicleFormField) : undefined;
}

/** The messages the form writes itself (translated by the caller). */
export interface VehicleFormMessages {
  required: string;
  rentalPriceRequired: string;
  salePriceRequired: string;
}

const REQUIRED_TEXT = ['brand', 'model', 'color', 'fuel_regulation'] as const;
const REQUIRED_NUMBERS = ['year', 'kilometers', 'doors', 'seats'] as const;

/**
 * The required fields, the rental price unless the vehicle is only for sale, the sale price
 * when it is only for sale; then the same schema the server applies (limits, ranges), so what passes
 * here is what the server accepts.
 */
export function validateVehicleForm(
  values: VehicleFormValues,
  messages: VehicleFormMessages,
  i18n: I18n,
): Partial<Record<VehicleFormField, string>> {
  const errors: Partial<Record<VehicleFormField, string>> = {};
  for (const field of REQUIRED_TEXT) {
    if (!values[field].trim()) errors[field] = messages.required;
  }
  for (const field of REQUIRED_NUMBERS) {
    // NumberInput gives '' when emptied, whatever the declared type says.
    const value: unknown = values[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = messages.required;
  }
  if (requiresRentalPrice(values.listing_type) && values.price_per_day_euros === '') {
    errors.price_per_day_euros = messages.rentalPriceRequired;
  }
  if (requiresSalePrice(values.listing_type) && values.sale_price_euros === '') {
    errors.sale_price_euros = messages.salePriceRequired;
  }

  const fromSchema = schemaErrors(VehicleInputSchema, formValuesToVehicleInput(values), i18n, formFieldForApiPath);
  for (const [field, message] of Object.entries(fromSchema) as [VehicleFormField, string][]) {
    errors[field] ??= message;
  }
  return errors;
}
