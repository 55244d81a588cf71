import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyRequest } from 'fastify';

/** The languages of the site's switcher; Italian is the source every other one translates. */
export const PAGE_LOCALES = ['it', 'en', 'fr', 'de', 'es', 'zh', 'ar'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];
export const SOURCE_LOCALE: PageLocale = 'it';

/** Written right to left. */
const RTL: ReadonlySet<PageLocale> = new Set(['ar']);

export function directionOf(locale: PageLocale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

function asLocale(value: unknown): PageLocale | undefined {
  return PAGE_LOCALES.find((locale) => locale === value);
}

/**
 * The visitor's language, as the web app's switcher records it: the `lang` cookie, else a
 * `?lang=` query parameter (shared links), else Italian.
 */
export function requestLocale(request: FastifyRequest): PageLocale {
  const query = request.query as Record<string, unknown> | undefined;
  return asLocale(request.cookies.lang) ?? asLocale(query?.lang) ?? SOURCE_LOCALE;
}

/** One quoted PO string, its escapes undone. */
function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char);
}

/**
 * The msgid → msgstr pairs of a gettext catalog as lingui writes it (strings may continue on
 * following quoted lines); untranslated entries are left out.
 */
export function parsePo(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (id && str) messages.set(id, str);
    id = '';
    str = '';
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line);
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line === '' || line.startsWith('#') || line.startsWith('msgctxt')) {
      field = undefined;
    }
  }
  flush();
  return messages;
}

/** Translates the Italian texts of the page heads; Italian when a language or a message is missing. */
export type Translate = (italian: string) => string;

export interface PageTranslations {
  translator(locale: PageLocale): Translate;
}

/** Reads every language's catalog once, at start-up. A missing catalog leaves that language in Italian. */
export async function loadPageTranslations(localesDir: string): Promise<PageTranslations> {
  const catalogs = new Map<PageLocale, Map<string, string>>();
  await Promise.all(
    PAGE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map(async (locale) => {
      const text = await readFile(join(localesDir, locale, 'messages.po'), 'utf8').catch(() => undefined);
      if (text) catalogs.set(locale, parsePo(text));
    }),
  );
  return {
    translator(locale) {
      const catalog = catalogs.get(locale);
      return (italian) => catalog?.get(italian) ?? italian;
    },
  };
}
