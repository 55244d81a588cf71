// Names compared and searched as an Italian office reads them: case and accents aside ('citroen'
// finds 'Citroën'), in alphabetical order. The list's filters, the back office's searches and the
// duplicate checks share these.
import type { Vehicle } from './answers.js';

const collators = new Map<string, Intl.Collator>();

/**
 * The collator of a language that tells letters apart by their base only (case and accents
 * ignored), made once per language: `localeCompare` with a language builds one on every call,
 * some 25 µs each, which made a filter over a large fleet cost seconds.
 */
export function nameCollator(locale = 'it'): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

/** Names in Italian alphabetical order, case and accents aside: for `sort`. */
export function compareNames(a: string, b: string): number {
  return nameCollator('it').compare(a, b);
}

/** Same text regardless of case, accents aside, and surrounding spaces ('BMW' = 'bmw '). */
export function sameText(a: string, b: string): boolean {
  return compareNames(a.trim(), b.trim()) === 0;
}

/** Lower case without accents, so 'citroen' finds 'Citroën'. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
}

/** Whether every word of `words` is in the vehicle's brand or model. */
export function matchesWords(vehicle: Pick<Vehicle, 'brand' | 'model'>, words: string): boolean {
  const name = folded(`${vehicle.brand} ${vehicle.model}`);
  return folded(words)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}
