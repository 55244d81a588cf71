// A vehicle's own texts (description, features, colour) in the languages besides Italian, as the
// API answers them and the database keeps them. What a page shows of them is vehicle-text-in.ts.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './site.js';

/** The texts the firm writes about a vehicle, in one language. */
export interface VehicleText {
  description: string;
  features: string[];
  color: string;
}

/** The filled languages only: a language whose three texts are all empty is left out. */
export type VehicleTranslations = Partial<Record<TranslationLanguage, VehicleText>>;

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
