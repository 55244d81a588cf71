import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  formatEuro,
  formatNumber,
  type Language,
  languageInfo,
  localized,
  type Office,
  type RentalQuote,
  type RentalTerms,
  DEFAULT_RENTAL_TIME,
  RENTAL_TIME_ZONE,
  rentalDays,
  romeInstant,
  type TimedPeriod,
  WEEKDAYS,
} from '@nbt/validation';

import { RENTAL } from './mail.messages.js';

/** A rental period: `YYYY-MM-DD` days and `HH:MM` times in Europe/Rome. */
export type RentalPeriod = TimedPeriod;

/** A day and its time as the language writes them ('sabato 5 dicembre 2026, 10:00'), on the firm's clock. */
export function formatMoment(day: string, time: string | null | undefined, language: Language): string {
  return new Intl.DateTimeFormat(languageInfo(language).intl, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: RENTAL_TIME_ZONE,
  }).format(new Date(romeInstant(day, time ?? DEFAULT_RENTAL_TIME)));
}

/** An amount in cents as the site writes it in the language ('€ 1.120,00' in Italian). */
const centsText = (cents: number, language: Language) => formatEuro(cents / 100, language, 2);

export function officeAddress(office: Office): string {
  const place = [office.postalCode, office.city].filter(Boolean).join(' ');
  return [office.address, place].filter(Boolean).join(', ');
}

/** The office's opening hours, one line per day it states, the days named in the language. */
export function officeHours(office: Office, language: Language): string[] {
  // 1 January 2024 was a Monday, the first of WEEKDAYS.
  const dayName = new Intl.DateTimeFormat(languageInfo(language).intl, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.flatMap((weekday, index) => {
    const hours = office.openingHours[weekday].trim();
    return hours ? [`${dayName.format(new Date(Date.UTC(2024, 0, 1 + index)))}: ${hours}`] : [];
  });
}

export interface RentalDetails {
  period: RentalPeriod;
  office: Office | undefined;
  /** The indicative price for the period in cents; null when it is not said (none, or hidden from the public). */
  priceCents: number | null;
  /** Also the office's address and opening hours. */
  withOfficeDetails?: boolean;
  /** The vehicle's rental terms, when it states any. */
  terms?: RentalTerms | null | undefined;
  /** The price's label: indicative unless told otherwise (a booking's confirmed price). */
  priceLabel?: MessageDescriptor;
  /** The breakdown frozen with the request: its options always, its amounts only beside a stated price. */
  quote?: RentalQuote | null | undefined;
  /** The office the car goes back to, when the request names one. */
  returnOffice?: Office | undefined;
}

/** The terms without their prices: what a visitor is told about a vehicle whose prices are hidden. */
export function withoutPrices(terms: RentalTerms | null | undefined): RentalTerms | null {
  return terms ? { ...terms, deposit_euros: null, extra_km_cents: null } : null;
}

/** Rows stating the rental terms for a period of `days`: kilometres, deposit, driver's age, delivery. */
function termRows(t: I18n, language: Language, terms: RentalTerms, days: number): [string, string][] {
  const rows: [string, string][] = [];
  if (terms.km_per_day !== null) {
    const values = {
      total: formatNumber(terms.km_per_day * days, language),
      perDay: formatNumber(terms.km_per_day, language),
    };
    rows.push([t._(RENTAL.includedKm), t._({ ...RENTAL.includedKmValue, values })]);
    if (terms.extra_km_cents !== null) rows.push([t._(RENTAL.extraKm), centsText(terms.extra_km_cents, language)]);
  }
  if (terms.deposit_euros !== null) rows.push([t._(RENTAL.deposit), formatEuro(terms.deposit_euros, language, 0)]);
  if (terms.min_driver_age !== null) {
    rows.push([t._(RENTAL.driverAge), t._({ ...RENTAL.driverAgeValue, values: { age: terms.min_driver_age } })]);
  }
  if (terms.delivery_on_request) rows.push([t._(RENTAL.delivery), t._(RENTAL.deliveryValue)]);
  return rows;
}

/**
 * The price rows: the frozen breakdown item by item (the period at its daily price, each option
 * with its quantity and total, the one-way fee) and its total, as the one pricing function gave
 * them. Where no price may be stated (a hidden price, a booking change) the options chosen are
 * still listed, with their quantities only; a request without a breakdown states its price alone.
 */
function priceRows(t: I18n, language: Language, details: RentalDetails): [string, string][] {
  const { quote, priceCents } = details;
  const label = t._(details.priceLabel ?? RENTAL.price);
  const money = (cents: number) => centsText(cents, language);
  if (!quote) return priceCents === null ? [] : [[label, money(priceCents)]];
  const priced = priceCents !== null && quote.totalCents !== null;
  const rows: [string, string][] = [];
  if (priced && quote.dailyCents !== null && quote.periodCents !== null) {
    const values = { days: quote.days, daily: money(quote.dailyCents), total: money(quote.periodCents) };
    rows.push([t._(RENTAL.period), t._({ ...RENTAL.periodValue, values })]);
  }
  for (const line of quote.options) {
    const value =
      priced && line.totalCents !== null
        ? t._({ ...RENTAL.optionValue, values: { quantity: line.quantity, total: money(line.totalCents) } })
        : t._({ ...RENTAL.optionQuantity, values: { quantity: line.quantity } });
    rows.push([localized(line.name, language), value]);
  }
  if (priced && quote.oneWayFeeCents !== null) rows.push([t._(RENTAL.oneWayFee), money(quote.oneWayFeeCents)]);
  const total = priced ? quote.totalCents : priceCents;
  if (total !== null) rows.push([label, money(total)]);
  return rows;
}

/** Rows of label and value stating the rental: its days, the offices, the price item by item and the terms. */
export function rentalRows(t: I18n, language: Language, details: RentalDetails): [string, string][] {
  const { period, office } = details;
  const days = rentalDays(period);
  const rows: [string, string][] = [
    [t._(RENTAL.pickup), formatMoment(period.pickupDate, period.pickupTime, language)],
    [t._(RENTAL.return), formatMoment(period.returnDate, period.returnTime, language)],
    [t._(RENTAL.days), t._({ ...RENTAL.dayCount, values: { days } })],
  ];
  if (office) {
    rows.push([t._(RENTAL.office), office.name]);
    if (details.withOfficeDetails) {
      const address = officeAddress(office);
      if (address) rows.push([t._(RENTAL.address), address]);
      const hours = officeHours(office, language);
      if (hours.length > 0) rows.push([t._(RENTAL.hours), hours.join('\n')]);
    }
  }
  const back = details.returnOffice;
  if (back && back.id !== office?.id) rows.push([t._(RENTAL.returnOffice), back.name]);
  rows.push(...priceRows(t, language, details));
  if (details.terms) rows.push(...termRows(t, language, details.terms, days));
  return rows;
}
