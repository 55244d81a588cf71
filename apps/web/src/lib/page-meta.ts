import { COMPANY, type Vehicle } from '@nbt/validation';

/**
 * What the public pages say about themselves to search engines and social previews: addresses,
 * the vehicle page's title and description, the prices a preview may show, the Open Graph
 * language names. The routes' `head` uses them; the server renders that head (entry-server.tsx).
 */

/**
 * JSON for a data block in the HTML (`<script type="application/ld+json">`, the server render's
 * `<script type="application/json">` state). The browser does not execute it, so the CSP allows
 * it, but it ends at the first `</script>`: every `<`, `>` and `&` is written as a unicode escape,
 * which JSON readers decode back, as are the line separators JavaScript rejects.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Both policies were last updated on this day . */
export const POLICIES_LAST_UPDATED = '2025-01-27';

/** The address of a vehicle's page. */
export function vehiclePath(id: number): string {
  return `/veicoli/${id}`;
}

/** `pathOrUrl` made absolute against `origin` (e.g. 'https://nbt.example'); absolute URLs pass unchanged. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** '{brand} {model} {year} | NBT'. */
export function vehiclePageTitle(vehicle: Pick<Vehicle, 'brand' | 'model' | 'year'>): string {
  return `${vehicle.brand} ${vehicle.model} ${vehicle.year} | ${COMPANY.brand}`;
}

const DESCRIPTION_MAX = 160;

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis when shortened. */
export function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const kilometres = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });

function offering(vehicle: Pick<Vehicle, 'listing_type'>): string {
  switch (vehicle.listing_type) {
    case 'rental':
      return 'a noleggio';
    case 'sale':
      return 'in vendita';
    case 'both':
      return 'a noleggio e in vendita';
  }
}

/** The vehicle's own description, shortened for previews; a factual summary when it has none. */
export function vehiclePageDescription(
  vehicle: Pick<Vehicle, 'brand' | 'model' | 'year' | 'kilometers' | 'fuel_type' | 'listing_type' | 'description'>,
): string {
  if (vehicle.description.trim()) return truncateText(vehicle.description);
  return truncateText(
    `${vehicle.brand} ${vehicle.model} del ${vehicle.year}, ${kilometres.format(vehicle.kilometers)} km, ${vehicle.fuel_type}: ` +
      `${offering(vehicle)} da ${COMPANY.brand}, alle porte di Milano.`,
  );
}

/** The sale price a preview may show: only when not hidden and set. */
export function publicSalePrice(vehicle: Pick<Vehicle, 'hide_price' | 'sale_price_euros'>): number | null {
  if (vehicle.hide_price) return null;
  return vehicle.sale_price_euros !== null && vehicle.sale_price_euros > 0 ? vehicle.sale_price_euros : null;
}

/** The daily rental price (cents) a preview may show: only when not hidden and set. */
export function publicDailyPrice(vehicle: Pick<Vehicle, 'hide_price' | 'price_per_day'>): number | null {
  if (vehicle.hide_price) return null;
  return vehicle.price_per_day !== null && vehicle.price_per_day > 0 ? vehicle.price_per_day : null;
}

/** Open Graph's name of each language of the site (Facebook's list names Arabic ar_AR). */
export const OG_LOCALES = {
  it: 'it_IT',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  zh: 'zh_CN',
  ar: 'ar_AR',
} as const;

/** The og:locale of a page written in `language` (Italian for one the site doesn't have). */
export function ogLocale(language: string): string {
  return Object.hasOwn(OG_LOCALES, language) ? OG_LOCALES[language as keyof typeof OG_LOCALES] : OG_LOCALES.it;
}
