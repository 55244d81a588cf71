import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import { vehicleTextIn } from '@nbt/validation/rules';
import { formatDailyPrice, formatNumber, formatSalePrice } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n';
import {
  HEAVY_FIGURE_LABELS,
  HEAVY_FIGURES,
  type HeavyFigure,
  heavyFigure,
} from '../../../lib/presentation/heavy-figures';
import {
  bodyTypeLabel,
  conditionLabel,
  formatDecimal,
  formatMonth,
  formatPower,
} from '../../../lib/presentation/sale-facts';
import { capitalize, fuelLabel, shownPrices, transmissionLabel } from '../../../lib/presentation/vehicles';

/** A vehicle's value on a line; `lang` 'it' for the office's own words shown on a page in another language. */
export interface CompareValue {
  text: string;
  lang?: 'it' | undefined;
}

/** One line of the comparison: its label and each vehicle's value (null: not stated, or hidden). */
export interface CompareRow {
  key: string;
  label: string;
  values: (CompareValue | null)[];
  /** The vehicles do not all read the same here: the row is marked. */
  differs: boolean;
}

type Fact = (vehicle: Vehicle, i18n: I18n, locale: Locale) => string | CompareValue | null;

const yesNo = (i18n: I18n, value: boolean | null) => (value === null ? null : i18n._(value ? msg`Sì` : msg`No`));

/**
 * What a buyer compares, in the order a listing reads: price, age and use, the buyer's facts, a truck's
 * or a machine's figures, the engine, the body.
 */
const FACTS: [key: string, label: MessageDescriptor, fact: Fact][] = [
  ['sale', msg`Prezzo di vendita`, (v, _, locale) => nullable(shownPrices(v).sale, (p) => formatSalePrice(p, locale))],
  [
    'daily',
    msg`Prezzo al giorno`,
    (v, _, locale) => nullable(shownPrices(v).daily, (p) => formatDailyPrice(p, locale)),
  ],
  ['year', msg`Anno`, (v) => String(v.year)],
  ['registration', msg`Prima immatricolazione`, (v, _, l) => nullable(v.first_registration, (m) => formatMonth(m, l))],
  [
    'km',
    msg`Chilometraggio`,
    (v, i18n, l) => {
      // A machine's odometer reads nothing: its use is its engine hours, the next line.
      if (v.vehicle_category === 'movimento_terra') return null;
      const kilometers = formatNumber(v.kilometers, l);
      return i18n._(msg`${kilometers} km`);
    },
  ],
  heavyFact('hours'),
  ['condition', msg`Condizione`, (v, i18n) => nullable(v.condition, (c) => conditionLabel(i18n, c))],
  ['owners', msg`Proprietari precedenti`, (v, _, l) => nullable(v.previous_owners, (n) => formatNumber(n, l))],
  [
    'warranty',
    msg`Garanzia`,
    (v, i18n) =>
      nullable(v.warranty_months, (months) => (months === 0 ? i18n._(msg`Nessuna`) : i18n._(msg`${months} mesi`))),
  ],
  ['services', msg`Tagliandi certificati`, (v, i18n) => yesNo(i18n, v.service_history)],
  ['vat', msg`IVA esposta`, (v, i18n) => yesNo(i18n, v.vat_deductible)],
  // What a haulier and a site manager compare: a car states none of them, so their lines show only
  // when a truck or a machine is compared.
  ...HEAVY_FIGURES.filter((figure) => figure !== 'hours').map(heavyFact),
  ['fuel', msg`Carburante`, (v, i18n) => fuelLabel(i18n, v.fuel_type)],
  ['transmission', msg`Cambio`, (v, i18n) => transmissionLabel(i18n, v.transmission)],
  ['power', msg`Potenza`, (v, i18n, l) => nullable(v.horsepower, (cv) => formatPower(i18n, cv, l))],
  [
    'displacement',
    msg`Cilindrata`,
    (v, i18n, l) =>
      nullable(v.engine_displacement, (value) => {
        const cc = formatNumber(value, l);
        return i18n._(msg`${cc} cc`);
      }),
  ],
  ['consumption', msg`Consumo combinato`, (v, i18n, l) => consumption(v, i18n, l)],
  [
    'co2',
    msg`Emissioni CO2`,
    (v, i18n, l) =>
      nullable(v.co2_g_km, (value) => {
        const co2 = formatNumber(value, l);
        return i18n._(msg`${co2} g/km`);
      }),
  ],
  // The office's own words: Italian on every page.
  ['euro', msg`Classe Euro`, (v) => (v.fuel_regulation ? { text: v.fuel_regulation, lang: 'it' } : null)],
  [
    'novice',
    msg`Guidabile da neopatentati`,
    (v, i18n) => nullable(v.novice_driver_ok, (ok) => i18n._(ok ? msg`Sì` : msg`No`)),
  ],
  ['body', msg`Carrozzeria`, (v, i18n) => nullable(v.body_type, (body) => bodyTypeLabel(i18n, body))],
  [
    'weight',
    msg`Massa a vuoto`,
    (v, i18n, l) =>
      nullable(v.kerb_weight_kg, (value) => {
        const kg = formatNumber(value, l);
        return i18n._(msg`${kg} kg`);
      }),
  ],
  ['doors', msg`Porte`, (v, _, l) => (v.doors > 0 ? formatNumber(v.doors, l) : null)],
  ['seats', msg`Posti`, (v, _, l) => (v.seats > 0 ? formatNumber(v.seats, l) : null)],
  [
    'color',
    msg`Colore`,
    (v, _, l) => {
      const text = vehicleTextIn(v, l);
      const color = capitalize(text.color);
      return color ? { text: color, lang: text.italian.color ? 'it' : undefined } : null;
    },
  ],
];

/** A truck's or a machine's figure; the cab as the office wrote it, in Italian on every page. */
function heavyFact(figure: HeavyFigure): [string, MessageDescriptor, Fact] {
  return [
    figure,
    HEAVY_FIGURE_LABELS[figure],
    (v, i18n, l) => {
      const text = heavyFigure(v, figure, i18n, l);
      return text !== null && figure === 'cab' ? { text, lang: 'it' } : text;
    },
  ];
}

/** Litres, or kWh for an electric car, per 100 km. */
function consumption(vehicle: Vehicle, i18n: I18n, locale: Locale): string | null {
  if (vehicle.consumption_l_100km !== null) {
    const litres = formatDecimal(vehicle.consumption_l_100km, locale);
    return i18n._(msg`${litres} l/100 km`);
  }
  if (vehicle.consumption_kwh_100km === null) return null;
  const kwh = formatDecimal(vehicle.consumption_kwh_100km, locale);
  return i18n._(msg`${kwh} kWh/100 km`);
}

function nullable<T>(value: T | null, format: (value: T) => string): string | null {
  return value === null ? null : format(value);
}

/**
 * The comparison's lines for these vehicles: a fact none of them states is left out; a line whose
 * values are not all the same (a stated value against an unstated one included) differs.
 */
export function compareRows(vehicles: readonly Vehicle[], i18n: I18n, locale: Locale): CompareRow[] {
  return FACTS.flatMap(([key, label, fact]) => {
    const values = vehicles.map((vehicle) => {
      const value = fact(vehicle, i18n, locale);
      return typeof value === 'string' ? { text: value } : value;
    });
    if (values.every((value) => value === null)) return [];
    const differs = vehicles.length > 1 && new Set(values.map((value) => value?.text)).size > 1;
    return [{ key, label: i18n._(label), values, differs }];
  });
}
