import type { I18n } from '@lingui/core';
import {
  COMPANY,
  FIRM_OPENING_HOURS,
  type Office,
  parseDayHours,
  photoAddress,
  type Vehicle,
  vehicleImages,
  vehicleTextIn,
  type Weekday,
  WEEKDAYS,
} from '@nbt/validation';
import { cvToKw, type VehicleCondition } from '@nbt/validation/rules';
import { localeOf } from './i18n';
import { absoluteUrl } from './page-meta';
import { vehiclePageDescription } from './vehicle-page-description';
import { shownPrices, showsRentalPrice, TAB_LABELS } from './presentation/vehicles';

/** schema.org JSON-LD objects for search engines (https://schema.org/Car, /AutoDealer). */
type JsonLd = Record<string, unknown>;

const SCHEMA_DAYS: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

const AVAILABILITY: Record<Vehicle['status'], string> = {
  disponibile: 'https://schema.org/InStock',
  in_trattativa: 'https://schema.org/LimitedAvailability',
  venduto: 'https://schema.org/SoldOut',
};

/** A km 0 or ex-company car has been registered to someone: used, as schema.org counts it. */
const ITEM_CONDITION: Record<VehicleCondition, string> = {
  nuovo: 'https://schema.org/NewCondition',
  usato: 'https://schema.org/UsedCondition',
  km0: 'https://schema.org/UsedCondition',
  aziendale: 'https://schema.org/UsedCondition',
};

/** The Open Graph `product:condition` of a vehicle; none when the office did not state it. */
export function productCondition(condition: VehicleCondition | null): 'new' | 'used' | undefined {
  if (condition === null) return undefined;
  return condition === 'nuovo' ? 'new' : 'used';
}

/** A product's condition as schema.org names it, for every category; none when the office did not state it. */
function itemCondition(vehicle: Vehicle): JsonLd {
  return vehicle.condition === null ? {} : { itemCondition: ITEM_CONDITION[vehicle.condition] };
}

/** A road vehicle's buyer's facts the office stated, as schema.org's Vehicle names them (a fact not stated is left out). */
function saleFacts(vehicle: Vehicle): JsonLd {
  const facts: JsonLd = itemCondition(vehicle);
  // A month as ISO 8601 writes it ('2021-03') is a valid schema.org Date.
  if (vehicle.first_registration !== null) facts.dateVehicleFirstRegistered = vehicle.first_registration;
  if (vehicle.previous_owners !== null) facts.numberOfPreviousOwners = vehicle.previous_owners;
  const consumption: JsonLd[] = [];
  if (vehicle.consumption_l_100km !== null) {
    consumption.push({ '@type': 'QuantitativeValue', value: vehicle.consumption_l_100km, unitText: 'L/100km' });
  }
  if (vehicle.consumption_kwh_100km !== null) {
    consumption.push({ '@type': 'QuantitativeValue', value: vehicle.consumption_kwh_100km, unitText: 'kWh/100km' });
  }
  if (consumption.length > 0) facts.fuelConsumption = consumption.length === 1 ? consumption[0] : consumption;
  if (vehicle.co2_g_km !== null) {
    facts.emissionsCO2 = vehicle.co2_g_km;
  }
  return facts;
}

/** GoodRelations business functions, which schema.org uses to tell a sale from a rental. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

function seller(origin: string): JsonLd {
  return { '@type': 'AutoDealer', name: COMPANY.brand, url: absoluteUrl(origin, '/') };
}

/** One Offer per way the vehicle is offered, with the prices the vehicle shows. */
function vehicleOffers(vehicle: Vehicle, url: string, origin: string): JsonLd[] {
  const prices = shownPrices(vehicle);
  const base = { '@type': 'Offer', url, availability: AVAILABILITY[vehicle.status], seller: seller(origin) };
  const offers: JsonLd[] = [];
  if (vehicle.listing_type === 'sale' || vehicle.listing_type === 'both') {
    const price = prices.sale;
    offers.push({
      ...base,
      businessFunction: SELL,
      ...(price !== null ? { price, priceCurrency: 'EUR' } : {}),
    });
  }
  if (vehicle.listing_type === 'rental' || vehicle.listing_type === 'both') {
    const cents = prices.daily;
    offers.push({
      ...base,
      businessFunction: LEASE_OUT,
      ...(cents !== null
        ? {
            priceCurrency: 'EUR',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: cents / 100,
              priceCurrency: 'EUR',
              unitCode: 'DAY',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
            },
          }
        : {}),
    });
  }
  return offers;
}

const kilograms = (value: number): JsonLd => ({ '@type': 'QuantitativeValue', value, unitCode: 'KGM' });

/** The figures only some categories state, as schema.org names them; none when not stated. */
function stated(entries: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null && value !== undefined));
}

/**
 * A car as a `Car`, a truck as a `Vehicle` (its weights and axles, and a rental truck's special
 * usage), an earth-moving machine as a `Product` (schema.org's vehicles are road vehicles: no
 * odometer, doors or seats), each with its offers; `url` is the page's own address, `site` where it
 * is served (its photos under `photosBase`), `i18n` its language.
 */
