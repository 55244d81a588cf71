import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_OPENING_HOURS, type Office, type OfficeInput, type OpeningHours, type Weekday } from '@nbt/validation';

// A type alias (not an interface) so it fits the zod resolver's Record<string, unknown>.
/** What the office dialog edits: every field of OfficeInputSchema, as text the inputs hold. */
export type OfficeFormValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  openingHours: OpeningHours;
  isMainOffice: boolean;
  isActive: boolean;
  /** Hours between a return and the next pick-up; '' while the number input is empty. */
  turnaroundHours: number | '';
  /** The one-way fee in euros; '' when the office takes no car picked up elsewhere. */
  oneWayFeeEuros: number | '';
};

export const DEFAULT_COUNTRY = 'Italia';

export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  monday: msg`Lunedì`,
  tuesday: msg`Martedì`,
  wednesday: msg`Mercoledì`,
  thursday: msg`Giovedì`,
  friday: msg`Venerdì`,
  saturday: msg`Sabato`,
  sunday: msg`Domenica`,
};

/** The dialog's starting values: the office's own, or the defaults for a new one. */
export function officeFormValues(office?: Office): OfficeFormValues {
  if (!office) {
    return {
      name: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      postalCode: '',
      country: DEFAULT_COUNTRY,
      openingHours: { ...DEFAULT_OPENING_HOURS },
      isMainOffice: false,
      isActive: true,
      turnaroundHours: 0,
      oneWayFeeEuros: '',
    };
  }
  return {
    name: office.name,
    phone: office.phone,
    email: office.email,
    address: office.address,
    city: office.city,
    postalCode: office.postalCode,
    country: office.country || DEFAULT_COUNTRY,
    openingHours: { ...DEFAULT_OPENING_HOURS, ...office.openingHours },
    isMainOffice: office.isMainOffice,
    isActive: office.isActive,
    turnaroundHours: office.turnaroundHours,
    oneWayFeeEuros: office.oneWayFeeCents === null ? '' : office.oneWayFeeCents / 100,
  };
}

/** What the server takes from the dialog's values, once they have passed OfficeInputSchema. */
export function officeInput(values: OfficeFormValues): OfficeInput {
  const { oneWayFeeEuros, ...rest } = values;
  const oneWayFeeCents = oneWayFeeEuros === '' ? null : Math.round(oneWayFeeEuros * 100);
  return { ...rest, turnaroundHours: Number(values.turnaroundHours), oneWayFeeCents };
}
