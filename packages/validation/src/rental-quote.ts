// The price of a rental, computed in one place: the server quotes with it, stores what it answers
// with the request, and every page, mail and sheet shows that result without computing it again.
import { rentalDays, type TimedPeriod } from './rental-dates.js';
import type { Language } from './site.js';
import type { VehicleCategory } from './vehicle-rules.js';

/** A lower daily price from a number of days on, in cents like the daily price. */
export interface PriceTier {
  min_days: number;
  price_per_day: number;
}

/** At most this many tiers per vehicle. */
export const MAX_PRICE_TIERS = 5;

/** A text the office writes in Italian and, where it wants, in the other languages. */
export type LocalizedText = { it: string } & Partial<Record<Exclude<Language, 'it'>, string>>;

/** How an option is charged: for each day of the rental, or once. */
export const RENTAL_OPTION_PER = ['day', 'rental'] as const;
export type RentalOptionPer = (typeof RENTAL_OPTION_PER)[number];

/** The most of one option a rental may carry (child seats), whatever the office sets. */
export const MAX_OPTION_QUANTITY = 99;

/** What the quote reads of a vehicle: its prices and terms, and whether the public may see them. */
export interface QuotedVehicle {
  price_per_day: number | null;
  price_tiers: readonly PriceTier[];
  deposit_euros: number | null;
  km_per_day: number | null;
}

/** What the quote reads of a catalogue option. */
export interface QuotedOption {
  id: number;
  name: LocalizedText;
  price_cents: number;
  per: RentalOptionPer;
}

export interface QuoteLine {
  id: number;
  name: LocalizedText;
  quantity: number;
  /** Null when the vehicle's price is hidden: the office prices it. */
  totalCents: number | null;
}

/** A priced rental, item by item; every amount is null when the vehicle's price is hidden. */
export interface RentalQuote {
  days: number;
  /** The daily price applied: the longest tier the period reaches, else the daily price. */
  dailyCents: number | null;
  periodCents: number | null;
  options: QuoteLine[];
  /** The one-way fee, charged once when the car goes back to another office; null otherwise. */
  oneWayFeeCents: number | null;
  totalCents: number | null;
  depositEuros: number | null;
  /** The kilometres included over the whole rental; null when the vehicle states none. */
  kmIncluded: number | null;
}

export interface QuoteRequest {
  period: TimedPeriod;
  vehicle: QuotedVehicle;
  /** False for a vehicle whose price the firm keeps to itself: the quote carries no amount. */
  pricesShown: boolean;
  options: readonly { option: QuotedOption; quantity: number }[];
  /** The office the car is collected from, and the one it goes back to when they differ. */
  pickupOfficeId: number | null;
  returnOffice: { id: number; oneWayFeeCents: number | null } | null;
}

/** The daily price for a rental of `days`: that of the longest tier it reaches, else the vehicle's. */
export function dailyPriceFor(vehicle: Pick<QuotedVehicle, 'price_per_day' | 'price_tiers'>, days: number) {
  let price = vehicle.price_per_day;
  let reached = 0;
  for (const tier of vehicle.price_tiers) {
    if (tier.min_days <= days && tier.min_days > reached) {
      price = tier.price_per_day;
      reached = tier.min_days;
    }
  }
  return price;
}

/** Whole cents: a price a hand edit left fractional is rounded once per line, not in the sum. */
const cents = (value: number) => Math.round(value);

/**
 * The price of `days` at the tier they reach: the quote's period line, and what a list card shows
 * for a period; null without a daily price.
 */
export function periodPriceCents(vehicle: Pick<QuotedVehicle, 'price_per_day' | 'price_tiers'>, days: number) {
  const daily = dailyPriceFor(vehicle, days);
  return daily === null ? null : cents(daily * days);
}

/** The quote of a rental: the period at its tier, each option × quantity (× days when per day), the one-way fee. */
export function quoteRental(request: QuoteRequest): RentalQuote {
  const { vehicle, pricesShown } = request;
  const days = rentalDays(request.period);
  const daily = dailyPriceFor(vehicle, days);
  const priced = pricesShown && daily !== null;
  const options = request.options.map(({ option, quantity }) => ({
    id: option.id,
    name: option.name,
    quantity,
    totalCents: priced ? cents(option.price_cents * quantity * (option.per === 'day' ? days : 1)) : null,
  }));
  const returnOffice = request.returnOffice;
  const oneWay = returnOffice !== null && returnOffice.id !== request.pickupOfficeId;
  const oneWayFeeCents = priced && oneWay ? cents(returnOffice.oneWayFeeCents ?? 0) : null;
  const periodCents = priced ? periodPriceCents(vehicle, days) : null;
  const totalCents =
    periodCents === null
      ? null
      : periodCents + (oneWayFeeCents ?? 0) + options.reduce((sum, line) => sum + (line.totalCents ?? 0), 0);
  return {
    days,
    dailyCents: priced ? cents(daily) : null,
    periodCents,
    options,
    oneWayFeeCents,
    totalCents,
    depositEuros: pricesShown ? vehicle.deposit_euros : null,
    kmIncluded: vehicle.km_per_day === null ? null : vehicle.km_per_day * days,
  };
}

/** Whether an option is offered for a vehicle of `category`. */
export function offeredFor(option: { categories: readonly string[] }, category: VehicleCategory): boolean {
  return option.categories.includes(category);
}

/** An option's name in `language`, else the Italian one. */
export function localized(text: LocalizedText, language: Language): string {
  return (language === 'it' ? undefined : text[language]) || text.it;
}
