/**
 * The site's facts, each written once: its languages, the firm (brand, contacts, links), the
 * services it offers and the day its policies were last revised. Configs, catalogs, mails, checks
 * and components read them from here. No imports, so Node tools and the lingui configs load it as is.
 */

/** A language of the site: how URLs and catalogs name it, its own name, and how it is written. */
interface SiteLanguage {
  /** In URLs (`/en/…`), catalogs (`locales/en/`) and stored requests. */
  code: string;
  /** Its own name, as the switcher lists it. */
  name: string;
  flag: string;
  /** The tag Intl formats dates, numbers and lists with. */
  intl: string;
  /** Open Graph's name of the language (Facebook's list names Arabic ar_AR). */
  openGraph: string;
  dir: 'ltr' | 'rtl';
  /** The day its calendars start the week on, and its weekend days (Intl's week info): 0 Sunday … 6 Saturday. */
  weekStart: 0 | 1 | 6;
  weekend: readonly (0 | 1 | 2 | 3 | 4 | 5 | 6)[];
}

/** Every language of the site, in switcher order. Italian is the source and the default. */
export const LANGUAGES = [
  {
    code: 'it',
    name: 'Italiano',
    flag: '🇮🇹',
    intl: 'it',
    openGraph: 'it_IT',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'en',
    name: 'English',
    flag: '🇬🇧',
    intl: 'en-GB',
    openGraph: 'en_GB',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'fr',
    name: 'Français',
    flag: '🇫🇷',
    intl: 'fr',
    openGraph: 'fr_FR',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'de',
    name: 'Deutsch',
    flag: '🇩🇪',
    intl: 'de',
    openGraph: 'de_DE',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'es',
    name: 'Español',
    flag: '🇪🇸',
    intl: 'es',
    openGraph: 'es_ES',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'zh',
    name: '中文',
    flag: '🇨🇳',
    intl: 'zh-CN',
    openGraph: 'zh_CN',
    dir: 'ltr',
    weekStart: 1,
    weekend: [6, 0],
  },
  {
    code: 'ar',
    name: 'العربية',
    flag: '🇸🇦',
    intl: 'ar',
    openGraph: 'ar_AR',
    dir: 'rtl',
    weekStart: 6,
    weekend: [5, 6],
  },
] as const satisfies readonly SiteLanguage[];

export type LanguageInfo = (typeof LANGUAGES)[number];
export type Language = LanguageInfo['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

/** The language the texts are written in, and the one shown where a translation is missing. */
export const SOURCE_LANGUAGE = 'it' satisfies Language;

/** The languages the firm's own texts may be translated into: every one but the source. */
export type TranslationLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslationLanguage => code !== SOURCE_LANGUAGE,
) as [TranslationLanguage, ...TranslationLanguage[]];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The facts of `code`, those of Italian for a code the site does not have. */
export function languageInfo(code: string): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/** The languages as lingui's configs name them: the source, every catalog, the fallback. */
export const CATALOG_LANGUAGES = {
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  fallbackLocales: { default: SOURCE_LANGUAGE },
};

/** The services of the contact form, stored as written here. */
export const CONTACT_SERVICES = [
  'Noleggio Auto di Lusso',
  'Vendita Veicoli',
  'Trasporti Pesanti',
  'Movimento Terra',
  'Autoriparazioni',
  'Autolavaggio',
  'Assistenza Nazionale',
  'Noleggio a Lungo Termine',
  'Noleggio Flotte Aziendali',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

/** A service as a link names it (`/?servizio=noleggio-flotte-aziendali#contatti`): its name in lower case, words joined by '-'. */
export function serviceSlug(service: ContactService): string {
  return service.toLowerCase().replaceAll(' ', '-');
}

/** The service a link names, if any. */
export function serviceOfSlug(slug: unknown): ContactService | undefined {
  return CONTACT_SERVICES.find((service) => serviceSlug(service) === slug);
}

/** The day the privacy and cookie policies were last revised (ISO), the same in every language. */
export const POLICIES_UPDATED = '2025-01-27';

/**
 * The firm's fixed contact details and links, used where no office is configured
 * (footer, fleet page, about block) and in the mailto/WhatsApp drafts.
 * Every value is a clearly fake placeholder, to be replaced with the real one at launch.
 */
export const COMPANY = {
  brand: 'NBT',
  legalName: 'NBT Mobility S.r.l.',
  foundedYear: 2017,
  vatNumber: 'IT00000000000',
  phone: '+39 02 0000 0000',
  phoneHref: 'tel:+390200000000',
  email: 'info@nbt-esempio.it',
  whatsappNumber: '390200000000',
  address: {
    street: "Via dell'Esempio 1",
    city: 'Assago',
    province: 'MI',
    postalCode: '20057',
    country: 'Italia',
  },
  /** Shown under 'Come Raggiungerci' on the home page. */
  fixedAddressLine: "Via dell'Esempio 1, 20057 Assago (MI)",
  /** Fixed opening hours stated on the marketing pages. */
  hours: {
    weekdays: '08:00-18:00',
    saturday: '08:00-13:00',
    sunday: 'Chiuso',
  },
  replyWithinHours: 2,
  geo: { latitude: 45.4086, longitude: 9.1427 },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=9.1227%2C45.3986%2C9.1627%2C45.4186&layer=mapnik&marker=45.4086%2C9.1427',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=45.4086,9.1427',
  social: {
    facebook: 'https://www.facebook.com/nbt.esempio',
    instagram: 'https://www.instagram.com/nbt.esempio',
    linkedin: 'https://www.linkedin.com/company/nbt-esempio',
    youtube: 'https://www.youtube.com/@nbt.esempio',
  },
  agency: { name: 'Studio Esempio', url: 'https://www.example.com' },
} as const;
