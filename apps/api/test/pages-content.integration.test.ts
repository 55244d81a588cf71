import { insertOffice } from '@nbt/db/offices';
import { demoMainOffice } from '@nbt/db/seed';
import { COMPANY } from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { between, linkNamed, linksOf, textOf, titleOf, WEB_APP } from './pages-helpers.js';

const NEW_TAB = '(si apre in una nuova scheda)';

/**
 * What the served pages say before any script runs: the footer every page shares, the home page's
 * sections, the fleet services page and the two policies. What the visitor does with them (menus,
 * scrolling, the map, the FAQ) is the browser suite's.
 */
describe('the served pages’ content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, WEB_APP);
    // The main office the demo data adds: the footer and the contact blocks read it.
    await insertOffice(t.database.db, demoMainOffice);
    // Loading the web app's server bundle takes a while on a busy machine.
  }, 60_000);
  afterAll(() => t?.close());

  async function page(url: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  }

  it('writes the footer: the main office with its hours, the links and the company’s details', async () => {
    const footer = between(await page('/cookie-policy'), '<footer', '</footer>');
    const contacts = between(footer, 'aria-labelledby="footer-contatti"', '</section>');
    expect(textOf(contacts)).toContain(
      "Sede principale Via dell'Esempio 1 20057 Assago +39 02 0000 0000 info@nbt-esempio.it " +
        'Orari di apertura: Lun-Ven 08:00-18:00 Sabato 08:00-13:00 Domenica Chiuso',
    );
    expect(linkNamed(contacts, '+39 02 0000 0000').href).toBe('tel:+390200000000');
    expect(linkNamed(contacts, COMPANY.email).href).toBe(`mailto:${COMPANY.email}`);

    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      expect(linkNamed(footer, `${name} ${NEW_TAB}`), name).toMatchObject({
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    }
    const names = (group: string) => linksOf(between(footer, `aria-labelledby="${group}"`, '</ul>')).map((l) => l.name);
    expect(names('footer-servizi')).toEqual([
      'Auto di Lusso',
      'Trasporti Pesanti',
      'Movimento Terra',
      'Autoriparazioni',
      'Autolavaggio',
    ]);
    expect(names('footer-flotta')).toEqual(['BMW', 'Mercedes', 'Audi', 'Mezzi Pesanti', 'Escavatori']);

    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} NBT Mobility S.r.l. — P.IVA IT00000000000`);
    expect(linkNamed(footer, 'Privacy Policy').href).toBe('/privacy-policy');
    expect(linkNamed(footer, 'Cookie Policy').href).toBe('/cookie-policy');
    expect(linkNamed(footer, /^Created by/).target).toBe('_blank');
    expect(linkNamed(footer, 'Area riservata').href).toBe('/admin');
  });

  it('writes the home page’s services, brands, company figures, directions and questions', async () => {
    const html = await page('/');
    const services = between(html, 'id="servizi"', '</section>');
    const cards = [...services.matchAll(/<article [^>]*>([\s\S]*?)<\/article>/g)].map(([, card = '']) => ({
      name: textOf(between(card, '<h3', '</h3>')),
      points: card.match(/<li[ >]/g)?.length,
    }));
    expect(cards).toEqual(
      [
        'Auto di Lusso',
        'Trasporti Pesanti',
        'Movimento Terra',
        'Autoriparazioni',
        'Autolavaggio',
        'Assistenza Nazionale',
      ].map((name) => ({ name, points: 3 })),
    );

    const fleet = between(html, 'id="flotta"', '</section>');
    for (const brand of ['BMW', 'Mercedes', 'Audi']) {
      expect(between(fleet, `aria-label="Modelli ${brand}"`, '</ul>'), brand).toMatch(/<li[^>]*>[^<]+<\/li>/);
      expect(linkNamed(fleet, `Scopri i veicoli ${brand}`).href).toBe(`/veicoli?cerca=${brand}`);
    }

    const about = between(html, 'id="chi-siamo"', '</section>');
    expect(textOf(about)).toContain('7+ Anni');
    expect(textOf(about)).toContain('copertura in tutta Italia');
    expect(textOf(about)).toContain('clienti soddisfatti 200+');
    const reach = between(about, 'aria-labelledby="raggiungerci-title"', '</section>');
    expect(textOf(reach)).toContain("Come Raggiungerci Via dell'Esempio 1, 20057 Assago (MI) +39 02 0000 0000");
    expect(linkNamed(reach, '+39 02 0000 0000').href).toBe('tel:+390200000000');
    expect(linkNamed(reach, 'Ottieni Indicazioni')).toMatchObject({
      href: 'https://www.google.com/maps/dir/?api=1&destination=45.4086,9.1427',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    // The map is a button until the visitor asks for it: nothing of OpenStreetMap's in the page.
    expect(textOf(reach)).toContain('Carica la mappa');
    expect(reach).not.toContain('<iframe');

    const faq = between(html, 'id="faq"', '</section>');
    expect(
      [...faq.matchAll(/<button [^>]*aria-expanded="false"[^>]*>([\s\S]*?)<\/button>/g)].map(([, q]) => textOf(q!)),
    ).toEqual([
      "Quali documenti servono per noleggiare un'auto?",
      'Operate in tutta Italia?',
      'Offrite noleggi a lungo termine?',
      'Che tipo di assistenza offrite?',
    ]);
  });

  it('writes the fleet services page’s sections, claims and the main office’s contacts', async () => {
    const html = await page('/servizi-flotta');
    const main = between(html, '<main', '</main>');
    for (const id of ['veicoli', 'tir', 'contatti-flotta']) expect(main).toContain(`id="${id}"`);
    expect(textOf(main)).toContain('29+');
    expect(textOf(main)).toContain('24/7');
    expect(textOf(between(main, 'id="tir"', '</section>'))).toContain('Fino a 44 tonnellate di massa complessiva');
    const contacts = between(main, 'id="contatti-flotta"', '</section>');
    expect(textOf(contacts)).toContain('Risposta entro 2 ore');
    expect(textOf(contacts)).toContain('Sede principale');
    expect(linkNamed(contacts, '+39 02 0000 0000').href).toBe('tel:+390200000000');
    expect(linkNamed(contacts, COMPANY.email).href).toBe(`mailto:${COMPANY.email}`);
    expect(linkNamed(contacts, 'Richiedi Preventivo Personalizzato').href).toBe(
      '/?servizio=noleggio-flotte-aziendali#contatti',
    );
  });

  it('writes each policy with its date, its sections and a table of contents that reaches each of them', async () => {
    for (const [url, title, sections] of [
      ['/privacy-policy', 'Privacy Policy', 11],
      ['/cookie-policy', 'Cookie Policy', 8],
    ] as const) {
      const main = between(await page(url), '<main', '</main>');
      expect(titleOf(await page(url))).toBe(`${title} | NBT`);
      expect(textOf(between(main, '<h1', '</h1>'))).toBe(title);
      expect(textOf(main)).toContain('Ultimo aggiornamento: 27 gennaio 2025');
      expect(main).toMatch(/<time [^>]*datetime="2025-01-27"/i);
      const article = between(main, '<article', '</article>');
      const ids = [...article.matchAll(/<section [^>]*\bid="([^"]+)"/g)].map(([, id]) => `#${id}`);
      expect(article.match(/<h2[ >]/g), url).toHaveLength(sections);
      expect(ids).toHaveLength(sections);
      const toc = between(main, 'aria-labelledby="policy-toc-title"', '</nav>');
      expect(textOf(toc)).toContain('In questa pagina 1. ');
      expect(linksOf(toc).map((link) => link.href)).toEqual(ids);
    }

    const privacy = between(await page('/privacy-policy'), '<article', '</article>');
    expect(linkNamed(privacy, /www\.garanteprivacy\.it/)).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkNamed(privacy, 'Cookie Policy').href).toBe('/cookie-policy');

    const cookies = between(await page('/cookie-policy'), '<table', '</table>');
    expect(cookies).toMatch(/<th [^>]*>Nome<\/th>/);
    expect(cookies).toMatch(/<td[^>]*>cookie-consent<\/td>/);
  });
});
