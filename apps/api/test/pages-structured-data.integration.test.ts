import { EXAMPLE_MINI_EXCAVATOR, EXAMPLE_TRACTOR } from '@nbt/validation/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from './build-app.js';
import { addVehicle, jsonLd, ORIGIN, WEB_APP } from './pages-helpers.js';

/** schema.org's properties of a Thing and a Product (https://schema.org/Product), those a listing may use. */
const PRODUCT = [
  'name',
  'url',
  'description',
  'image',
  'identifier',
  'sameAs',
  'brand',
  'model',
  'color',
  'category',
  'itemCondition',
  'offers',
  'weight',
  'productionDate',
  'purchaseDate',
  'releaseDate',
  'manufacturer',
  'sku',
  'mpn',
  'productID',
  'additionalProperty',
];
/** What https://schema.org/Vehicle adds to a Product. */
const VEHICLE = [
  ...PRODUCT,
  'bodyType',
  'dateVehicleFirstRegistered',
  'emissionsCO2',
  'fuelConsumption',
  'fuelType',
  'mileageFromOdometer',
  'numberOfAxles',
  'numberOfDoors',
  'numberOfPreviousOwners',
  'payload',
  'seatingCapacity',
  'vehicleEngine',
  'vehicleModelDate',
  'vehicleSpecialUsage',
  'vehicleTransmission',
  'weightTotal',
];
/** https://schema.org/Car adds only a car hire code and roof load. */
const CAR = [...VEHICLE, 'acrissCode', 'roofLoad'];
const OFFER = [
  'url',
  'availability',
  'seller',
  'businessFunction',
  'price',
  'priceCurrency',
  'priceSpecification',
  'itemCondition',
];
const ENGINE = ['engineDisplacement', 'enginePower', 'engineType', 'fuelType', 'torque'];
const PROPERTIES: Record<string, string[]> = { Product: PRODUCT, Vehicle: VEHICLE, Car: CAR };

/** The names an object uses that its schema.org type does not define (JSON-LD's own keywords aside). */
function unknownProperties(object: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(object).filter((key) => !key.startsWith('@') && !allowed.includes(key));
}

/** Each category's structured data, as a crawler reads it from the served page, against schema.org's types. */
describe("a vehicle's structured data, served", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN }, WEB_APP);
  });
  afterAll(() => t.close());

  const ldOf = async (id: number) => {
    const page = await t.app.inject({ method: 'GET', url: `/veicoli/${id}` });
    expect(page.statusCode).toBe(200);
    return jsonLd(page.body)[0]!;
  };
  const forSale = {
    listing_type: 'both' as const,
    price_per_day: 20_000,
    sale_price_euros: 60_000,
    condition: 'usato' as const,
  };

  it('names only properties of its type, for a car, a truck and a machine, each with its condition', async () => {
    const car = await addVehicle(t, {
      ...forSale,
      condition: 'km0' as const,
      first_registration: '2023-03',
      previous_owners: 1,
      consumption_l_100km: 6.1,
      co2_g_km: 140,
      horsepower: 150,
      engine_displacement: 1995,
    });
    const truck = await addVehicle(t, { ...forSale, ...EXAMPLE_TRACTOR });
    const machine = await addVehicle(t, { ...EXAMPLE_MINI_EXCAVATOR, ...forSale, condition: 'nuovo' as const });
    const expected = [
      [car, 'Car', 'https://schema.org/UsedCondition'],
      [truck, 'Vehicle', 'https://schema.org/UsedCondition'],
      [machine, 'Product', 'https://schema.org/NewCondition'],
    ] as const;
    for (const [vehicle, type, condition] of expected) {
      const ld = await ldOf(vehicle.id);
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe(type);
      expect(ld.itemCondition, type).toBe(condition);
      expect(unknownProperties(ld, PROPERTIES[type]!), type).toEqual([]);
      const offers = ld.offers as Record<string, unknown>[];
      expect(offers).toHaveLength(2);
      for (const offer of offers) expect(unknownProperties(offer, OFFER), `${type} offer`).toEqual([]);
      const engine = ld.vehicleEngine as Record<string, unknown> | undefined;
      if (engine) expect(unknownProperties(engine, ENGINE), `${type} engine`).toEqual([]);
    }
  });

  it('claims no condition for a machine whose office stated none', async () => {
    const machine = await addVehicle(t, {
      vehicle_category: 'movimento_terra',
      doors: null,
      seats: null,
      condition: null,
    });
    expect(await ldOf(machine.id)).not.toHaveProperty('itemCondition');
  });
});
