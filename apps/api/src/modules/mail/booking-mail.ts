import type { MailAttachment } from '@nbt/db';
import { COMPANY, type ContactRequest, languageInfo, type Reservation } from '@nbt/validation';
import ical, { ICalCalendarMethod } from 'ical-generator';

import { escapeHtml } from '../pages/html.js';
import { allDays } from '../reservations/calendar-feed.service.js';
import { BOOKING, CONFIRMATION, RENTAL } from './mail.messages.js';
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

/**
 * The visitor's booking confirmation, in the language of the request and in the site's own words
 * only, like the receipt: the vehicle, the days booked, the pick-up office's address and hours,
 * the indicative price unless the vehicle's is hidden, and the booking as a calendar file. Nothing
 * the visitor typed but a first name that looks like one.
 */
export function bookingMail(
  request: ContactRequest,
  reservation: Reservation,
  facts: MailFacts,
): MailContent & { attachments: MailAttachment[] } {
  const language = request.language;
  const t = TRANSLATORS[language];
  const brand = COMPANY.brand;
  const { dir } = languageInfo(language);
  const greeting = greetingLine(t, request.firstName);
  const confirmed = t._(BOOKING.confirmed);
  const summaryTitle = t._(BOOKING.summary);
  const rental = {
    // The days booked are the reservation's: the request's, as the office confirmed them.
    period: { pickupDate: reservation.from, returnDate: reservation.to },
    office: facts.office,
    priceCents: facts.priceHidden ? null : request.quotedPriceCents,
    terms: facts.priceHidden ? withoutPrices(facts.rentalTerms) : facts.rentalTerms,
    withOfficeDetails: true,
  };
  const rows: [string, string][] = [
    [t._(CONFIRMATION.vehicle), reservation.vehicleLabel],
    ...rentalRows(t, language, rental),
  ];
  const summary = table(rows, dir);
  const priceNote = rental.priceCents === null ? '' : t._(RENTAL.priceNote);
  const phone = `${t._(CONFIRMATION.phone)}: ${facts.phone}`;
  const { text, html } = visitorMail({
    language,
    greeting,
    intro: [confirmed],
    summaryTitle,
    summary,
    after: [...(priceNote ? [priceNote] : []), t._(BOOKING.calendar), t._(CONFIRMATION.contact)],
    reach: { text: phone, html: `<p>${escapeHtml(phone)}</p>` },
    signature: t._({ ...CONFIRMATION.signature, values: { brand } }),
    footer: t._({ ...BOOKING.footer, values: { brand } }),
  });
  const event = t._({ ...BOOKING.event, values: { vehicle: reservation.vehicleLabel, brand } });
  const calendar = ical({ prodId: { company: 'nbt', product: 'prenotazioni' }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `booking-${reservation.id}@${new URL(facts.publicUrl ?? 'http://localhost').hostname}`,
    ...allDays(reservation),
    stamp: new Date(reservation.updatedAt),
    summary: event,
    location: facts.office ? `${facts.office.name}, ${officeAddress(facts.office)}` : null,
    description: summary.text,
  });
  return {
    subject: singleLine(t._({ ...BOOKING.subject, values: { brand } })),
    text,
    html,
    attachments: [
      { filename: 'prenotazione.ics', contentType: 'text/calendar; charset=utf-8', content: calendar.toString() },
    ],
  };
}
