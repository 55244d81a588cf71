import type { I18n } from '@lingui/core';
import { addCatalogPart, catalogLoaders, type Locale } from './i18n';

/**
 * The messages of the public parts that load after the first paint (the contact form, a rental
 * vehicle's calendar, the cookie banner and its settings dialog, the full-screen gallery:
 * src/locales/<lang>/deferred.po), so the first script carries only what the page shows at once.
 * Each of those parts loads this with its own code.
 */
const deferredCatalog = catalogLoaders(import.meta.glob('../locales/*/deferred.po'));

/** A deferred part's module, once its messages are in the active language's catalog too. */
export async function withDeferredMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), addCatalogPart(deferredCatalog)]);
  return module;
}

/**
 * The deferred messages into a server render's own lingui instance: the sections the server writes
 * whose code (and messages) the browser fetches after the first script render in full there.
 */
export async function loadDeferredMessages(i18n: I18n, locale: Locale): Promise<void> {
  const { messages } = await deferredCatalog[locale]();
  i18n.load(locale, messages);
}
