import { EXAMPLE_FINANCE_TERMS } from '@nbt/validation/examples';
import { writeFinanceTerms } from '@nbt/db/finance';
import { financeExample } from '@nbt/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, jsonLd, metaContent, ORIGIN, WEB_APP } from './pages-helpers.js';

const TERMS = EXAMPLE_FINANCE_TERMS;

/** A car for sale's page as the server writes it: its buyer's facts for crawlers and the finance example. */
describe('a car for sale, served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const forSale = {
    listing_type: 'sale' as const,
    sale_price_euros: 50_000,
    price_per_day: null,
    condition: 'km0' as const,
    first_registration: '2023-03',
    previous_owners: 1,
    consumption_l_100km: 9.8,
    co2_g_km: 222,
    horsepower: 510,
  };

  it('tells its condition, first registration, owners, consumption, CO2 and power in kW', async () => {
    const car = await addVehicle(t, forSale);
    const html = (await get(`/veicoli/${car.id}`)).body;
    expect(metaContent(html, 'product:condition')).toBe('used');
    expect(jsonLd(html)[0]).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      dateVehicleFirstRegistered: '2023-03',
      numberOfPreviousOwners: 1,
      fuelConsumption: { '@type': 'QuantitativeValue', value: 9.8, unitText: 'L/100km' },
      emissionsCO2: 222,
      vehicleEngine: {
        enginePower: [
          { value: 375, unitCode: 'KWT' },
          { value: 510, unitCode: 'BHP' },
        ],
      },
    });
    const brandNew = await addVehicle(t, { ...forSale, condition: 'nuovo' });
    const fresh = (await get(`/veicoli/${brandNew.id}`)).body;
    expect(metaContent(fresh, 'product:condition')).toBe('new');
    expect(jsonLd(fresh)[0]).toMatchObject({ itemCondition: 'https://schema.org/NewCondition' });
  });

  it('writes the finance example with TAN and TAEG in the page’s language, and none without terms or price', async () => {
    const car = await addVehicle(t, forSale);
    const hidden = await addVehicle(t, { ...forSale, hide_price: true });
    await writeFinanceTerms(t.database.db, null);
    expect((await get(`/veicoli/${car.id}`)).body).not.toContain('data-testid="finance-block"');

    await writeFinanceTerms(t.database.db, TERMS);
    const example = financeExample(5_000_000, { ...TERMS })!;
    const html = (await get(`/veicoli/${car.id}`)).body;
    expect(html).toContain('data-testid="finance-block"');
    expect(html).toMatch(/Esempio rappresentativo: prezzo/);
    expect(html).toContain(`TAEG <bdi>${String(example.taegPercent).replace('.', ',')}%</bdi>`);
    expect(html).toContain(`href="/?veicolo=${car.id}&amp;anticipo=10000&amp;mesi=48#contatti"`);
    const german = (await get(`/de/veicoli/${car.id}`)).body;
    expect(german).toMatch(/Repräsentatives Beispiel: Preis/);
    expect((await get(`/veicoli/${hidden.id}`)).body).not.toContain('data-testid="finance-block"');
  });
});
