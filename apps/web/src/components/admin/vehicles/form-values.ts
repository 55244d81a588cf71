// The vehicle dialog's values and their way to and from the API: prices in euros as typed,
// optional numbers empty while unset, features as one text, photos as a list.
import {
  type AdminVehicle,
  imagesToFields,
  type ListingType,
  splitFeatures,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Vehicle,
  type VehicleCategory,
  type VehicleData,
  vehicleImages,
  type VehicleInput,
  type VehicleTranslations,
} from '@nbt/validation';

import { showsRentalPrice, showsSalePrice } from '../../../lib/presentation/vehicles';
import { NO_SALE_FACT_VALUES, type SaleFactValues, saleFactsInput, saleFactValuesOf } from './sale-fact-values';
import { heavyFormInput, type HeavyFormValues, heavyFormValues } from './heavy-fleet-values';

/** Plain decimal text, with a comma or a point; `Number()` alone would also take '0x10' or '0b11'. */
const DECIMAL_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/** A price typed in euros as a finite number; empty or invalid input gives null. */
function parseEuros(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  const euros = Number(text.replace(',', '.'));
  return Number.isFinite(euros) ? euros : null;
}

/** Euros typed in the form to stored cents, rounded. Empty or invalid input gives null. */
export function eurosToCents(value: number | string | null | undefined): number | null {
  const euros = parseEuros(value);
  if (euros === null) return null;
  // toPrecision(15) drops binary noise first: 1.005 * 100 is 100.49999999999999, which must round to 101.
  return Math.round(Number((euros * 100).toPrecision(15)));
}

export function centsToEuros(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** The sale price field: whole euros, 0 when left empty. */
export function salePriceOrZero(value: number | string | null | undefined): number {
  const euros = parseEuros(value);
  return euros === null ? 0 : Math.round(euros);
}

/** Features as the dialog's one text: comma-separated. */
export function joinFeatures(features: readonly string[]): string {
  return features.join(', ');
}

/** One language's texts as the dialog edits them: features as one text, like the Italian ones. */
export interface VehicleTextValues {
  description: string;
  features: string;
  color: string;
}

/** Every language besides Italian, empty where nothing is written. */
export type TranslationValues = Record<TranslationLanguage, VehicleTextValues>;

function translationValues(translations: VehicleTranslations = {}): TranslationValues {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => {
      const text = translations[language];
      return [
        language,
        {
          description: text?.description ?? '',
          features: joinFeatures(text?.features ?? []),
          color: text?.color ?? '',
        },
      ];
    }),
  ) as TranslationValues;
}

/** Whether a language has any text: the dialog marks its tab. */
export function hasText(text: VehicleTextValues): boolean {
  return text.description.trim() !== '' || splitFeatures(text.features).length > 0 || text.color.trim() !== '';
}

/**
 * Doors and seats a new vehicle of this category starts with; also what a category change resets to.
 * A machine states none: 0 of each.
 */
export function doorsAndSeatsFor(category: VehicleCategory): { doors: number; seats: number } {
  if (category === 'movimento_terra') return { doors: 0, seats: 0 };
  return category === 'camion' ? { doors: 2, seats: 2 } : { doors: 5, seats: 5 };
}

/**
 * What the vehicle dialog edits: the stored fields as they are, but prices in euros, optional numbers
 * as '' while empty, features as text and images as a list.
 */
export interface VehicleFormValues
  extends
    HeavyFormValues,
    Pick<
      VehicleData,
      | 'brand'
      | 'model'
      | 'year'
      | 'kilometers'
      | 'fuel_type'
      | 'fuel_regulation'
      | 'transmission'
      | 'color'
      | 'hide_price'
      | 'vehicle_category'
      | 'listing_type'
      | 'available'
      | 'status'
      | 'description'
      | 'internalNotes'
      | 'delivery_on_request'
    >,
    SaleFactValues {
  doors: number;
  seats: number;
  engine_displacement: number | '';
  horsepower: number | '';
  price_per_day_euros: number | '';
  sale_price_euros: number | '';
  features: string;
  translations: TranslationValues;
  images: string[];
  plate: string;
  vin: string;
  deposit_euros: number | '';
  km_per_day: number | '';
  extra_km_euros: number | '';
  min_driver_age: number | '';
  /** Lower daily prices by length, in euros; rows left empty are dropped. */
  price_tiers: { min_days: number | ''; price_per_day_euros: number | '' }[];
}

/** Defaults of a new vehicle, preset with the category and listing type of the button used. */
export function newVehicleDefaults(
  category: VehicleCategory = 'auto',
  listingType: ListingType = 'rental',
  now: Date = new Date(),
): VehicleFormValues {
  return {
    brand: '',
    model: '',
    year: now.getFullYear(),
    kilometers: 0,
    fuel_type: 'benzina',
    fuel_regulation: 'Euro 6',
    engine_displacement: 1600,
    horsepower: 120,
    transmission: 'manuale',
    ...doorsAndSeatsFor(category),
    color: 'nero',
    price_per_day_euros: 50,
    sale_price_euros: 0,
    hide_price: false,
    vehicle_category: category,
    listing_type: listingType,
    available: true,
    status: 'disponibile',
    description: '',
    features: '',
    translations: translationValues(),
    images: [],
    plate: '',
    vin: '',
    internalNotes: '',
    // Rental terms are the office's to state: a new vehicle states none until it does.
    deposit_euros: '',
    km_per_day: '',
    extra_km_euros: '',
    min_driver_age: '',
    delivery_on_request: false,
    ...NO_SALE_FACT_VALUES,
    price_tiers: [],
    ...heavyFormValues(),
  };
}

