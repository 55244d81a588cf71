import type { I18n } from '@lingui/core';
import { FUEL_TYPES, LISTING_TYPES, TRANSMISSIONS, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from '@nbt/validation';
import {
  categoryLabel,
  fuelLabel,
  listingLabel,
  statusLabel,
  transmissionLabel,
} from '../../../lib/presentation/vehicles';

/** The choices of the vehicle form's selects, in the active language. */

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
    FUEL_TYPES.map((value) => ({ value, label: fuelLabel(i18n, value) })),
    current,
  );
}

export function transmissionOptions(i18n: I18n, current?: string): SelectOption[] {
  return withCurrent(
    TRANSMISSIONS.map((value) => ({ value, label: transmissionLabel(i18n, value) })),
    current,
  );
}

export function categoryOptions(i18n: I18n): SelectOption[] {
  return VEHICLE_CATEGORIES.map((value) => ({ value, label: categoryLabel(i18n, value) }));
}

export function listingOptions(i18n: I18n): SelectOption[] {
  return LISTING_TYPES.map((value) => ({ value, label: listingLabel(i18n, value) }));
}

export function statusOptions(i18n: I18n): SelectOption[] {
  return VEHICLE_STATUSES.map((value) => ({ value, label: statusLabel(i18n, value) }));
}
