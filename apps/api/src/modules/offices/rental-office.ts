import { type DB } from '@nbt/db/client';
import { findOfficeById, listOffices } from '@nbt/db/offices';
import {
  DEFAULT_RENTAL_TIME,
  type Office,
  openAt,
  parseDayHours,
  pickMainOffice,
  sentence,
  type Weekday,
  weekdayOf,
} from '@nbt/validation';

import { AppError, invalidField } from '../../errors.js';

const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'lunedì',
  tuesday: 'martedì',
  wednesday: 'mercoledì',
  thursday: 'giovedì',
  friday: 'venerdì',
  saturday: 'sabato',
  sunday: 'domenica',
};

/**
 * The office a rental is collected from: the one named (400 on `field` when there is none), else
 * the main one; undefined when the firm has recorded no office at all.
 */
export async function rentalOffice(db: DB, officeId: number | null, field: string): Promise<Office | undefined> {
  if (officeId === null) return pickMainOffice(await listOffices(db));
  const office = await findOfficeById(db, officeId);
  if (!office) throw invalidField(field, 'invalid_office');
  return office;
}

/** One end of a rental: its day, its time and the field that names the time. */
interface RentalEnd {
  date: string;
  time: string | null | undefined;
  field: string;
}

/**
 * Refuses a pick-up or a return the counter cannot serve: a day the office is closed, or a time
 * outside that day's hours (10:00 when none was given). The 400 names the field, the day and its
 * hours. A firm that recorded no office has no counter hours to hold a customer to.
 */
export function assertCounterOpen(office: Office | undefined, ends: RentalEnd[]): void {
  if (!office) return;
  const hours = office.openingHours;
  for (const { date, time, field } of ends) {
    const at = time ?? DEFAULT_RENTAL_TIME;
    if (openAt(hours, date, at)) continue;
    const weekday = weekdayOf(date);
    const dayHours = hours[weekday]?.trim() ?? '';
    const day = `${WEEKDAY_NAMES[weekday]} ${date.split('-').reverse().join('/')}`;
    const code = parseDayHours(dayHours).kind === 'closed' ? 'OFFICE_CLOSED' : 'OUTSIDE_OPENING_HOURS';
    const params = { field, day, date, hours: dayHours };
    const message = sentence(code, params);
    throw new AppError('INVALID_INPUT', code, { params, issues: [{ path: field, code: 'custom', message }] });
  }
}