/** A stored vehicle back into the dialog's values; the office's own fields when the back office read them. */
export function vehicleToFormValues(vehicle: Vehicle & Partial<AdminVehicle>): VehicleFormValues {
  return {
    brand: vehicle.brand,
    model: vehicle.model,
    year: vehicle.year,
    kilometers: vehicle.kilometers,
    fuel_type: vehicle.fuel_type,
    fuel_regulation: vehicle.fuel_regulation,
    engine_displacement: vehicle.engine_displacement ?? '',
    horsepower: vehicle.horsepower ?? '',
    transmission: vehicle.transmission,
    doors: vehicle.doors,
    seats: vehicle.seats,
    color: vehicle.color,
    price_per_day_euros: centsToEuros(vehicle.price_per_day) ?? '',
    sale_price_euros: vehicle.sale_price_euros ?? '',
    hide_price: vehicle.hide_price,
    vehicle_category: vehicle.vehicle_category,
    listing_type: vehicle.listing_type,
    available: vehicle.available,
    status: vehicle.status,
    description: vehicle.description,
    features: joinFeatures(vehicle.features),
    translations: translationValues(vehicle.translations),
    images: vehicleImages(vehicle),
    plate: vehicle.plate ?? '',
    vin: vehicle.vin ?? '',
    internalNotes: vehicle.internalNotes ?? '',
    deposit_euros: vehicle.deposit_euros ?? '',
    km_per_day: vehicle.km_per_day ?? '',
    extra_km_euros: centsToEuros(vehicle.extra_km_cents) ?? '',
    min_driver_age: vehicle.min_driver_age ?? '',
    delivery_on_request: vehicle.delivery_on_request,
    ...saleFactValuesOf(vehicle),
    price_tiers: vehicle.price_tiers.map((tier) => ({
      min_days: tier.min_days,
      price_per_day_euros: centsToEuros(tier.price_per_day) ?? '',
    })),
    ...heavyFormValues(vehicle),
  };
}

/**
 * A new vehicle's values copied from another: everything but its photos and what belongs to that
 * one vehicle alone (its plate, chassis number and notes).
 */
export function duplicateFormValues(vehicle: Vehicle): VehicleFormValues {
  return { ...vehicleToFormValues(vehicle), images: [], plate: '', vin: '', internalNotes: '' };
}

/** The dialog's values to the API body: features as an array, price rounded, image1..image10. */
export function formValuesToVehicleInput(values: VehicleFormValues): VehicleInput {
  const optionalInt = (value: number | '') => (value === '' ? null : value);
  return {
    brand: values.brand,
    model: values.model,
    year: values.year,
    kilometers: values.kilometers,
    fuel_type: values.fuel_type,
    fuel_regulation: values.fuel_regulation,
    engine_displacement: optionalInt(values.engine_displacement),
    horsepower: optionalInt(values.horsepower),
    transmission: values.transmission,
    doors: values.doors,
    seats: values.seats,
    color: values.color,
    price_per_day: showsRentalPrice(values.listing_type) ? eurosToCents(values.price_per_day_euros) : null,
    sale_price_euros: showsSalePrice(values.listing_type) ? salePriceOrZero(values.sale_price_euros) : null,
    hide_price: values.hide_price,
    vehicle_category: values.vehicle_category,
    listing_type: values.listing_type,
    available: values.available,
    status: values.status,
    ...heavyFormInput(values, values.vehicle_category),
    description: values.description,
    features: splitFeatures(values.features),
    // Every language, empty ones too: the server keeps only those with a text.
    translations: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => {
        const text = values.translations[language];
        return [language, { description: text.description, features: splitFeatures(text.features), color: text.color }];
      }),
    ),
    ...imagesToFields(values.images),
    plate: values.plate,
    vin: values.vin,
    internalNotes: values.internalNotes,
    // A vehicle only for sale has no rental terms: the dialog hides them, so they are not kept either.
    ...(showsRentalPrice(values.listing_type)
      ? {
          deposit_euros: optionalInt(values.deposit_euros),
          km_per_day: optionalInt(values.km_per_day),
          extra_km_cents: eurosToCents(values.extra_km_euros),
          min_driver_age: optionalInt(values.min_driver_age),
          delivery_on_request: values.delivery_on_request,
          price_tiers: values.price_tiers.flatMap(({ min_days, price_per_day_euros }) => {
            const cents = eurosToCents(price_per_day_euros);
            return min_days === '' || cents === null ? [] : [{ min_days, price_per_day: cents }];
          }),
        }
      : {
          deposit_euros: null,
          km_per_day: null,
          extra_km_cents: null,
          min_driver_age: null,
          delivery_on_request: false,
          price_tiers: [],
        }),
    ...saleFactsInput(values),
  };
}

/** An amount in whole euros: the sale price, the deposit, a recorded sale. */
export const WHOLE_EUROS = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: '.',
  decimalSeparator: ',',
  leftSection: '€',
} as const;
