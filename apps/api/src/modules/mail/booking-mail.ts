import type { I18n } from '@lingui/core';
import type { MailAttachment } from '@nbt/db/mail';
import { COMPANY, type ContactRequest, languageInfo, type Reservation } from '@nbt/validation';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import { escapeHtml } from '../pages/html.js';
import { rentalEvent } from '../reservations/calendar-feed.service.js';
import { BOOKING, BOOKING_CHANGE, CONFIRMATION } from './mail.messages.js';
import { officeAddress, rentalRows, withoutPrices } from './mail.rental.js';
import {
  greetingLine,
  type MailContent,
  type MailFacts,
  singleLine,
  table,
  TRANSLATORS,
  visitorMail,
} from './mail.templates.js';

/** What a booking's mail is about: its confirmation, a change of its dates or vehicle, its cancellation. */
export type BookingMailKind = 'confirmed' | 'changed' | 'cancelled';

export interface BookingCalendar {
  /** The calendar file's SEQUENCE: one more on every mail about the booking. */
  sequence: number;
  /** The office's address, the organizer of an event a calendar is asked to update or cancel. */
  organizerEmail: string;
}

type BookingMail = MailContent & { attachments: MailAttachment[] };

/** The calendar file's name in the language, kept to letters, digits and hyphens for every mail client. */
function calendarFileName(t: I18n): string {
  const name = t
    ._(BOOKING.file)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .toLowerCase();
  return `${name || 'booking'}.ics`;
}

/**
 * The booking as an event from pick-up to return with the same UID in every mail about it, so a calendar replaces
 * or removes the one it has: the confirmation publishes it, a change is a REQUEST with a higher
 * SEQUENCE, a cancellation a CANCEL with the event CANCELLED.
 */
function calendarFile(
  t: I18n,
  reservation: Reservation,
  facts: MailFacts,
  kind: BookingMailKind,
  calendar: BookingCalendar,
  description: string,
): MailAttachment {
  const brand = COMPANY.brand;
  const method = {
    confirmed: ICalCalendarMethod.PUBLISH,
    changed: ICalCalendarMethod.REQUEST,
    cancelled: ICalCalendarMethod.CANCEL,
  }[kind];
  const file = ical({ prodId: { company: 'nbt', product: 'prenotazioni' }, method });
  file.createEvent({
    id: `booking-${reservation.id}@${new URL(facts.publicUrl ?? 'http://localhost').hostname}`,
    sequence: calendar.sequence,
    ...rentalEvent(reservation),
    stamp: new Date(reservation.updatedAt),
    summary: t._({ ...BOOKING.event, values: { vehicle: reservation.vehicleLabel, brand } }),
    location: facts.office ? `${facts.office.name}, ${officeAddress(facts.office)}` : null,
    description,
    ...(kind === 'confirmed' ? {} : { organizer: { name: brand, email: calendar.organizerEmail } }),
    ...(kind === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
  });
  return { filename: calendarFileName(t), contentType: 'text/calendar; charset=utf-8', content: file.toString() };
}

/**
 * The customer's mail about their booking, in the language of the request and in the site's own
 * words only, like the receipt: the reference, the vehicle, the days, the pick-up office's address
 * and hours, and the booking as a calendar file. The confirmation states the confirmed price unless
 * the vehicle's is hidden; a change or a cancellation states none (the office confirms the amount).
 * Nothing the visitor typed but a first name that looks like one.
 */
export function bookingMail(
  request: ContactRequest,
  reservation: Reservation,
  facts: MailFacts,
  kind: BookingMailKind,
  calendar: BookingCalendar,
): BookingMail {
  const language = request.language;
  const t = TRANSLATORS[language];
  const brand = COMPANY.brand;
  const { dir } = languageInfo(language);
  const reference = reservation.reference;
  const confirmation = kind === 'confirmed';
  const rental = {
    // The days booked are the reservation's, as the office confirmed or changed them.
    period: {
      pickupDate: reservation.from,
      returnDate: reservation.to,
      pickupTime: reservation.pickupTime,
      returnTime: reservation.returnTime,
    },
    office: facts.office,
    returnOffice: facts.returnOffice,
    // The booking's own frozen breakdown, else the request's (a booking made before it kept one).
    quote: reservation.quote ?? request.quote,
    priceCents: confirmation && !facts.priceHidden ? request.quotedPriceCents : null,
    priceLabel: BOOKING.price,
    terms: facts.priceHidden ? withoutPrices(facts.rentalTerms) : facts.rentalTerms,
    withOfficeDetails: true,
  };
  const rows: [string, string][] = [
    [t._(BOOKING.reference), reference],
    [t._(CONFIRMATION.vehicle), reservation.vehicleLabel],
    ...rentalRows(t, language, rental),
  ];
  const summary = table(rows, dir);
  const texts = {
    confirmed: {
      subject: BOOKING.subject,
      intro: t._(BOOKING.confirmed),
      calendar: t._(BOOKING.calendar),
      footer: BOOKING.footer,
    },
    changed: {
      subject: BOOKING_CHANGE.changedSubject,
      intro: t._({ ...BOOKING_CHANGE.changed, values: { reference } }),
      calendar: t._(BOOKING_CHANGE.changedCalendar),
      footer: BOOKING_CHANGE.footer,
    },
    cancelled: {
      subject: BOOKING_CHANGE.cancelledSubject,
      intro: t._({ ...BOOKING_CHANGE.cancelled, values: { reference } }),
      calendar: t._(BOOKING_CHANGE.cancelledCalendar),
      footer: BOOKING_CHANGE.footer,
    },
  }[kind];
  const priceNote = rental.priceCents === null ? '' : t._(BOOKING.priceNote);
  const phone = `${t._(CONFIRMATION.phone)}: ${facts.phone}`;
  const { text, html } = visitorMail({
    language,
    greeting: greetingLine(t, request.firstName),
    intro: [texts.intro],
    summaryTitle: t._(BOOKING.summary),
    summary,
    after: [...(priceNote ? [priceNote] : []), texts.calendar, t._(CONFIRMATION.contact)],
    reach: { text: phone, html: `<p>${escapeHtml(phone)}</p>` },
    signature: t._({ ...CONFIRMATION.signature, values: { brand } }),
    footer: t._({ ...texts.footer, values: { brand } }),
  });
  return {
    subject: singleLine(t._({ ...texts.subject, values: { brand } })),
    text,
    html,
    attachments: [calendarFile(t, reservation, facts, kind, calendar, summary.text)],
  };
}
