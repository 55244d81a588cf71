import { addCatalogPart, catalogLoaders } from './i18n';

/**
 * The messages of the public parts that load after the first paint (the contact form, a rental
 * vehicle's calendar, the cookie settings dialog, the full-screen gallery:
 * src/locales/<lang>/deferred.po), so the first script carries only what the page shows at once.
 * Each of those parts loads this with its own code.
 */
const deferredCatalog = catalogLoaders(import.meta.glob('../locales/*/deferred.po'));

/** A deferred part's module, once its messages are in the active language's catalog too. */
export async function withDeferredMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), addCatalogPart(deferredCatalog)]);
  return module;
}
