import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_LANGUAGES } from '@nbt/validation/site';

/**
 * Italian is the source language: messages are written in Italian in the code and
 * every other catalog falls back to it for strings not translated yet.
 * The .po files are committed and compiled by @lingui/vite-plugin; `lingui extract` keeps them in step
 * with the code (no line numbers in them, so they change only when a message does).
 */
/** The form and error messages the contact form and the back office share: in both their catalogs. */
const SHARED_FORMS = '<rootDir>/src/lib/error-messages.ts';
/** The machines' types and operator choices: the quote form's earth-moving fields and the back office's requests name them too. */
const MACHINE_LABELS = '<rootDir>/src/lib/presentation/heavy-fleet.ts';
const BACK_OFFICE = ['<rootDir>/src/routes/admin', '<rootDir>/src/components/admin', SHARED_FORMS, MACHINE_LABELS];
/** Public parts that load after the first paint (src/lib/deferred-catalog.ts lists their loaders). */
const DEFERRED = [
  '<rootDir>/src/components/home/ContactForm',
  '<rootDir>/src/components/vehicles/RentalDates',
  '<rootDir>/src/components/consent/CookieSettingsModal',
  '<rootDir>/src/components/vehicles/Gallery/GalleryLightbox.tsx',
  SHARED_FORMS,
];
/**
 * The cookie banner: every first visit shows it, a second after the page, with no tap. Its few
 * messages come with it, not with the deferred parts' (four times their weight).
 */
const CONSENT_BANNER = '<rootDir>/src/components/consent/CookieBanner/CookieBannerPanel.tsx';
/**
 * The machines' types and operator choices, the trucks' and machines' figures and a card's facts:
 * the vehicle page, the list (its filters and cards), the favourites' cards and the comparison name them.
 */
const HEAVY_FLEET_LABELS = [
  MACHINE_LABELS,
  '<rootDir>/src/lib/presentation/heavy-figures.ts',
  '<rootDir>/src/components/vehicles/CardSpecs',
];
/**
 * The quote form's fields of one service (a transport's route, a workshop's plate), with the
 * machines' names they offer: loaded with those fields, when a service that asks for them is chosen.
 */
const SERVICE_DETAILS_FIELDS = '<rootDir>/src/components/home/ContactForm/ServiceDetailsFields.tsx';
/** The heart and 'Confronta' of the cards and the vehicle page: on the pages that show vehicles. */
const SAVE_BUTTONS = '<rootDir>/src/components/vehicles/SaveButtons/SaveButtons.tsx';
/**
 * What the parts of the list and of a vehicle's page that wait for the visitor name (a card's facts,
 * the trucks' and machines' figures and filters, the hearts, the list's pages, a vehicle's
 * characteristics): loaded with their code (`serverRenderedSection`'s `catalog`), not with the page.
 */
const VEHICLE_FACTS = [
  ...HEAVY_FLEET_LABELS,
  SAVE_BUTTONS,
  ...[
    'VehiclePagination',
    'VehicleDetails',
    'PriceTiers',
    'ShareBlock',
    'VehicleFilters/HeavyFleetFilters.tsx',
    'VehicleFilters/MoreFilters.tsx',
  ].map((part) => `<rootDir>/src/components/vehicles/${part}`),
];
/**
 * Messages only one page shows, loaded with that page (its route's `staticData.catalog`): the home
 * page's sections, the fleet services page, the vehicle page's parts, the vehicle list's. Every page
 * loads `messages`. `sale` is what only a buyer opens: the comparison and the favourites pages (their
 * routes name it), a car's finance example and calculator, the 'Auto' tab's other filters, the
 * comparison's bar and the favourites' consent note (loaded with those parts).
 */
