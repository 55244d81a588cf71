import type { DB } from '@nbt/db/client';
import {
  type ChosenOption,
  isRentable,
  type MessageCode,
  type MessageParams,
  type Office,
  offeredFor,
  pickMainOffice,
  publicPrices,
  type QuoteData,
  quoteRental,
  type RentalOption,
  type RentalQuote,
  sentence,
  type TimedPeriod,
  type Vehicle,
} from '@nbt/validation';

import type { Caller, Dependencies } from '../../context.js';
import { AppError, invalidField } from '../../errors.js';
import { publicReads } from '../../lib/public-reads.js';
import { assertCounterOpen } from '../offices/rental-office.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { chargeAttempt, RATE_LIMITS } from '../rate-limit/rate-limit.service.js';

/** A rental to price: the vehicle, its period, the options chosen and the offices at either end. */
export interface Rental {
  vehicle: Vehicle;
  period: Required<TimedPeriod>;
  options: readonly ChosenOption[];
  pickupOfficeId: number | null;
  returnOfficeId: number | null;
}

/** What a rental is priced against: the offices and the options a visitor may choose. */
export interface PriceSources {
  offices: readonly Office[];
  catalogue: readonly RentalOption[];
}

/** A 400 on one field with the request-level sentence that says why. */
export function refuseField(path: string, code: MessageCode, params: MessageParams = {}): AppError {
  const message = sentence(code, params);
  return new AppError('INVALID_INPUT', code, { params, issues: [{ path, code: 'custom', message }] });
}

/** The offices at either end; the return one is the pick-up one unless another is named. */
function rentalOffices(rental: Rental, offices: readonly Office[]) {
  const find = (id: number, field: string) => {
    const office = offices.find((candidate) => candidate.id === id);
    if (!office) throw invalidField(field, 'invalid_office');
    return office;
  };
  const pickup =
    rental.pickupOfficeId === null ? pickMainOffice(offices) : find(rental.pickupOfficeId, 'pickupOfficeId');
  if (rental.returnOfficeId === null || rental.returnOfficeId === pickup?.id) return { pickup, back: pickup };
  const back = find(rental.returnOfficeId, 'returnOfficeId');
  if (back.oneWayFeeCents === null) throw refuseField('returnOfficeId', 'ONE_WAY_NOT_OFFERED');
  return { pickup, back };
}

/** Each option chosen once, offered now and for this vehicle's category, within its quantity. */
function chosenOptions(rental: Rental, catalogue: readonly RentalOption[]) {
  const seen = new Set<number>();
  return rental.options.map(({ id, quantity }, index) => {
    if (seen.has(id)) throw refuseField(`options.${index}.id`, 'OPTION_REPEATED');
    seen.add(id);
    const option = catalogue.find((candidate) => candidate.id === id && candidate.active);
    if (!option) throw refuseField(`options.${index}.id`, 'OPTION_UNAVAILABLE');
    if (!offeredFor(option, rental.vehicle.vehicle_category))
      throw refuseField(`options.${index}.id`, 'OPTION_OTHER_CATEGORY');
    if (quantity > option.max_quantity) {
      throw refuseField(`options.${index}.quantity`, 'OPTION_TOO_MANY', { maximum: option.max_quantity });
    }
    return { option, quantity };
  });
}

/**
 * Checks a rental and prices it with the one pricing function: a vehicle that can be rented now,
 * offices that exist and are open at the pick-up and at the return (the return office's hours),
 * an office that takes one-way returns when the car goes back elsewhere, and options the catalogue
 * offers. `asOffice` prices a hidden price too (what the office keeps); otherwise a vehicle whose
 * price the public does not see gets a quote without amounts.
 */
export function priceRental(rental: Rental, sources: PriceSources, { asOffice = false } = {}): RentalQuote {
  const { vehicle, period } = rental;
  if (!isRentable(vehicle)) throw invalidField('vehicleId', 'vehicle_not_rentable');
  const { pickup, back } = rentalOffices(rental, sources.offices);
  assertCounterOpen(pickup, [{ date: period.pickupDate, time: period.pickupTime, field: 'pickupTime' }]);
  assertCounterOpen(back, [{ date: period.returnDate, time: period.returnTime, field: 'returnTime' }]);
  return quoteRental({
    period,
    vehicle,
    pricesShown: asOffice || publicPrices(vehicle).rental,
    options: chosenOptions(rental, sources.catalogue),
    pickupOfficeId: pickup?.id ?? null,
    returnOffice: back && back !== pickup ? { id: back.id, oneWayFeeCents: back.oneWayFeeCents } : null,
  });
}

/** The public vehicle of the kept reads; an id with none is the field's fault. */
async function quotedVehicle(db: DB, id: number): Promise<Vehicle> {
  try {
    return (await publicReads.vehicle(db, id)).value;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw invalidField('vehicleId', 'vehicle_not_rentable');
    throw error;
  }
}

/**
 * POST /api/quote: prices a rental and stores nothing but the count against the caller's address.
 * The vehicle, the offices and the catalogue come from the kept public reads, so a visitor trying
 * dates and options costs no query but the count.
 */
export async function quote({ db }: Dependencies, caller: Caller, data: QuoteData): Promise<RentalQuote> {
  await chargeAttempt(db, [{ key: `quote:${addressGroup(caller.ip)}`, policy: RATE_LIMITS.quote }]);
  const [vehicle, offices, catalogue] = await Promise.all([
    quotedVehicle(db, data.vehicleId),
    publicReads.offices(db),
    publicReads.rentalOptions(db),
  ]);
  const period = {
    pickupDate: data.pickupDate,
    returnDate: data.returnDate,
    pickupTime: data.pickupTime,
    returnTime: data.returnTime,
  };
  return priceRental(
    {
      vehicle,
      period,
      options: data.options,
      pickupOfficeId: data.pickupOfficeId,
      returnOfficeId: data.returnOfficeId,
    },
    { offices: offices.value, catalogue: catalogue.value },
  );
}
