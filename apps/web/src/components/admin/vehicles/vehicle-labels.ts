import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  FUEL_TYPES,
  LISTING_TYPES,
  TRANSMISSIONS,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  type ListingType,
  type VehicleCategory,
  type VehicleStatus,
} from '@nbt/validation';

type FuelType = (typeof FUEL_TYPES)[number];
type Transmission = (typeof TRANSMISSIONS)[number];

const FUEL_LABELS: Record<FuelType, MessageDescriptor> = {
  benzina: msg`Benzina`,
  diesel: msg`Diesel`,
  ibrido: msg`Ibrido`,
  elettrico: msg`Elettrico`,
};

const TRANSMISSION_LABELS: Record<Transmission, MessageDescriptor> = {
  manuale: msg`Manuale`,
  automatico: msg`Automatico`,
};

const CATEGORY_LABELS: Record<VehicleCategory, MessageDescriptor> = {
  auto: msg`Auto`,
  camion: msg`Camion`,
};

const LISTING_LABELS: Record<ListingType, MessageDescriptor> = {
  rental: msg`Noleggio`,
  sale: msg`Vendita`,
  both: msg`Noleggio e Vendita`,
};

/** The status badge's words and colours. */
const STATUS_LABELS: Record<VehicleStatus, MessageDescriptor> = {
  disponibile: msg`Disponibile`,
  in_trattativa: msg`In Trattativa`,
  venduto: msg`Venduto`,
};

export function statusColor(status: string): 'green' | 'orange' | 'red' {
  if (status === 'disponibile') return 'green';
  if (status === 'in_trattativa') return 'orange';
  return 'red';
}

/** Anything but disponibile and in_trattativa reads as sold. */
export function statusLabel(status: string, i18n: I18n): string {
  if (status === 'disponibile' || status === 'in_trattativa') return i18n._(STATUS_LABELS[status]);
  return i18n._(STATUS_LABELS.venduto);
}

/** Stored values outside the form's list (fuel_type and transmission are free text up to 50) show as they are. */
export function fuelLabel(value: string, i18n: I18n): string {
  return Object.hasOwn(FUEL_LABELS, value) ? i18n._(FUEL_LABELS[value as FuelType]) : value;
}

export function transmissionLabel(value: string, i18n: I18n): string {
  return Object.hasOwn(TRANSMISSION_LABELS, value) ? i18n._(TRANSMISSION_LABELS[value as Transmission]) : value;
}

export function categoryLabel(value: VehicleCategory, i18n: I18n): string {
  return i18n._(CATEGORY_LABELS[value]);
}

export function listingLabel(value: ListingType, i18n: I18n): string {
  return i18n._(LISTING_LABELS[value]);
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options of a select, keeping a stored value that is not among them so editing never loses it. */
function withCurrent(options: SelectOption[], current: string | undefined): SelectOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

export function fuelOptions(i18n: I18n, current?: string): SelectOption[] {
  return withCurrent(
    FUEL_TYPES.map((value) => ({ value, label: fuelLabel(value, i18n) })),
    current,
  );
}

export function transmissionOptions(i18n: I18n, current?: string): SelectOption[] {
  return withCurrent(
    TRANSMISSIONS.map((value) => ({ value, label: transmissionLabel(value, i18n) })),
    current,
  );
}

export function categoryOptions(i18n: I18n): SelectOption[] {
  return VEHICLE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));
}

export function listingOptions(i18n: I18n): SelectOption[] {
  return LISTING_TYPES.map((value) => ({ value, label: listingLabel(value, i18n) }));
}

export function statusOptions(i18n: I18n): SelectOption[] {
  return VEHICLE_STATUSES.map((value) => ({ value, label: statusLabel(value, i18n) }));
}
