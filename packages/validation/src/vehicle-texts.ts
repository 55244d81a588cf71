// A vehicle's own texts (description, features, colour) in the languages besides Italian, and
// which of them a page in a given language shows. No zod here: the public pages read it.
import { SOURCE_LANGUAGE, TRANSLATION_LANGUAGES, type TranslationLanguage } from './site.js';

/** The texts the firm writes about a vehicle, in one language. */
export interface VehicleText {
  description: string;
  features: string[];
  color: string;
}

/** The filled languages only: a language whose three texts are all empty is left out. */
export type VehicleTranslations = Partial<Record<TranslationLanguage, VehicleText>>;

/** The vehicle's fields `vehicleTextIn` reads. */
export interface TranslatableVehicle extends VehicleText {
  translations: VehicleTranslations;
}

export type VehicleTextField = keyof VehicleText;

function isFilled(text: VehicleText): boolean {
  return text.description !== '' || text.features.length > 0 || text.color !== '';
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The translations as stored and answered: the known languages in the site's order, each with its
 * three texts, the empty ones left out. Anything else (a row edited by hand) reads as no translation.
 */
export function readTranslations(value: unknown): VehicleTranslations {
  const translations: VehicleTranslations = {};
  if (typeof value !== 'object' || value === null) return translations;
  for (const language of TRANSLATION_LANGUAGES) {
    if (!Object.hasOwn(value, language)) continue;
    const entry: unknown = (value as Record<string, unknown>)[language];
    if (typeof entry !== 'object' || entry === null) continue;
    const { description, features, color } = entry as Record<string, unknown>;
    const text: VehicleText = {
      description: stringOf(description),
      features: Array.isArray(features) ? features.filter((item): item is string => typeof item === 'string') : [],
      color: stringOf(color),
    };
    if (isFilled(text)) translations[language] = text;
  }
  return translations;
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
