import { type DB, findVehicleById, listOffices, listVehicles } from '@nbt/db';
import {
  absoluteUrl,
  IdSchema,
  NOT_FOUND_TITLE,
  POLICIES_LAST_UPDATED,
  STATIC_PAGES,
  type StaticPageMeta,
  staticPageHead,
  VEHICLE_NOT_FOUND_TITLE,
  vehiclePageHead,
  vehiclePath,
} from '@nbt/validation';

import { escapeHtml, type HeadContent } from './html.js';
import { dealerJsonLd, vehicleJsonLd } from './structured-data.js';
import type { Translate } from './translations.js';

/** What a page request gets: its status and the head the server writes into the shell. */
export interface ResolvedPage {
  status: 200 | 404;
  head: HeadContent;
}

const italian: Translate = (text) => text;

function staticPage(
  page: StaticPageMeta,
  origin: string,
  t: Translate,
  language: string,
  extra: Partial<HeadContent> = {},
): ResolvedPage {
  const head = staticPageHead({ ...page, title: t(page.title), description: t(page.description) }, origin, language);
  return {
    status: 200,
    head: { ...head, canonical: absoluteUrl(origin, page.path), ...extra },
  };
}

const STATIC_BY_PATH = new Map<string, StaticPageMeta>(Object.values(STATIC_PAGES).map((page) => [page.path, page]));

/** '/veicoli/' → '/veicoli'; the root stays '/'. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The status and head of a page route: titles, descriptions and Open Graph tags of the public
 * pages, the vehicle's own tags and JSON-LD on /veicoli/{id} (404 when it doesn't exist), the
 * firm's JSON-LD on the home page; the back office and unknown paths are kept out of indexes.
 */
export async function resolvePage(
  db: DB,
  rawPath: string,
  origin: string,
  t: Translate = italian,
  language = 'it',
): Promise<ResolvedPage> {
  const path = normalizePath(rawPath);

  if (path === STATIC_PAGES.home.path) {
    const offices = await listOffices(db);
    return staticPage(STATIC_PAGES.home, origin, t, language, { jsonLd: [dealerJsonLd(offices, origin)] });
  }

  const page = STATIC_BY_PATH.get(path);
  if (page) return staticPage(page, origin, t, language);

  const vehicleMatch = /^\/veicoli\/([^/]+)$/.exec(path);
  if (vehicleMatch) {
    const id = IdSchema.safeParse(vehicleMatch[1]);
    const vehicle = id.success ? await findVehicleById(db, id.data) : undefined;
    if (!vehicle) return { status: 404, head: { title: t(VEHICLE_NOT_FOUND_TITLE), noindex: true } };
    return {
      status: 200,
      head: {
        // The vehicle's texts are the office's own (Italian), whatever the visitor's language.
        ...vehiclePageHead(vehicle, origin),
        canonical: absoluteUrl(origin, vehiclePath(vehicle.id)),
        jsonLd: [vehicleJsonLd(vehicle, origin)],
      },
    };
  }

  if (/^\/admin(\/login)?$/.test(path)) return { status: 200, head: { noindex: true } };

  return { status: 404, head: { title: t(NOT_FOUND_TITLE), noindex: true } };
}

/** YYYY-MM-DD of an ISO timestamp. */
function day(iso: string): string {
  return iso.slice(0, 10);
}

function latest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (max === undefined || date > max ? date : max), undefined);
}

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/**
 * Every public page and every vehicle's page, with absolute URLs. A vehicle's lastmod is its last
 * edit; the home page and the list change with the fleet and the offices; the policies with their text.
 */
export async function buildSitemap(db: DB, origin: string): Promise<string> {
  const [vehicles, offices] = await Promise.all([listVehicles(db), listOffices(db)]);
  const fleetChanged = latest(vehicles.map((vehicle) => vehicle.updatedAt));
  const siteChanged = latest([...vehicles, ...offices].map((item) => item.updatedAt));
  const entries: SitemapEntry[] = [
    { loc: STATIC_PAGES.home.path, lastmod: siteChanged },
    { loc: STATIC_PAGES.fleetServices.path, lastmod: latest(offices.map((office) => office.updatedAt)) },
    { loc: STATIC_PAGES.vehicles.path, lastmod: fleetChanged },
    ...vehicles.map((vehicle) => ({ loc: vehiclePath(vehicle.id), lastmod: vehicle.updatedAt })),
    { loc: STATIC_PAGES.privacy.path, lastmod: POLICIES_LAST_UPDATED },
    { loc: STATIC_PAGES.cookies.path, lastmod: POLICIES_LAST_UPDATED },
  ];
  const urls = entries.map(({ loc, lastmod }) => {
    const lines = [`    <loc>${escapeHtml(absoluteUrl(origin, loc))}</loc>`];
    if (lastmod) lines.push(`    <lastmod>${day(lastmod)}</lastmod>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the back office and the API; points to the sitemap. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
