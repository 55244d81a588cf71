import { existsSync } from 'node:fs';

import { insertOffice } from '@nbt/db/offices';
import { insertVehicle } from '@nbt/db/vehicles';
import {
  imagesToFields,
  OfficeInputSchema,
  type OpeningHours,
  type Vehicle,
  type VehicleInput,
  VehicleInputSchema,
} from '@nbt/validation';
import { EXAMPLE_HOURS, EXAMPLE_VEHICLE } from '@nbt/validation/examples';

import { paths } from '../src/paths.js';
import type { TestApp, TestAppOptions } from './build-app.js';

/**
 * The pages as visitors and crawlers get them: the real web app's build (apps/web/dist) and its
 * server bundle (dist-ssr), which says what each address is and renders it.
 */
export const WEB_APP: TestAppOptions = { webDistDir: paths.webDist, webSsrEntry: paths.webSsrEntry };
if (!existsSync(paths.webSsrEntry) || !existsSync(paths.webDist)) {
  throw new Error('These tests serve the built web app: run `pnpm --filter @nbt/web build` first.');
}

export const ORIGIN = 'https://nbt.example';
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'es', 'zh', 'ar'] as const;

export function vehicleInput(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    ...EXAMPLE_VEHICLE,
    color: 'blu',
    features: ['Head-up display'],
    ...imagesToFields(['/uploads/bmw-1.jpg', '/uploads/bmw-2.jpg']),
    ...overrides,
  };
}

export async function addVehicle(t: TestApp, overrides: Partial<VehicleInput> = {}): Promise<Vehicle> {
  return insertVehicle(t.database.db, VehicleInputSchema.parse(vehicleInput(overrides)));
}

/** The main office the pages name (address, phone, e-mail, hours), open as `openingHours` says. */
export async function addMainOffice(t: TestApp, openingHours: OpeningHours = EXAMPLE_HOURS): Promise<void> {
  await insertOffice(
    t.database.db,
    OfficeInputSchema.parse({
      name: 'Sede',
      address: 'Via Roma 2',
      city: 'Assago',
      postalCode: '20057',
      phone: '+39 02 1111 1111',
      email: 'sede@nbt.example',
      isMainOffice: true,
      openingHours,
    }),
  );
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text a fragment of served HTML reads as: tags, React's `<!-- -->` markers and entities gone, spaces folded. */
export function textOf(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The part of `html` from the first `start` on to the `end` that follows it (both as written in the page). */
export function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`${start} is not in the page`);
  const to = html.indexOf(end, from);
  return html.slice(from, to < 0 ? undefined : to + end.length);
}

export interface ServedLink {
  /** Its accessible name: the aria-label, else its text. */
  name: string;
  href: string | undefined;
  target: string | undefined;
  rel: string | undefined;
}

/** Every `<a>` of a fragment of served HTML. */
export function linksOf(html: string): ServedLink[] {
  return [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const attribute = (name: string) => {
      const value = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
      return value === undefined ? undefined : decode(value);
    };
    return {
      name: attribute('aria-label') ?? textOf(inner),
      href: attribute('href'),
      target: attribute('target'),
      rel: attribute('rel'),
    };
  });
}

/** The link named `name` in a fragment of served HTML; fails when there is none. */
export function linkNamed(html: string, name: string | RegExp): ServedLink {
  const link = linksOf(html).find((candidate) =>
    typeof name === 'string' ? candidate.name === name : name.test(candidate.name),
  );
  if (!link) throw new Error(`no link named ${String(name)}`);
  return link;
}

/** The `<head>` of a page. */
export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The contents of every `<meta property|name="key" content="…">` of the head, decoded. */
export function metaAll(html: string, key: string): string[] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`<meta [^>]*(?:property|name)="${escaped}" content="([^"]*)"`, 'g');
  return [...headOf(html).matchAll(pattern)].map((match) => decode(match[1]!));
}

export const metaContent = (html: string, key: string) => metaAll(html, key)[0];

export function titleOf(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(headOf(html))?.[1];
  return title === undefined ? undefined : decode(title);
}

export function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const [tag] of headOf(html).matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang !== undefined && !new RegExp(`hreflang="${hreflang}"`, 'i').test(tag)) continue;
    return decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...headOf(html).matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The query cache the page hands to the browser (`<script id="nbt-state">`). */
export function serverState(html: string): string {
  return /<script type="application\/json" id="nbt-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}
