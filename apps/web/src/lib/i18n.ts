import { i18n as defaultI18n, type I18n, type Messages, setupI18n } from '@lingui/core';
import { startTransition } from 'react';
import {
  isLanguage,
  type Language,
  LANGUAGE_CODES,
  LANGUAGES,
  languageInfo,
  SOURCE_LANGUAGE,
} from '@nbt/validation/site';

// The public pages render on the server too: no browser globals at the top level.

/** The site's languages (`@nbt/validation/site`), by the names the web app uses for them. */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const SOURCE_LOCALE = SOURCE_LANGUAGE;

/** localStorage key and cookie name that remember the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'language';
export const LOCALE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export const isLocale = isLanguage;

/** A lingui instance's locale as one of the site's languages (Italian for anything else). */
export function localeOf(value: string): Locale {
  return isLocale(value) ? value : SOURCE_LOCALE;
}

/** The tag Intl formats a language with. */
export function intlLocale(locale: Locale): string {
  return languageInfo(locale).intl;
}

export function getDirection(locale: Locale): 'ltr' | 'rtl' {
  return languageInfo(locale).dir;
}

type CatalogModule = { messages: Messages };

/** One loader per language, so the bundler emits one chunk per catalog. */
export type CatalogLoaders = Record<Locale, () => Promise<CatalogModule>>;

/** Each catalog's source files by language (`src/locales/it/vehicle.po`), as the build's manifest names them. */
const catalogSources = new WeakMap<CatalogLoaders, Record<Locale, string>>();

/**
 * A catalog's loaders by language, from an `import.meta.glob` of its .po files in src/locales: a
 * glob the bundler expands to one chunk per catalog, so a visitor downloads only the language in use.
 * Fails at start-up when a language of the site has no catalog file.
 */
export function catalogLoaders(modules: Record<string, () => Promise<unknown>>): CatalogLoaders {
  const byLanguage = new Map(
    Object.entries(modules).map(([path, load]) => [/\/locales\/([^/]+)\/[^/]+\.po$/.exec(path)?.[1], { path, load }]),
  );
  const sources: Partial<Record<Locale, string>> = {};
  const loaders = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const found = byLanguage.get(code);
      if (!found) throw new Error(`No catalog for the language ${code}`);
      // The glob's keys are relative to this file, in src/lib: the build's manifest names them from the app's root.
      sources[code] = found.path.replace(/^\.\.\//, 'src/');
      return [code, found.load];
    }),
  ) as CatalogLoaders;
  catalogSources.set(loaders, sources as Record<Locale, string>);
  return loaders;
}

/** What every page shows; the .po catalogs are compiled by @lingui/vite-plugin when they are imported. */
const mainCatalog = catalogLoaders(import.meta.glob('../locales/*/messages.po'));

/**
 * Messages only one page shows (lingui.config.ts), loaded with that page: a route names its own as
 * `staticData.catalog`, and the root route loads those of the pages it opens (`loadPageCatalogs`).
 * Every page would otherwise carry the home page's questions and the fleet services' texts.
 */
export const PAGE_CATALOGS = {
  home: catalogLoaders(import.meta.glob('../locales/*/home.po')),
  fleetServices: catalogLoaders(import.meta.glob('../locales/*/fleet-services.po')),
  vehicle: catalogLoaders(import.meta.glob('../locales/*/vehicle.po')),
  vehicleList: catalogLoaders(import.meta.glob('../locales/*/vehicle-list.po')),
  /**
   * What the list's and a vehicle page's parts that wait for the visitor name (a card's facts, the
   * trucks' and machines' figures, the hearts, the list's pages): loaded with their code (`withCatalog`).
   */
  vehicleFacts: catalogLoaders(import.meta.glob('../locales/*/vehicle-facts.po')),
  /** The privacy and cookie policies' headings and notes. */
  legal: catalogLoaders(import.meta.glob('../locales/*/legal.po')),
  /** What only a buyer opens: loaded with those parts (`withCatalog`) and by the pages only buyers visit. */
  sale: catalogLoaders(import.meta.glob('../locales/*/sale.po')),
};

/**
 * The catalogs of the pages about to show, added to the visitor's language (in the browser: the
 * server's renders have every page's messages, see `createI18n`).
 */
export async function loadPageCatalogs(matches: readonly { staticData: { catalog?: CatalogLoaders } }[]) {
  if (typeof document === 'undefined') return;
  await Promise.all(
    matches.flatMap(({ staticData }) => (staticData.catalog ? [addCatalogPart(staticData.catalog)] : [])),
  );
}

/** The source files of the catalogs the pages of `matches` load in `locale`: the server links them with the page. */
export function pageCatalogSources(
  matches: readonly { staticData: { catalog?: CatalogLoaders } }[],
  locale: Locale,
): string[] {
  return matches.flatMap(({ staticData }) => {
    const source = staticData.catalog && catalogSources.get(staticData.catalog)?.[locale];
    return source ? [source] : [];
  });
}

/**
 * Fonts with the characters Inter lacks, self-hosted and fetched only for the language that needs
 * them (their unicode ranges keep even the Chinese face to the glyphs a page uses).
 */
