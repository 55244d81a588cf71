// What a page in one language shows of a vehicle's own texts. Its own module, apart from the
// reading of stored translations: the public pages load it, and it needs nothing else at run time.
import { SOURCE_LANGUAGE, type TranslationLanguage } from './site.js';
import type { VehicleText, VehicleTranslations } from './vehicle-texts.js';

export type VehicleTextField = keyof VehicleText;

/** The vehicle's fields `vehicleTextIn` reads. */
export interface TranslatableVehicle extends VehicleText {
  translations: VehicleTranslations;
}

/** What a page in `language` shows of a vehicle, and which of those texts are the Italian ones standing in. */
export interface ShownVehicleText extends VehicleText {
  /** The fields shown in Italian although the page is in another language. */
  italian: Record<VehicleTextField, boolean>;
}

/**
 * The vehicle's texts for a page in `language`: each field in that language when written, else the
 * Italian one (flagged in `italian`, so the page can mark it `lang="it"`). An empty Italian field
 * stays empty and is not flagged.
 */
export function vehicleTextIn(vehicle: TranslatableVehicle, language: string): ShownVehicleText {
  const own = language === SOURCE_LANGUAGE ? undefined : vehicle.translations[language as TranslationLanguage];
  const written = (field: VehicleTextField) => (own?.[field].length ?? 0) > 0;
  const standsIn = (field: VehicleTextField) =>
    language !== SOURCE_LANGUAGE && !written(field) && vehicle[field].length > 0;
  return {
    description: own && written('description') ? own.description : vehicle.description,
    features: own && written('features') ? own.features : vehicle.features,
    color: own && written('color') ? own.color : vehicle.color,
    italian: { description: standsIn('description'), features: standsIn('features'), color: standsIn('color') },
  };
}
