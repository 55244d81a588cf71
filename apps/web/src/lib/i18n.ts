import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core';

// lingui.config.ts imports this module in Node: keep it free of browser globals and
// side effects at the top level (the public pages are meant to render on the server too).

/** Every language of the site, in switcher order. Italian is the source and the default. */
export const LOCALES = [
  { code: 'it', name: 'Italiano', flag: '🇮🇹' },
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
  { code: 'zh', name: '中文', flag: '🇨🇳' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦' },
] as const;

export type LocaleInfo = (typeof LOCALES)[number];
export type Locale = LocaleInfo['code'];

export const LOCALE_CODES = LOCALES.map((l) => l.code) as [Locale, ...Locale[]];

export const SOURCE_LOCALE = 'it' satisfies Locale;
export const DEFAULT_LOCALE: Locale = SOURCE_LOCALE;

/** localStorage key and cookie name that remember the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'language';
export const LOCALE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The tag Intl formats a language with: Chinese is Simplified Chinese, the others as they are. */
export function intlLocale(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

export function getDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** One loader per language, so the bundler emits one chunk per catalog. */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * One loader per locale, so that the bundler emits one chunk per catalog and a visitor
 * downloads only the language in use. The .po catalogs are compiled by @lingui/vite-plugin when they are imported.
 */
const catalogLoaders: CatalogLoaders = {
  it: () => import('../locales/it/messages.po'),
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  de: () => import('../locales/de/messages.po'),
  es: () => import('../locales/es/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

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
  const loaded = await Promise.all([catalogLoaders[locale](), ...catalogParts.map((part) => part[locale]())]);
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages;
}

/** Merges into the active catalog of `locale` the parts not in it yet; waits for those on their way. */
function loadMissingParts(locale: Locale, i18n: I18n): Promise<unknown> {
  return Promise.all(
    catalogParts.map((part) => {
      const current = partLoads.get(part);
      if (current?.locale === locale) return current.done;
      const done = part[locale]().then(({ messages }) => i18n.load(locale, messages));
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
  await loadMissingParts(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, i18n);
}

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): fall back to the server's choice.
    return null;
  }
}

/**
 * The visitor's language: the stored choice (localStorage 'language'), then the language the
 * server wrote on `<html lang>` (from the 'lang' cookie set below, or a `?lang=` link), else
 * Italian. Returns the default outside a browser.
 */
export function detectLocale(): Locale {
  if (typeof window === 'undefined' || typeof document === 'undefined') return DEFAULT_LOCALE;
  const stored = readStoredLocale();
  if (isLocale(stored)) return stored;
  const served = document.documentElement.lang;
  if (isLocale(served)) return served;
  return DEFAULT_LOCALE;
}

function persistLocale(locale: Locale): void {
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

export { defaultI18n as i18n };
