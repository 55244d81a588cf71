import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Vehicle } from '@nbt/validation';
import { COMPANY, vehicleTextIn } from '@nbt/validation/rules';
import { formatNumber } from './format';
import { localeOf } from './i18n';
import { truncateText } from './page-meta';
import { fuelLabel } from './presentation/vehicles';

// Its messages are the vehicle page's (lingui.config.ts), loaded with that page, not with every page.

type DescribedVehicle = Pick<
  Vehicle,
  | 'brand'
  | 'model'
  | 'year'
  | 'kilometers'
  | 'fuel_type'
  | 'listing_type'
  | 'description'
  | 'features'
  | 'color'
  | 'translations'
>;

/**
 * The vehicle's own description (the office's words) in the page's language, else in Italian,
 * shortened for previews; without one, a summary of its facts in the page's language. `language`
 * says which of the two the text is in.
 */
export function vehiclePageDescription(vehicle: DescribedVehicle, i18n: I18n): { text: string; language: string } {
  const locale = localeOf(i18n.locale);
  const own = vehicleTextIn(vehicle, locale);
  if (own.description.trim()) {
    return { text: truncateText(own.description), language: own.italian.description ? 'it' : locale };
  }
  const name = `${vehicle.brand} ${vehicle.model}`;
  const year = vehicle.year;
  const kilometers = formatNumber(vehicle.kilometers, locale);
  const fuel = fuelLabel(i18n, vehicle.fuel_type);
  const firm = COMPANY.brand;
  const summary = {
    rental: msg`${name} del ${year}, ${kilometers} km, ${fuel}: a noleggio da ${firm}, alle porte di Milano.`,
    sale: msg`${name} del ${year}, ${kilometers} km, ${fuel}: in vendita da ${firm}, alle porte di Milano.`,
    both: msg`${name} del ${year}, ${kilometers} km, ${fuel}: a noleggio e in vendita da ${firm}, alle porte di Milano.`,
  }[vehicle.listing_type];
  return { text: truncateText(i18n._(summary)), language: locale };
}
