import { useState } from 'react';
import { type OfferChoice, type OfferSearch, parseOfferSearch } from '../../vehicles/RentalDates/offer-choice';

/**
 * The rental's options and return office in the quote form: those chosen on the vehicle page to
 * start with, editable in the form. `payload` is what the request sends of them. Apart from the
 * fields, which load only for a request with dates.
 */
export function useOfferChoice(search: OfferSearch | undefined) {
  const [choice, setChoice] = useState<OfferChoice>(() => parseOfferSearch(search));
  return { choice, setChoice, payload: { options: choice.options, returnOfficeId: choice.returnOfficeId } };
}

export type OfferState = ReturnType<typeof useOfferChoice>;
