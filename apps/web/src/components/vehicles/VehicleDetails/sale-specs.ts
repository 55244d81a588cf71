import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import {
  IconCalendarEvent,
  IconCar,
  IconCloud,
  IconGasStation,
  IconLicense,
  IconReceiptTax,
  IconShieldCheck,
  IconSparkles,
  IconTool,
  IconUsers,
  IconWeight,
  type Icon,
} from '@tabler/icons-react';
import type { Locale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/format';
import { bodyTypeLabel, conditionLabel, formatMonth, formatDecimal } from '../../../lib/presentation/sale-facts';

/** One characteristic: its label, its value in the page's language, its icon. */
export interface FactSpec {
  key: string;
  label: string;
  value: string;
  Icon: Icon;
  /** The office's own words, written in Italian only (a truck's cab). */
  typed?: 'it';
}

/**
 * What a buyer compares, as far as the office stated it (a fact not stated is left out): first
 * registration, owners, warranty, services, VAT, condition, body, consumption, CO2, kerb weight,
 * and whether a newly licensed driver may drive the car.
 */
export function saleFactSpecs(vehicle: Vehicle, i18n: I18n, locale: Locale): FactSpec[] {
  const specs: FactSpec[] = [];
  const add = (key: string, label: string, value: string, Icon: Icon) => specs.push({ key, label, value, Icon });
  const yesNo = (value: boolean) => i18n._(value ? msg`Sì` : msg`No`);
  if (vehicle.condition !== null) {
    add('condition', i18n._(msg`Condizione`), conditionLabel(i18n, vehicle.condition), IconSparkles);
  }
  if (vehicle.first_registration !== null) {
    const month = formatMonth(vehicle.first_registration, locale);
    add('registration', i18n._(msg`Prima immatricolazione`), month, IconCalendarEvent);
  }
  if (vehicle.previous_owners !== null) {
    add('owners', i18n._(msg`Proprietari precedenti`), formatNumber(vehicle.previous_owners, locale), IconUsers);
  }
  if (vehicle.warranty_months !== null) {
    const months = vehicle.warranty_months;
    const value = months === 0 ? i18n._(msg`Nessuna`) : i18n._(msg`${months} mesi`);
    add('warranty', i18n._(msg`Garanzia`), value, IconShieldCheck);
  }
  if (vehicle.service_history !== null) {
    add('services', i18n._(msg`Tagliandi certificati`), yesNo(vehicle.service_history), IconTool);
  }
  if (vehicle.vat_deductible !== null) {
    add('vat', i18n._(msg`IVA esposta`), yesNo(vehicle.vat_deductible), IconReceiptTax);
  }
  if (vehicle.body_type !== null) {
    add('body', i18n._(msg`Carrozzeria`), bodyTypeLabel(i18n, vehicle.body_type), IconCar);
  }
  if (vehicle.consumption_l_100km !== null) {
    const litres = formatDecimal(vehicle.consumption_l_100km, locale);
    add('consumption', i18n._(msg`Consumo combinato`), i18n._(msg`${litres} l/100 km`), IconGasStation);
  } else if (vehicle.consumption_kwh_100km !== null) {
    const kwh = formatDecimal(vehicle.consumption_kwh_100km, locale);
    add('consumption', i18n._(msg`Consumo combinato`), i18n._(msg`${kwh} kWh/100 km`), IconGasStation);
  }
  if (vehicle.co2_g_km !== null) {
    const co2 = formatNumber(vehicle.co2_g_km, locale);
    add('co2', i18n._(msg`Emissioni CO2`), i18n._(msg`${co2} g/km`), IconCloud);
  }
  if (vehicle.kerb_weight_kg !== null) {
    const kg = formatNumber(vehicle.kerb_weight_kg, locale);
    add('weight', i18n._(msg`Massa a vuoto`), i18n._(msg`${kg} kg`), IconWeight);
  }
  if (vehicle.novice_driver_ok !== null) {
    const value = vehicle.novice_driver_ok ? msg`Sì, nei limiti di legge` : msg`No, oltre i limiti di legge`;
    add('novice', i18n._(msg`Guidabile da neopatentati`), i18n._(value), IconLicense);
  }
  return specs;
}
