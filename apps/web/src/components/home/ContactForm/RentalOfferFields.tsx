import type { Vehicle } from '@nbt/validation';
import { RentalOffer } from '../../vehicles/RentalDates/RentalOffer';
import type { ChosenTimes, RentalDays } from './RentalTimes';
import type { OfferState } from './use-offer-choice';

export interface RentalOfferFieldsProps {
  vehicle: Vehicle;
  rental: RentalDays;
  times: ChosenTimes;
  pickupOfficeId: number | undefined;
  offer: OfferState;
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
