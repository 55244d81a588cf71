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
  | 'engine_hours'
  | 'vehicle_category'
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
  const fuel = fuelLabel(i18n, vehicle.fuel_type);
  const firm = COMPANY.brand;
  // What the vehicle has done, as its page says it: a machine's engine hours (its odometer reads
  // nothing), else the kilometres; nothing for a machine whose hours are not known.
  const kilometers = formatNumber(vehicle.kilometers, locale);
  const hours = vehicle.engine_hours === null ? null : formatNumber(vehicle.engine_hours, locale);
  const use =
    vehicle.vehicle_category !== 'movimento_terra'
      ? i18n._(msg`${kilometers} km`)
      : hours === null
        ? null
        : i18n._(msg`${hours} h`);
  const summary =
    use === null
      ? {
          rental: msg`${name} del ${year}, ${fuel}: a noleggio da ${firm}, alle porte di Milano.`,
          sale: msg`${name} del ${year}, ${fuel}: in vendita da ${firm}, alle porte di Milano.`,
          both: msg`${name} del ${year}, ${fuel}: a noleggio e in vendita da ${firm}, alle porte di Milano.`,
        }
      : {
          rental: msg`${name} del ${year}, ${use}, ${fuel}: a noleggio da ${firm}, alle porte di Milano.`,
          sale: msg`${name} del ${year}, ${use}, ${fuel}: in vendita da ${firm}, alle porte di Milano.`,
          both: msg`${name} del ${year}, ${use}, ${fuel}: a noleggio e in vendita da ${firm}, alle porte di Milano.`,
        };
  return { text: truncateText(i18n._(summary[vehicle.listing_type])), language: locale };
}