const scriptFontLoaders: Partial<Record<Locale, () => Promise<unknown>>> = {
  ar: () => import('@fontsource-variable/noto-sans-arabic'),
  zh: () => import('@fontsource-variable/noto-sans-sc'),
};

/** Catalog parts added on top of the visitor's (the back office's own messages). */
const catalogParts: CatalogLoaders[] = [];
/** Each part's merge into the active catalog: the language and its pending or settled load. */
const partLoads = new Map<CatalogLoaders, { locale: Locale; done: Promise<void> }>();

/** The language's catalog with every part added so far. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all([mainCatalog[locale](), ...catalogParts.map((part) => part[locale]())]);
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages;
}

/** Merges into the active catalog of `locale` the parts not in it yet; waits for those on their way. */
function loadMissingParts(locale: Locale, i18n: I18n): Promise<unknown> {
  return Promise.all(
    catalogParts.map((part) => {
      const current = partLoads.get(part);
      if (current?.locale === locale) return current.done;
      // Loading messages re-renders every text on the page. As a transition, the re-render waits for
      // a section still hydrating instead of dropping the server's markup of it and drawing it again
      // (the vehicle page's characteristics moved: a layout shift of 0.07 on a phone).
      const done = part[locale]().then(({ messages }) => startTransition(() => i18n.load(locale, messages)));
      partLoads.set(part, { locale, done });
      return done;
    }),
  );
}

/**
 * Adds a part of the catalog (e.g. the back office's messages, `src/locales/<lang>/admin.po`) to
 * the active language now, and to every language activated later. Loaded once per language.
 */
export async function addCatalogPart(part: CatalogLoaders, i18n: I18n = defaultI18n): Promise<void> {
  if (!catalogParts.includes(part)) catalogParts.push(part);
  await loadMissingParts(localeOf(i18n.locale), i18n);
}

/** A part's module, once the messages of `catalog` are in the active language's catalog too. */
export async function withCatalog<T>(catalog: CatalogLoaders, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), addCatalogPart(catalog)]);
  return module;
}

/** Paths that have one language only (the back office is Italian): never prefixed. */
const UNLOCALIZED_PATH = /^\/admin(?:\/|$)/;

/**
 * The language of a URL path and the path without its language prefix: '/de/veicoli/13' is
 * German '/veicoli/13'; a path without a prefix (and the back office) is Italian.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (!match || !isLocale(code) || code === SOURCE_LOCALE) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale: code, path: match[2] || '/' };
}

/** The path of a page in `locale`: Italian at the root, every other language under its code. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE || UNLOCALIZED_PATH.test(path)) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The language the visitor chose with the switcher on an earlier visit, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the cookie still remembers.
    return undefined;
  }
}

/** The language of the page in the browser's address bar (Italian outside a browser). */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return SOURCE_LOCALE;
  return splitLocalePath(window.location.pathname).locale;
}

/**
 * Remembers the visitor's choice of language: local storage for the app and the `lang` cookie,
 * which takes a later visit to an Italian address to the same page in this language.
 */
export function persistLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not fatal: the cookie below still remembers the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  // Mantine's DirectionProvider also watches this attribute.
  root.dir = getDirection(locale);
}

export interface ActivateLocaleOptions {
  /** Lingui instance to activate; the global one by default (tests may pass their own). */
  i18n?: I18n;
  /**
   * Remember the choice (localStorage and cookie); true by default. Only a visitor's own choice is
   * stored: the start-up activation passes false. Ignored outside a browser.
   */
  persist?: boolean;
}

/**
 * Loads only this locale's compiled catalog, activates it, and (in the browser) sets `<html lang>`
 * and `dir` and, when `persist` is on, stores the choice in localStorage + cookie.
 */
export async function activateLocale(
  locale: Locale,
  { i18n = defaultI18n, persist = true }: ActivateLocaleOptions = {},
): Promise<void> {
  const parts = [...catalogParts];
  const [messages] = await Promise.all([
    loadCatalog(locale),
    typeof document === 'undefined' ? undefined : scriptFontLoaders[locale]?.(),
  ]);
  i18n.loadAndActivate({ locale, messages });
  // The parts in `messages` are in; one added while this language was loading is merged now.
  for (const part of catalogParts) {
    if (parts.includes(part)) partLoads.set(part, { locale, done: Promise.resolve() });
    else partLoads.delete(part);
  }
  await loadMissingParts(locale, i18n);
  if (typeof document === 'undefined') return;
  if (persist) persistLocale(locale);
  applyDocumentLocale(locale);
}

/**
 * A lingui instance of its own with `locale` active, with every page's messages: the server renders
 * pages in several languages at once, so each render has one and none of them touches another's.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = setupI18n();
  const [messages, ...pages] = await Promise.all([
    loadCatalog(locale),
    ...Object.values(PAGE_CATALOGS).map((catalog) => catalog[locale]()),
  ]);
  instance.loadAndActivate({ locale, messages: Object.assign({}, messages, ...pages.map((page) => page.messages)) });
  return instance;
}

export { defaultI18n as i18n };
