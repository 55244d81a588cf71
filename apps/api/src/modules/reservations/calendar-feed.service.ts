import { createHash, randomBytes } from 'node:crypto';

import { calendarFeedIssuedAt, inTransaction, isCalendarFeed, listReservations, replaceCalendarFeed } from '@nbt/db';
import { addDays, type CalendarFeed } from '@nbt/validation';
import ical from 'ical-generator';

import type { Actor, Dependencies, RequestMeta } from '../../context.js';
import { notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';

/** Where the calendar is served; the token is the only key, so the path holds nothing else. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
/** A token of 32 random bytes, base64url: 43 characters. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The calendar address as stored: only its hash is kept, so the address itself is shown once,
 * when it is made. `url` is null here; `issuedAt` tells whether one exists.
 */
export async function calendarFeedStatus({ db }: Dependencies): Promise<CalendarFeed> {
  return { url: null, issuedAt: (await calendarFeedIssuedAt(db)) ?? null };
}

/**
 * A new secret calendar address (absolute with PUBLIC_URL, else from the site's root), replacing the
 * previous one (which stops working at once): the one moment its token exists outside the
 * subscriber's calendar.
 */
export async function rotateCalendarFeed({ db, config }: Dependencies, actor: Actor): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const issuedAt = await inTransaction(db, async (trx) => {
    const made = await replaceCalendarFeed(trx, hashToken(token));
    await recordAccess(trx, actor, 'CALENDAR_FEED_ROTATED');
    return made;
  });
  return { url: `${config.publicUrl ?? ''}${CALENDAR_FEED_PREFIX}${token}.ics`, issuedAt };
}

/** An event over whole days, the first and last included (it ends on the morning after the last). */
export function allDays({ from, to }: { from: string; to: string }) {
  return { allDay: true, start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}

/**
 * Every reservation as an all-day event, for the calendar holding the secret address; any other
 * token is NOT_FOUND, as if there were no such address. Each reading is access-logged.
 */
export async function calendarFeed(
  { db }: Dependencies,
  { ip }: RequestMeta,
  { token }: { token: string },
): Promise<string> {
  if (!CALENDAR_TOKEN_PATTERN.test(token) || !(await isCalendarFeed(db, hashToken(token)))) throw notFound();
  const reservations = await listReservations(db);
  await recordRead(db, { ip, username: null }, 'CALENDAR_FEED_READ', `${reservations.length} prenotazioni`);
  const calendar = ical({ name: 'Prenotazioni', prodId: { company: 'nbt', product: 'prenotazioni' } });
  for (const reservation of reservations) {
    const who = reservation.customerName ? ` — ${reservation.customerName}` : '';
    calendar.createEvent({
      id: `reservation-${reservation.id}`,
      ...allDays(reservation),
      stamp: new Date(reservation.updatedAt),
      summary: `${reservation.vehicleLabel}${who}`,
      description: reservation.note || null,
    });
  }
  return calendar.toString();
}
