import { COMPANY } from './company.js';
import { type Vehicle, vehicleImages } from './vehicle-rules.js';

/**
 * Titles, descriptions and social-preview tags of the public pages, in Italian (the source
 * language). The server writes them into the HTML it sends (crawlers run no JavaScript) and the
 * web app's route `head`s set the same texts, so a shared link and a browser tab agree.
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

/** A `<meta>` tag: `name` for standard tags, `property` for Open Graph / product tags. */
export interface HeadMetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Every tag but the title, description first. */
  meta: HeadMetaTag[];
}

export interface StaticPageMeta {
  path: string;
  title: string;
  description: string;
}

/** The public pages that are the same for every visitor. */
export const STATIC_PAGES = {
  home: {
    path: '/',
    title: 'NBT | Noleggio auto di lusso, vendita e trasporti pesanti a Milano',
    description:
      'Noleggio e vendita di auto di lusso, trasporti pesanti, movimento terra, officina, autolavaggio e assistenza 24/7 in tutta Italia, alle porte di Milano.',
  },
  fleetServices: {
    path: '/servizi-flotta',
    title: 'Servizi Flotta | NBT',
    description:
      'Veicoli commerciali e trasporti pesanti per le aziende: noleggio a lungo termine, trattori stradali fino a 44 tonnellate, assistenza 24/7 e risposta entro 2 ore.',
  },
  vehicles: {
    path: '/veicoli',
    title: 'La Nostra Flotta | NBT',
    description:
      'Auto di lusso a noleggio, auto in vendita, TIR e trattori stradali: scopri tutti i veicoli disponibili da NBT, alle porte di Milano.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy | NBT',
    description:
      'Come NBT Mobility tratta i dati personali di chi visita il sito o invia una richiesta di contatto: finalità, basi giuridiche, conservazione e diritti.',
  },
  cookies: {
    path: '/cookie-policy',
    title: 'Cookie Policy | NBT',
    description:
      'Quali cookie e dati nel browser usa il sito NBT, per quali scopi e come modificare in ogni momento le tue scelte sul consenso.',
  },
} as const satisfies Record<string, StaticPageMeta>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

/** Both policies were last updated on this day (spec §2, policy pages). */
export const POLICIES_LAST_UPDATED = '2025-01-27';

/** The title of a path no page answers (the web app's 404 page sets the same). */
export const NOT_FOUND_TITLE = 'Pagina non trovata | NBT';

/** The title of /veicoli/{id} when no such vehicle exists. */
export const VEHICLE_NOT_FOUND_TITLE = 'Veicolo non trovato | NBT';

/** The address of a vehicle's page. */
export function vehiclePath(id: number): string {
  return `/veicoli/${id}`;
}

/** `pathOrUrl` made absolute against `origin` (e.g. 'https://nbt.example'); absolute URLs pass unchanged. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** '{brand} {model} {year} | NBT' (spec §2, vehicle detail). */
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

/** The sale price a preview may show: only when not hidden and set (spec §2). */
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

/** The Open Graph type and shared tags of every page. */
function commonTags(
  title: string,
  description: string,
  url: string,
  type: 'website' | 'product',
  language: string,
): HeadMetaTag[] {
  return [
    { name: 'description', content: description },
    { property: 'og:site_name', content: COMPANY.brand },
    { property: 'og:locale', content: ogLocale(language) },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ];
}

/**
 * Title, description and Open Graph tags of a static page, written in `language`; `origin` makes
 * og:url absolute.
 */
export function staticPageHead(page: StaticPageMeta, origin: string, language = 'it'): PageHead {
  return {
    title: page.title,
    description: page.description,
    meta: [
      ...commonTags(page.title, page.description, absoluteUrl(origin, page.path), 'website', language),
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}

/**
 * Title, description, Open Graph and product tags of a vehicle's page (spec §2): og:type product,
 * product:brand, product:condition ('new' while available, else 'used') and the price in EUR only
 * when the price is not hidden and sale_price_euros is set. Image and page URLs are absolute.
 */
export function vehiclePageHead(vehicle: Vehicle, origin: string, language = 'it'): PageHead {
  const title = vehiclePageTitle(vehicle);
  const description = vehiclePageDescription(vehicle);
  const cover = vehicleImages(vehicle)[0];
  const price = publicSalePrice(vehicle);
  const meta: HeadMetaTag[] = [
    ...commonTags(title, description, absoluteUrl(origin, vehiclePath(vehicle.id)), 'product', language),
  ];
  if (cover) {
    meta.push(
      { property: 'og:image', content: absoluteUrl(origin, cover) },
      { property: 'og:image:alt', content: `${vehicle.brand} ${vehicle.model}` },
    );
  }
  meta.push(
    { name: 'twitter:card', content: cover ? 'summary_large_image' : 'summary' },
    { property: 'product:brand', content: vehicle.brand },
    { property: 'product:condition', content: vehicle.available ? 'new' : 'used' },
  );
  if (price !== null) {
    meta.push(
      { property: 'product:price:amount', content: String(price) },
      { property: 'product:price:currency', content: 'EUR' },
    );
  }
  return { title, description, meta };
}
