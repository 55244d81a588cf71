import { addCatalogPart, PAGE_CATALOGS } from './i18n';

/**
 * The messages of the parts only a buyer opens (a car's finance example and calculator, the 'Auto'
 * tab's other filters: src/locales/<lang>/sale.po), kept out of the catalogs every first visit
 * downloads. The server's renders have them already (every page catalog is in `createI18n`).
 */
export async function withSaleMessages<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), addCatalogPart(PAGE_CATALOGS.sale)]);
  return module;
}

/** A section's module glob (lib/server-rendered-section.tsx) whose module comes with the buyer's messages. */
export function withSaleMessagesGlob<M>(modules: Record<string, () => Promise<M>>): Record<string, () => Promise<M>> {
  return Object.fromEntries(Object.entries(modules).map(([path, load]) => [path, () => withSaleMessages(load)]));
}
