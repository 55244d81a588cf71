// Rental times as instants: a local date and time in Rome read as the moment it is, and the stretch
// a rental holds its vehicle. Kept apart from rental-dates.ts, which every public page loads: these
// go only with the server and the forms that ask a time.
import { DEFAULT_RENTAL_TIME, RENTAL_TIME_ZONE, type TimedPeriod, utcMidnight } from './rental-dates.js';

const romeOffset = new Intl.DateTimeFormat('en-US', { timeZone: RENTAL_TIME_ZONE, timeZoneName: 'longOffset' });

/** Rome's offset from UTC at an instant, in milliseconds. */
function romeOffsetMs(instant: number): number {
  const name = romeOffset.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? [];
  return (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
}

/**
 * The instant a local date and time in Rome is, as an ISO time in UTC. The offset is read twice,
 * so a time just after a daylight-saving change gets the new one; a time the spring change skips
 * (02:30 on its night) reads as the same wall time an hour later.
 */
export function romeInstant(date: string, time: string): string {
  const wall = utcMidnight(date) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000;
  const first = romeOffsetMs(wall);
  const second = romeOffsetMs(wall - first);
  return new Date(wall - (second === first ? first : second)).toISOString();
}

/** The instant a calendar day begins in Rome, as an ISO time in UTC. */
export function romeDayStart(date: string): string {
  return romeInstant(date, '00:00');
}

/**
 * When a rental holds its vehicle, as ISO instants in UTC: from the pick-up to the return plus
 * the office's turnaround hours, after which the vehicle can go out again.
 */
export function rentalHold(period: TimedPeriod, turnaroundHours = 0): { startsAt: string; endsAt: string } {
  const startsAt = romeInstant(period.pickupDate, period.pickupTime ?? DEFAULT_RENTAL_TIME);
  const returnsAt = Date.parse(romeInstant(period.returnDate, period.returnTime ?? DEFAULT_RENTAL_TIME));
  return { startsAt, endsAt: new Date(returnsAt + turnaroundHours * 3_600_000).toISOString() };
}

/** The local date and time in Rome of an ISO instant. */
export function romeDateTime(instant: string): { date: string; time: string } {
  const at = Date.parse(instant);
  const wall = new Date(at + romeOffsetMs(at)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}
