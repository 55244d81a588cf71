import { EXAMPLE_MINI_EXCAVATOR, EXAMPLE_TRACTOR } from '@nbt/validation/examples';
import { TRANSLATION_LANGUAGES } from '@nbt/validation/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, ORIGIN, textOf, WEB_APP } from './pages-helpers.js';

/** The vehicle page's lists of facts a buyer reads: the sale facts, a truck's or machine's figures, the technical ones. */
const FACT_LISTS = ['sale-facts', 'heavy-figures', 'technical-specs', 'performance'];

/** A fact as the page writes it: its list, label and value, and whether the value is the office's own (Italian) text. */
interface ServedFact {
  list: string;
  label: string;
  value: string;
  office: boolean;
}

/** Every fact of the page's fact lists, in order. */
function factsOf(html: string): ServedFact[] {
  const facts: ServedFact[] = [];
  for (const list of FACT_LISTS) {
    const start = html.indexOf(`data-testid="${list}"`);
    if (start === -1) continue;
    const body = html.slice(start, html.indexOf('</dl>', start));
    for (const [, label, attributes, value] of body.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd([^>]*)>([\s\S]*?)<\/dd>/g)) {
      facts.push({ list, label: textOf(label!), value: textOf(value!), office: /\blang="it"/.test(attributes!) });
    }
  }
  return facts;
}

/**
 * Whether a text has words once numbers, units and wheel formulas are taken out ('26 t', '6,7 m',
 * '1.200 h', '6x2' read the same in every language).
 */
const hasWords = (text: string) =>
  /\p{L}/u.test(text.replace(/\d+x\d+/g, '').replace(/\b(km|kg|kW|kWh|t|m|h|cc|g|l)\b|m³/g, ''));

/**
 * Words spelt as in Italian in a language, rightly: 'SUV' everywhere, 'No' in English and Spanish, a
 * car's category in German, a truck's in French, and Spanish's own 'Cabina', 'Cambio', 'Peso operativo' and CV.
 */
const SAME_AS_ITALIAN: Record<string, readonly string[]> = {
  en: ['SUV', 'No', 'Diesel'],
  fr: ['SUV', 'Diesel', 'Camion'],
  de: ['SUV', 'Diesel', 'Auto'],
  es: ['SUV', 'No', 'Diesel', 'Cabina', 'Cambio', 'Peso operativo', '140 kW (190 CV)', '375 kW (510 CV)'],
  zh: ['SUV'],
  ar: ['SUV'],
};

/**
 * The vehicle page's facts of a car, a truck and a machine for sale, as the server writes them in
 * each language: no label or value left in Italian, save the office's own words (marked lang="it").
 */
describe('the sale facts of the vehicle page, language by language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const forSale = {
    listing_type: 'sale' as const,
    price_per_day: null,
    sale_price_euros: 48_000,
    condition: 'usato' as const,
    first_registration: '2023-03',
    previous_owners: 1,
    warranty_months: 12,
    service_history: true,
    vat_deductible: false,
  };

  it('are all translated on a car, a truck and a machine in the six other languages', async () => {
    const car = await addVehicle(t, {
      ...forSale,
      body_type: 'suv',
      consumption_l_100km: 6.4,
      co2_g_km: 168,
      kerb_weight_kg: 1_650,
      horsepower: 190,
      engine_displacement: 1_995,
    });
    const truck = await addVehicle(t, { ...forSale, ...EXAMPLE_TRACTOR });
    const machine = await addVehicle(t, { ...EXAMPLE_MINI_EXCAVATOR, ...forSale });
    const left: string[] = [];
    for (const vehicle of [car, truck, machine]) {
      const served = async (prefix: string) => {
        const page = await t.app.inject({ method: 'GET', url: `${prefix}/veicoli/${vehicle.id}` });
        expect(page.statusCode).toBe(200);
        return factsOf(page.body);
      };
      const italian = await served('');
      expect(italian.filter((fact) => fact.list === 'sale-facts').length, vehicle.model).toBeGreaterThanOrEqual(5);
      for (const language of TRANSLATION_LANGUAGES) {
        const facts = await served(`/${language}`);
        expect(facts.map((fact) => fact.list)).toEqual(italian.map((fact) => fact.list));
        facts.forEach((fact, index) => {
          const source = italian[index]!;
          const same = (text: string, it: string) =>
            text === it && hasWords(text) && !SAME_AS_ITALIAN[language]!.includes(text);
          if (same(fact.label, source.label)) left.push(`${language} ${vehicle.model}: label '${fact.label}'`);
          if (!fact.office && same(fact.value, source.value)) {
            left.push(`${language} ${vehicle.model}: ${source.label} '${fact.value}'`);
          }
        });
      }
    }
    expect(left).toEqual([]);
  });
});
