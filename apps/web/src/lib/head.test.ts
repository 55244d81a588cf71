import { setupI18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTitle, notFoundHead, pageHead } from './head';

const ORIGIN = 'https://nbt.example';
const i18n = setupI18n({ locale: 'it', messages: { it: {} } });

function meta(head: ReturnType<typeof pageHead>, key: string): string | undefined {
  for (const entry of head.meta) {
    if ('property' in entry && entry.property === key) return entry.content;
    if ('name' in entry && entry.name === key) return entry.content;
  }
  return undefined;
}

describe('pageHead, on the server', () => {
  beforeEach(() => {
    vi.stubEnv('SSR', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('points canonical and og:url at the page in its own language, with every language as an alternate', () => {
    const head = pageHead(
      { context: { locale: 'de', origin: ORIGIN, i18n } },
      { path: '/veicoli', title: 'Flotte', description: 'D' },
    );
    expect(head.meta[0]).toEqual({ title: 'Flotte | NBT' });
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/de/veicoli`);
    expect(meta(head, 'og:locale')).toBe('de_DE');
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/de/veicoli`);
    const alternates = Object.fromEntries(
      head.links.filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang, link.href]),
    );
    expect(alternates).toEqual({
      it: `${ORIGIN}/veicoli`,
      en: `${ORIGIN}/en/veicoli`,
      fr: `${ORIGIN}/fr/veicoli`,
      de: `${ORIGIN}/de/veicoli`,
      es: `${ORIGIN}/es/veicoli`,
      zh: `${ORIGIN}/zh/veicoli`,
      ar: `${ORIGIN}/ar/veicoli`,
      'x-default': `${ORIGIN}/veicoli`,
    });
  });

  it('gives the home page its language root and writes JSON-LD as a data block', () => {
    const head = pageHead(
      { context: { locale: 'ar', origin: ORIGIN, i18n } },
      { path: '/', title: 'T', description: 'D', jsonLd: [{ name: '</script><b>' }] },
    );
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/ar/`);
    expect(head.scripts).toEqual([
      { type: 'application/ld+json', children: '{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}' },
    ]);
  });

  it('gives an address past the page the not-found head', () => {
    const head = pageHead(
      { context: { locale: 'it', origin: ORIGIN, i18n }, _notFound: true },
      { path: '/', title: 'T', description: 'D' },
    );
    expect(head.meta).toEqual([{ title: 'Pagina non trovata | NBT' }, { name: 'robots', content: 'noindex' }]);
  });

  it('keeps a missing page out of indexes, without alternates', () => {
    expect(notFoundHead('Veicolo non trovato')).toEqual({
      meta: [{ title: 'Veicolo non trovato | NBT' }, { name: 'robots', content: 'noindex' }],
      links: [],
      scripts: [],
    });
  });
});

describe('documentTitle', () => {
  it('adds the firm’s brand after the page’s words, or before them for the home page', () => {
    expect(documentTitle('Servizi Flotta')).toBe('Servizi Flotta | NBT');
    expect(documentTitle('Noleggio auto di lusso', 'before')).toBe('NBT | Noleggio auto di lusso');
  });
});

describe('pageHead, in the browser', () => {
  it('keeps the tags a visitor sees and leaves out what only crawlers read', () => {
    const head = pageHead(
      { context: { locale: 'de', origin: ORIGIN, i18n } },
      { path: '/', title: 'T', description: 'D', jsonLd: [{}] },
    );
    expect(head.meta).toEqual([
      { title: 'T | NBT' },
      { name: 'description', content: 'D' },
      { property: 'og:title', content: 'T | NBT' },
      { property: 'og:type', content: 'website' },
    ]);
    expect(head.links).toEqual([]);
    expect(head.scripts).toEqual([]);
  });
});