export function vehicleJsonLd(
  vehicle: Vehicle,
  url: string,
  site: { origin: string; photosBase?: string | undefined },
  i18n: I18n,
): JsonLd {
  const { origin, photosBase } = site;
  const description = vehiclePageDescription(vehicle, i18n);
  const text = vehicleTextIn(vehicle, i18n.locale);
  const common = {
    '@context': 'https://schema.org',
    name: `${vehicle.brand} ${vehicle.model}`,
    url,
    // Italian where the office wrote none in the page's language: a JSON-LD language-tagged value
    // says so, since schema.org's Product has no `inLanguage` (a CreativeWork's).
    description:
      description.language === localeOf(i18n.locale)
        ? description.text
        : { '@value': description.text, '@language': description.language },
    brand: { '@type': 'Brand', name: vehicle.brand },
    model: vehicle.model,
    color: text.color,
    image: vehicleImages(vehicle).map((image) => absoluteUrl(origin, photoAddress(image, photosBase))),
    offers: vehicleOffers(vehicle, url, origin),
  };
  if (vehicle.vehicle_category === 'movimento_terra') {
    return {
      '@type': 'Product',
      ...common,
      category: i18n._(TAB_LABELS['movimento-terra']),
      ...itemCondition(vehicle),
      ...stated({
        weight: vehicle.operating_weight_kg === null ? null : kilograms(vehicle.operating_weight_kg),
        productionDate: String(vehicle.year),
      }),
    };
  }
  const engine: JsonLd = {};
  if (vehicle.engine_displacement !== null) {
    engine.engineDisplacement = { '@type': 'QuantitativeValue', value: vehicle.engine_displacement, unitCode: 'CMQ' };
  }
  if (vehicle.horsepower !== null) {
    // In kW (UN/CEFACT KWT), as the registration papers state it; the CV figure beside it.
    engine.enginePower = [
      { '@type': 'QuantitativeValue', value: Math.round(cvToKw(vehicle.horsepower)), unitCode: 'KWT' },
      { '@type': 'QuantitativeValue', value: vehicle.horsepower, unitCode: 'BHP' },
    ];
  }
  const truck = vehicle.vehicle_category === 'camion';
  return {
    '@type': truck ? 'Vehicle' : 'Car',
    ...common,
    vehicleModelDate: String(vehicle.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.kilometers, unitCode: 'KMT' },
    fuelType: vehicle.fuel_type,
    vehicleTransmission: vehicle.transmission,
    ...saleFacts(vehicle),
    // A truck that states no doors or seats holds 0 for them.
    ...stated({ numberOfDoors: vehicle.doors || null, seatingCapacity: vehicle.seats || null }),
    ...(truck
      ? stated({
          weightTotal: vehicle.gross_weight_kg === null ? null : kilograms(vehicle.gross_weight_kg),
          payload: vehicle.payload_kg === null ? null : kilograms(vehicle.payload_kg),
          numberOfAxles: vehicle.axles,
          vehicleSpecialUsage: showsRentalPrice(vehicle.listing_type) ? 'https://schema.org/RentalVehicleUsage' : null,
        })
      : {}),
    ...(Object.keys(engine).length > 0 ? { vehicleEngine: { '@type': 'EngineSpecification', ...engine } } : {}),
  };
}

/** Days with the same hours grouped into one OpeningHoursSpecification each; closed days and words left out. */
export function openingHoursSpecification(hours: Partial<Record<Weekday, string>>): JsonLd[] {
  const groups = new Map<string, { days: Weekday[]; opens: string; closes: string }>();
  for (const day of WEEKDAYS) {
    const read = parseDayHours(hours[day] ?? '');
    for (const [opens, closes] of read.kind === 'open' ? read.ranges : []) {
      const key = `${opens}-${closes}`;
      const group = groups.get(key) ?? { days: [], opens, closes };
      group.days.push(day);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => SCHEMA_DAYS[day]),
    opens: group.opens,
    closes: group.closes,
  }));
}

function officeAddress(office: Office | undefined): JsonLd {
  if (!office) {
    return {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.province,
      postalCode: COMPANY.address.postalCode,
      addressCountry: 'IT',
    };
  }
  const country = office.country.trim();
  return {
    '@type': 'PostalAddress',
    ...(office.address ? { streetAddress: office.address } : {}),
    ...(office.city ? { addressLocality: office.city } : {}),
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: !country || country.toLowerCase() === 'italia' ? 'IT' : country,
  };
}

function officeContact(office: Office | undefined) {
  return {
    telephone: office?.phone || COMPANY.phone,
    email: office?.email || COMPANY.email,
    address: officeAddress(office),
    openingHoursSpecification: openingHoursSpecification(office ? office.openingHours : FIRM_OPENING_HOURS),
  };
}

/**
 * The firm as an `AutoDealer` (home page): the main office's address, contacts and opening hours
 * (the fixed ones when no office is configured); the other active offices as departments.
 */
export function dealerJsonLd(offices: readonly Office[], origin: string, description: string): JsonLd {
  const active = offices.filter((office) => office.isActive);
  const main = active.find((office) => office.isMainOffice) ?? active[0];
  const others = active.filter((office) => office !== main);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': absoluteUrl(origin, '/#organization'),
    name: COMPANY.brand,
    legalName: COMPANY.legalName,
    description,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    image: absoluteUrl(origin, '/favicon.svg'),
    foundingDate: String(COMPANY.foundedYear),
    vatID: COMPANY.vatNumber,
    areaServed: { '@type': 'Country', name: 'Italia' },
    geo: { '@type': 'GeoCoordinates', latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude },
    sameAs: Object.values(COMPANY.social),
    ...officeContact(main),
    ...(others.length > 0
      ? {
          department: others.map((office) => ({
            '@type': 'AutoDealer',
            name: `${COMPANY.brand} - ${office.name}`,
            ...officeContact(office),
          })),
        }
      : {}),
  };
}
