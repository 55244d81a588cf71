import {
  LANGUAGE_CODES,
  type Language,
  type RentalOption,
  type RentalOptionInput,
  type RentalOptionPer,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from '@nbt/validation';

import { centsToEuros, eurosToCents } from '../vehicles/form-values';

// A type alias (not an interface) so it fits the form's Record<string, unknown>.
/** What the option dialog edits: texts in every language ('' when not written), the price in euros. */
export type RentalOptionFormValues = {
  name: Record<Language, string>;
  description: Record<Language, string>;
  price_euros: number | '';
  per: RentalOptionPer;
  max_quantity: number | '';
  categories: VehicleCategory[];
  active: boolean;
  sort_order: number | '';
};

const texts = (written: Partial<Record<string, string>> = {}) =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, written[code] ?? ''])) as Record<Language, string>;

/** The dialog's starting values: the option's own, or those of a new per-day option for every category. */
export function rentalOptionFormValues(option?: RentalOption): RentalOptionFormValues {
  if (!option) {
    return {
      name: texts(),
      description: texts(),
      price_euros: '',
      per: 'day',
      max_quantity: 1,
      categories: [...VEHICLE_CATEGORIES],
      active: true,
      sort_order: 0,
    };
  }
  return {
    name: texts(option.name),
    description: texts(option.description),
    price_euros: centsToEuros(option.price_cents) ?? '',
    per: option.per,
    max_quantity: option.max_quantity,
    categories: [...option.categories],
    active: option.active,
    sort_order: option.sort_order,
  };
}

/**
 * What the server takes from the dialog's values. An empty or unreadable price or quantity becomes
 * NaN, which RentalOptionInputSchema refuses on its field; an empty order is 0.
 */
export function rentalOptionInput(values: RentalOptionFormValues): RentalOptionInput {
  return {
    name: values.name,
    description: values.description,
    price_cents: eurosToCents(values.price_euros) ?? Number.NaN,
    per: values.per,
    max_quantity: values.max_quantity === '' ? Number.NaN : values.max_quantity,
    categories: values.categories,
    active: values.active,
    sort_order: values.sort_order === '' ? 0 : values.sort_order,
  };
}

/** The dialog's field for a path of RentalOptionInputSchema or of the server's answer (`data.` first on edits). */
export function formFieldFor(path: string): string | undefined {
  const field = path.replace(/^data\./, '');
  if (field === 'price_cents') return 'price_euros';
  if (field.startsWith('categories')) return 'categories';
  return field || undefined;
}
