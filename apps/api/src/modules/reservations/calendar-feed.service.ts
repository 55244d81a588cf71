import { createHash, randomBytes } from 'node:crypto';

import { inTransaction } from '@nbt/db/client';
import {
  deleteCalendarFeed,
  listCalendarEvents,
  listCalendarFeeds,
  readLiveCalendarFeed,
  saveCalendarFeed,
} from '@nbt/db/reservations';
import {
  addDays,
  type CalendarFeeds,
  MAIN_ADMIN_ID,
  type MakeCalendarFeed,
  type NewCalendarFeed,
  type RevokeCalendarFeed,
  romeInstant,
  todayInRome,
} from '@nbt/validation';
import ical from 'ical-generator';

import type { Actor, Dependencies, RequestMeta } from '../../context.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { recordAccess, recordRead } from '../access-logs/access-logs.service.js';

/** Where the calendars are served; the token is the only key, so the path holds nothing else. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
/** A token of 32 random bytes, base64url: 43 characters. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How far back a calendar reaches: reservations that ended longer ago than this are left out. */
const CALENDAR_PAST_DAYS = 31;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The calendar addresses the caller may see: their own, and the main administrator everyone's.
 * Only hashes are stored, so no answer but the one that makes an address holds it.
 */
export async function calendarFeedStatus({ db }: Dependencies, actor: Actor): Promise<CalendarFeeds> {
  const feeds = await listCalendarFeeds(db, actor.userId === MAIN_ADMIN_ID ? undefined : actor.userId);
  return {
    own: feeds.find((feed) => feed.userId === actor.userId) ?? null,
    others: feeds.filter((feed) => feed.userId !== actor.userId),
  };
}

/**
 * A new secret calendar address of the caller's own (absolute with PUBLIC_URL, else from the
 * site's root), replacing their previous one, which stops working at once; other administrators'
 * addresses are untouched. The one moment its token exists outside the subscriber's calendar.
 */
export async function makeCalendarFeed(
  { db, config }: Dependencies,
  actor: Actor,
  { includeNames }: MakeCalendarFeed,
): Promise<NewCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = await inTransaction(db, async (trx) => {
    const made = await saveCalendarFeed(trx, { userId: actor.userId, tokenHash: hashToken(token), includeNames });
    // A session outliving its user for the length of a request: nothing to tie the address to.
    if (!made) throw new AppError('UNAUTHORIZED', 'NOT_AUTHENTICATED');
    await recordAccess(trx, actor, 'CALENDAR_FEED_MADE', includeNames ? 'con i nomi dei clienti' : 'senza nomi');
    return made;
  });
  return {
    url: `${config.publicUrl ?? ''}${CALENDAR_FEED_PREFIX}${token}.ics`,
    userId: actor.userId,
    username: actor.username,
    includeNames,
    createdAt,
    lastReadAt: null,
  };
}

/**
 * Ends a calendar address: the caller's own, or, for the main administrator only, another user's.
 * The access log names whose it was.
 */
export async function revokeCalendarFeed(
  { db }: Dependencies,
  actor: Actor,
  { userId = actor.userId }: RevokeCalendarFeed,
): Promise<void> {
  if (userId !== actor.userId && actor.userId !== MAIN_ADMIN_ID) throw forbidden('CALENDAR_FEED_OTHERS');
  await inTransaction(db, async (trx) => {
    const [feed] = await listCalendarFeeds(trx, userId);
    if (!feed || !(await deleteCalendarFeed(trx, userId))) throw notFound('CALENDAR_FEED_NOT_FOUND');
    await recordAccess(trx, actor, 'CALENDAR_FEED_REVOKED', `${feed.username} (id ${userId})`);
  });
}

/** An event from the pick-up to the return, at their times in Rome (written in UTC, which every calendar reads). */
export function rentalEvent(booking: { from: string; to: string; pickupTime: string; returnTime: string }) {
  return {
    start: new Date(romeInstant(booking.from, booking.pickupTime)),
    end: new Date(romeInstant(booking.to, booking.returnTime)),
  };
}

/**
 * The reservations from a month ago on as events from pick-up to return (vehicle and times, the customer's name
 * only if the maker asked for it), for the calendar holding a live secret address; any other
 * token is NOT_FOUND, as if there were no such address. Each reading is access-logged.
 */
export async function calendarFeed(
  { db }: Dependencies,
  { ip }: RequestMeta,
  { token }: { token: string },
): Promise<string> {
  const feed = CALENDAR_TOKEN_PATTERN.test(token) ? await readLiveCalendarFeed(db, hashToken(token)) : undefined;
  if (!feed) throw notFound();
  const events = await listCalendarEvents(db, {
    since: addDays(todayInRome(), -CALENDAR_PAST_DAYS),
    includeNames: feed.includeNames,
  });
  await recordRead(
    db,
    { ip, username: null },
    'CALENDAR_FEED_READ',
    `di ${feed.username}: ${events.length} prenotazioni`,
  );
  const calendar = ical({ name: 'Prenotazioni', prodId: { company: 'nbt', product: 'prenotazioni' } });
  for (const event of events) {
    calendar.createEvent({
      id: `reservation-${event.id}`,
      ...rentalEvent(event),
      stamp: new Date(event.updatedAt),
      summary: event.customerName ? `${event.vehicleLabel} — ${event.customerName}` : event.vehicleLabel,
    });
  }
  return calendar.toString();
}
