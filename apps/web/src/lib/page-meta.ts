import type { Vehicle } from '@nbt/validation';
import { languageInfo } from '@nbt/validation/rules';

/**
 * What the public pages say about themselves to search engines and social previews: addresses,
 * the vehicle page's title (its description: vehicle-page-description.ts), the Open Graph language names. The routes' `head` uses them; the server renders that head (entry-server.tsx).
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

/** The address of a vehicle's page. */
export function vehiclePath(id: number): string {
  return `/veicoli/${id}`;
}

/** `pathOrUrl` made absolute against `origin` (e.g. 'https://nbt.example'); absolute URLs pass unchanged. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** '{brand} {model} {year}': the vehicle page's own title, before the firm's brand. */
export function vehiclePageTitle(vehicle: Pick<Vehicle, 'brand' | 'model' | 'year'>): string {
  return `${vehicle.brand} ${vehicle.model} ${vehicle.year}`;
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

/** The og:locale of a page written in `language` (Italian for one the site doesn't have). */
export function ogLocale(language: string): string {
  return languageInfo(language).openGraph;
}
