import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import {
  IconBackhoe,
  IconCalendar,
  IconCar,
  IconClock,
  IconGasStation,
  IconRoad,
  IconTir,
  IconWeight,
  type Icon,
} from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { conditionLabel, shortMonth } from '../../../lib/presentation/card-facts';
import { type HeavyFigure, heavyFigure } from '../../../lib/presentation/heavy-figures';
import { fuelLabel } from '../../../lib/presentation/vehicles';
import { useLocale } from '../use-locale';

/** The heavy figures a card has room for, each with its icon: what a haulier or a site manager reads first. */
const CARD_FIGURES: Partial<Record<Vehicle['vehicle_category'], [HeavyFigure, Icon][]>> = {
  camion: [['payload', IconWeight]],
  movimento_terra: [
    ['type', IconBackhoe],
    ['hours', IconClock],
    ['operating', IconWeight],
  ],
};

/**
 * A card's few facts: the year (or the month of first registration a buyer reads), then a car's
 * kilometres and fuel, a truck's kilometres, payload and axles, a machine's type, engine hours and
 * operating weight; and the condition of one for sale. A figure the office did not state is left out.
 */
// The card's stylesheet draws the list (`className`): a stylesheet of its own would be one more file for every list.
export function CardSpecs({ vehicle, className }: { vehicle: Vehicle; className?: string | undefined }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const forSale = vehicle.listing_type !== 'rental';
  const facts: [key: string, Icon: Icon, text: string][] = [
    [
      'year',
      IconCalendar,
      forSale && vehicle.first_registration ? shortMonth(vehicle.first_registration, locale) : String(vehicle.year),
    ],
  ];
  // A machine's odometer reads nothing: its use is its engine hours.
  if (vehicle.vehicle_category !== 'movimento_terra') {
    facts.push(['km', IconRoad, t`${formatNumber(vehicle.kilometers, locale)} km`]);
  }
  const stated = facts.length;
  for (const [key, Icon] of CARD_FIGURES[vehicle.vehicle_category] ?? []) {
    const value = heavyFigure(vehicle, key, i18n, locale);
    if (value !== null) facts.push([key, Icon, value]);
  }
  // A bare number beside an icon would not say what it counts.
  const axles = vehicle.vehicle_category === 'camion' ? vehicle.axles : null;
  if (axles !== null) facts.push(['axles', IconTir, t`${plural(axles, { one: '# asse', other: '# assi' })}`]);
  // A car's fuel, or a truck's when it states neither payload nor axles.
  if (facts.length === stated && vehicle.vehicle_category !== 'movimento_terra') {
    facts.push(['fuel', IconGasStation, fuelLabel(i18n, vehicle.fuel_type)]);
  }
  if (forSale && vehicle.condition) facts.push(['condition', IconCar, conditionLabel(i18n, vehicle.condition)]);
  return (
    <ul className={className} aria-label={t`Caratteristiche principali`}>
      {facts.map(([key, Icon, text]) => (
        <li key={key} data-fact={key}>
          <Icon size={16} stroke={1.6} aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
