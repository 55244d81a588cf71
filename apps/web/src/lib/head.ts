import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPANY } from '@nbt/validation';
import { LOCALES, localizePath, type Locale, SOURCE_LOCALE } from './i18n';
import { absoluteUrl, jsonForScript, ogLocale } from './page-meta';

/** One entry of a route's `head().meta`: the title or a name/property tag. */
export type MetaEntry = { title: string } | { name: string; content: string } | { property: string; content: string };

/** One entry of a route's `head().links`. */
export interface LinkEntry {
  rel: string;
  href: string;
  hrefLang?: string;
  as?: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A data block in the head (JSON-LD): never executed, so the Content-Security-Policy allows it. */
export interface DataScript {
  type: 'application/ld+json';
  children: string;
}

export interface RouteHead {
  meta: MetaEntry[];
  links: LinkEntry[];
  scripts: DataScript[];
}

/** What a page's head needs to know of where it is served: its language and the site's origin. */
export interface HeadContext {
  locale: Locale;
  origin: string;
}

/** The route match a `head` gets: its context, and whether the address went past what it answers. */
export interface HeadMatch {
  context: HeadContext & { i18n: I18n };
  staticData?: { noindex?: boolean | undefined } | undefined;
  _notFound?: boolean | undefined;
}

export interface PageHeadOptions {
  /** The page's path without a language ('/veicoli/13'): its address in every language follows. */
  path: string;
  /** The page's own title, e.g. 'Servizi Flotta': `documentTitle` adds the brand. */
  title: string;
  /** Where the brand goes: after the title, or before it (the home page: 'NBT | Noleggio…'). */
  brand?: BrandPlace;
  description: string;
  type?: 'website' | 'product';
  /** Tags beyond the common ones (og:image, product tags). */
  meta?: MetaEntry[];
  links?: LinkEntry[];
  /** schema.org objects, each written as one `application/ld+json` block. */
  jsonLd?: Record<string, unknown>[];
}

type BrandPlace = 'after' | 'before';

/** A document title: the page's own words and the firm's brand ('Servizi Flotta | NBT'). */
export function documentTitle(words: string, brand: BrandPlace = 'after'): string {
  return brand === 'before' ? `${COMPANY.brand} | ${words}` : `${words} | ${COMPANY.brand}`;
}

/** The page's absolute address in `locale`. */
export function pageUrl(context: HeadContext, path: string, locale: Locale = context.locale): string {
  return absoluteUrl(context.origin, localizePath(path, locale));
}

/**
 * The `head` of a public page: title, description, their Open Graph twins in the page's language,
 * the canonical address of this language and the same page in every other one (hreflang, with the
 * Italian page as x-default). The server renders it into the HTML (crawlers run no JavaScript);
 * in the browser the title, description and the tags a shared link shows follow the visitor.
 */
export function pageHead(match: HeadMatch, options: PageHeadOptions): RouteHead {
  const { context } = match;
  // An address below this page that no route answers ('/veicoli/13/x'): the not-found page's head.
  if (match._notFound) return pageNotFoundHead(context.i18n);
  const { path, description, type = 'website' } = options;
  const title = documentTitle(options.title, options.brand);
  const meta: MetaEntry[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    // A page of the visitor's own choices (its route's `staticData.noindex`): out of search indexes.
    ...(match.staticData?.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.meta ?? []),
  ];
  // What only crawlers read (they read the server's HTML): the browser's bundle leaves it out.
  if (!import.meta.env.SSR) return { meta, links: options.links ?? [], scripts: [] };
  const url = pageUrl(context, path);
  meta.push(
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: COMPANY.brand },
    { property: 'og:locale', content: ogLocale(context.locale) },
    { property: 'og:url', content: url },
  );
  if (!meta.some((entry) => 'name' in entry && entry.name === 'twitter:card')) {
    meta.push({ name: 'twitter:card', content: 'summary' });
  }
  const links: LinkEntry[] = [
    { rel: 'canonical', href: url },
    ...LOCALES.map(({ code }) => ({ rel: 'alternate', hrefLang: code, href: pageUrl(context, path, code) })),
    { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(context, path, SOURCE_LOCALE) },
    ...(options.links ?? []),
  ];
  const scripts = (options.jsonLd ?? []).map((data): DataScript => ({
    type: 'application/ld+json',
    children: jsonForScript(data),
  }));
  return { meta, links, scripts };
}

/**
 * The head of a page that is not there (an unknown address or vehicle): its title (the page's own
 * words, as `pageHead` takes them), out of indexes.
 */
export function notFoundHead(title: string): RouteHead {
  return { meta: [{ title: documentTitle(title) }, { name: 'robots', content: 'noindex' }], links: [], scripts: [] };
}

/** The head of an address no route answers, or one past what a page answers. */
export function pageNotFoundHead(i18n: I18n): RouteHead {
  return notFoundHead(i18n._(msg`Pagina non trovata`));
}
