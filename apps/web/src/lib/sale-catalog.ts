import type { I18n } from '@lingui/core';
import { addCatalogPart, catalogLoaders, type Locale } from './i18n';

/**
 * The messages of the parts only a buyer opens (a car's finance example and calculator, the 'Auto'
 * tab's other filters: src/locales/<lang>/sale.po), kept out of the deferred catalog every first
 * visit downloads. A module of its own: the pages' first script (which holds the deferred
 * catalog's loaders) carries none of it.
 */
const saleCatalog = catalogLoaders(import.meta.glob('../locales/*/sale.po'));

/** A buyer's part's module, once its messages are in the active language's catalog too. */
export async function withSaleMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), addCatalogPart(saleCatalog)]);
  return module;
}

/** The buyer's messages into a server render's own lingui instance, which writes those parts in full. */
export async function loadSaleMessages(i18n: I18n, locale: Locale): Promise<void> {
  const { messages } = await saleCatalog[locale]();
  i18n.load(locale, messages);
}
