import { msg } from '@lingui/core/macro';
import type { Office, OpeningHours, Reservation } from '@nbt/validation';
import { ANY_HOUR, periodIssues, pickupOfficeOf, rentalDays, timeChoices } from '@nbt/validation/rules';
import { rentalTimes as startingTimes } from '../../../lib/rental-times';

/** What the dialog opens on: a reservation to change, or a new one's vehicle and first day. */
export type ReservationTarget =
  { mode: 'edit'; reservation: Reservation } | { mode: 'create'; vehicleId: number | null; day: string };

// A type alias (not an interface) so it fits Mantine's form values.
/** What the reservation dialog edits. */
export type ReservationFormValues = {
  vehicleId: string | null;
  /** The pick-up office chosen; null until one is, which reads as the main office. */
  officeId: string | null;
  dates: [string | null, string | null];
  /**
   * The times chosen (or the booking's own). What is shown and sent is the one still offered on
   * the day at the office, else another offered time: see rentalTimes.
   */
  pickupTime: string | null;
  returnTime: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  note: string;
  /** A new booking's state; an existing one keeps its own and moves through the dialog's buttons. */
  status: 'option' | 'confirmed';
  optionExpiresOn: string | null;
};

export function initialValues(target: ReservationTarget): ReservationFormValues {
  if (target.mode === 'create') {
    return {
      vehicleId: target.vehicleId === null ? null : String(target.vehicleId),
      officeId: null,
      dates: [target.day, target.day],
      pickupTime: null,
      returnTime: null,
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      note: '',
      status: 'confirmed',
      optionExpiresOn: null,
    };
  }
  const { reservation } = target;
  return {
    vehicleId: String(reservation.vehicleId),
    officeId: reservation.pickupOfficeId === null ? null : String(reservation.pickupOfficeId),
    dates: [reservation.from, reservation.to],
    pickupTime: reservation.pickupTime,
    returnTime: reservation.returnTime,
    customerName: reservation.customerName,
    customerEmail: reservation.customerEmail,
    customerPhone: reservation.customerPhone,
    note: reservation.note,
    status: reservation.status === 'option' ? 'option' : 'confirmed',
    optionExpiresOn: reservation.optionExpiresOn,
  };
}

/** The office a booking is collected from: the one chosen, else the main one (as the server reads none). */
export function pickupOffice(offices: readonly Office[], officeId: string | null): Office | undefined {
  return pickupOfficeOf(offices, officeId === null ? null : Number(officeId));
}

/** The offices to choose from: the active ones, and the chosen one even when it no longer is. */
export function officeOptions(offices: readonly Office[], chosen: Office | undefined): Office[] {
  return offices.filter((office) => office.isActive || office.id === chosen?.id);
}

/** What a time field says on a day the office does not open. */
export const CLOSED_DAY = msg`La sede è chiusa in questo giorno: scegli un'altra data`;

/** One end of a rental as the dialog shows it: its day, the times offered then, and the one taken. */
export interface RentalEnd {
  date: string | null;
  choices: string[];
  /** Null without a day, or on a day the office is closed. */
  time: string | null;
}

/**
 * The pick-up and return times the dialog offers and takes: the half hours the office is open on
 * each day (any time where the firm recorded no office, as the server takes it), a same-day return
 * after the pick-up; the time chosen while it is still offered, else the same start the quote form
 * makes (10:00 out, back by the same hour).
 */
export function rentalTimes(
  hours: OpeningHours | undefined,
  values: Pick<ReservationFormValues, 'dates' | 'pickupTime' | 'returnTime'>,
): { pickup: RentalEnd; return: RentalEnd } {
  const [from, to] = values.dates;
  const offered = {
    pickup: from ? timeChoices(hours ?? ANY_HOUR, from) : [],
    return: to ? timeChoices(hours ?? ANY_HOUR, to) : [],
  };
  const chosen = { pickupTime: values.pickupTime ?? undefined, returnTime: values.returnTime ?? undefined };
  const times = startingTimes(offered, from !== null && from === to, chosen);
  return {
    pickup: { date: from, choices: offered.pickup, time: from ? times.pickupTime : null },
    return: { date: to, choices: to ? times.returnChoices : [], time: to ? times.returnTime : null },
  };
}

/** The days a rental is charged, as the server counts them; undefined while its period is not a valid one. */
export function chargedDays(times: { pickup: RentalEnd; return: RentalEnd }): number | undefined {
  const { pickup, return: back } = times;
  if (!pickup.date || !back.date || !pickup.time || !back.time) return undefined;
  const period = { pickupTime: pickup.time, returnTime: back.time };
  if (periodIssues(pickup.date, back.date, { fromField: 'from', toField: 'to' }, period).length > 0) return undefined;
  return rentalDays({ pickupDate: pickup.date, returnDate: back.date, ...period });
}

/** The input the server takes: a closed day's missing time is left out, and refused before sending. */
export const toInput = (
  values: ReservationFormValues,
  times: { pickup: RentalEnd; return: RentalEnd },
  officeId: number | null,
  contactRequestId: number | null,
) => ({
  vehicleId: values.vehicleId === null ? undefined : Number(values.vehicleId),
  from: values.dates[0] ?? undefined,
  to: values.dates[1] ?? undefined,
  pickupTime: times.pickup.time ?? undefined,
  returnTime: times.return.time ?? undefined,
  pickupOfficeId: officeId,
  contactRequestId,
  customerName: values.customerName,
  customerEmail: values.customerEmail,
  customerPhone: values.customerPhone,
  note: values.note,
  status: values.status,
  optionExpiresOn: values.status === 'option' ? values.optionExpiresOn : null,
});

const FORM_FIELDS = [
  'vehicleId',
  'pickupTime',
  'returnTime',
  'customerName',
  'customerEmail',
  'customerPhone',
  'note',
  'optionExpiresOn',
];

/** The schema's and the server's field names, as the form's. */
export const fieldOf = (path: string) => {
  const field = path.replace(/^data\./, '');
  if (field === 'from' || field === 'to') return 'dates';
  if (field === 'pickupOfficeId') return 'officeId';
  return FORM_FIELDS.includes(field) ? field : undefined;
};
