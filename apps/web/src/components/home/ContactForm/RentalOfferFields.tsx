import type { Vehicle } from '@nbt/validation';
import { useState } from 'react';
import { type OfferChoice, type OfferSearch, parseOfferSearch } from '../../vehicles/RentalDates/offer-choice';
import { RentalOffer } from '../../vehicles/RentalDates/RentalOffer';
import type { ChosenTimes, RentalDays } from './RentalTimes';

/**
 * The rental's options and return office in the quote form: those chosen on the vehicle page to
 * start with, editable here. `payload` is what the request sends of them.
 */
export function useOfferChoice(search: OfferSearch | undefined) {
  const [choice, setChoice] = useState<OfferChoice>(() => parseOfferSearch(search));
  return { choice, setChoice, payload: { options: choice.options, returnOfficeId: choice.returnOfficeId } };
}

export interface RentalOfferFieldsProps {
  vehicle: Vehicle;
  rental: RentalDays;
  times: ChosenTimes;
  pickupOfficeId: number | undefined;
  offer: ReturnType<typeof useOfferChoice>;
  /** The form's errors: those the server gave an option or the return office show on that field. */
  errors: Partial<Record<string, string | undefined>>;
}

/**
 * The offer of a quote request with dates, before it is sent: the same options, return office and
 * breakdown from the server as under the vehicle page's calendar, at the times chosen here.
 */
export function RentalOfferFields({ vehicle, rental, times, pickupOfficeId, offer, errors }: RentalOfferFieldsProps) {
  return (
    <RentalOffer
      vehicle={vehicle}
      rental={{ ...rental, ...times }}
      pickupOfficeId={pickupOfficeId ?? null}
      choice={offer.choice}
      onChange={offer.setChoice}
      errors={errors}
    />
  );
}
