import { catalogLoaders } from './i18n';

/**
 * The quote form's fields of one service and the machines' names they offer
 * (src/locales/<lang>/service-details.po): loaded with those fields, when a service asks for them.
 * Apart from the deferred catalog's loaders, which every page's first script holds.
 */
export const serviceDetailsCatalog = catalogLoaders(import.meta.glob('../locales/*/service-details.po'));
