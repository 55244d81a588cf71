import { COMPANY } from '@nbt/validation';

/** One entry of a route's `head().meta` (title, name/content or property/content pairs). */
type MetaEntry = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface PageHeadOptions {
  /** The whole document title, e.g. 'Servizi Flotta | NBT'. */
  title: string;
  description: string;
  /** Ask search engines not to index the page (the 404). */
  noindex?: boolean;
}

/**
 * The `head` of a public page: title, description and their Open Graph twins. The server writes
 * the same tags into the HTML for crawlers; these keep the browser tab and history right while
 * the visitor navigates inside the app.
 */
export function pageHead({ title, description, noindex = false }: PageHeadOptions): { meta: MetaEntry[] } {
  const meta: MetaEntry[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: COMPANY.brand },
  ];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}