const PAGE_CATALOGS = {
  home: [
    '<rootDir>/src/routes/_public/index.tsx',
    ...['Services', 'Faq', 'About', 'Hero', 'FleetBrands', 'MapFacade', 'ContactSection'].map(
      (part) => `<rootDir>/src/components/home/${part}`,
    ),
  ],
  // The fleet page's two offers end in the home page's service links.
  'fleet-services': [
    '<rootDir>/src/routes/_public/servizi-flotta.tsx',
    '<rootDir>/src/routes/_public/-servizi-flotta',
    '<rootDir>/src/components/home/Services/ServiceLinks.tsx',
  ],
  vehicle: [
    ...[
      'VehicleDetailView',
      'SoldBanner',
      'Gallery/Gallery.tsx',
      'ContactBlock',
      'SimilarVehicles',
      'VehicleNotFound',
    ].map((part) => `<rootDir>/src/components/vehicles/${part}`),
    // Its search engines' description, written with the page's head.
    '<rootDir>/src/lib/vehicle-page-description.ts',
  ],
  // The list's filters, period prices and states.
  'vehicle-list': [
    '<rootDir>/src/routes/_public/veicoli/index.tsx',
    ...['VehicleFilters/VehicleFilters.tsx', 'VehicleListStates', 'PeriodPrice'].map(
      (part) => `<rootDir>/src/components/vehicles/${part}`,
    ),
  ],
  'vehicle-facts': VEHICLE_FACTS,
  // The privacy and cookie policies' frame (their texts come with the page's data).
  legal: [
    '<rootDir>/src/routes/_public/privacy-policy.tsx',
    '<rootDir>/src/routes/_public/cookie-policy.tsx',
    '<rootDir>/src/components/policy',
  ],
  sale: [
    ...['confronta.tsx', '-confronta', 'preferiti.tsx', '-preferiti'].map(
      (part) => `<rootDir>/src/routes/_public/${part}`,
    ),
    ...['FinanceBlock', 'SaleFiltersPanel', 'SaveButtons/FavouritesConsent.tsx', 'CompareTray/CompareBar.tsx'].map(
      (part) => `<rootDir>/src/components/vehicles/${part}`,
    ),
    ...HEAVY_FLEET_LABELS,
    SAVE_BUTTONS,
  ],
};
const PAGE_GLOBS = Object.values(PAGE_CATALOGS)
  .flat()
  .map((path) => path.replace('<rootDir>', '**') + (/\.tsx?$/.test(path) ? '' : '/**'));
/** The same, as exclude patterns (lingui matches exclude as globs). */
const BACK_OFFICE_GLOBS = ['**/src/routes/admin/**', '**/src/components/admin/**'];
const DEFERRED_GLOBS = [
  '**/src/components/home/ContactForm/**',
  '**/src/components/vehicles/RentalDates/**',
  '**/src/components/consent/CookieSettingsModal/**',
  '**/src/components/consent/CookieBanner/CookieBannerPanel.tsx',
  '**/src/components/vehicles/Gallery/GalleryLightbox.tsx',
  '**/src/lib/error-messages.ts',
];

export default defineConfig({
  ...CATALOG_LANGUAGES,
  format: formatter({ origins: false, lineNumbers: false }),
  // Catalogs per language: `messages` for what a visitor sees first (every page loads it), one per
  // page for what only that page shows (PAGE_CATALOGS),
  // `deferred` for the public parts that load later (the contact form, the rental calendar, the
  // cookie settings dialog, the full-screen gallery: loaded with them), `consent` for the cookie
  // banner, `admin` for the back office (loaded by the /admin route). A message used in two of them
  // is in both.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        ...BACK_OFFICE_GLOBS,
        ...DEFERRED_GLOBS,
        ...PAGE_GLOBS,
        '**/node_modules/**',
        '**/*.test.*',
        '**/routeTree.gen.ts',
      ],
    },
    ...Object.entries(PAGE_CATALOGS).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/deferred',
      include: DEFERRED,
      exclude: ['**/node_modules/**', '**/*.test.*', SERVICE_DETAILS_FIELDS.replace('<rootDir>', '**')],
    },
    {
      path: '<rootDir>/src/locales/{locale}/consent',
      include: [CONSENT_BANNER],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/service-details',
      include: [SERVICE_DETAILS_FIELDS, MACHINE_LABELS],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: BACK_OFFICE,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
});
