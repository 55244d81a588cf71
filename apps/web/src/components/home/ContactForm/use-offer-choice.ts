import type { ChosenOption } from '@nbt/validation';
import { useState } from 'react';
import type { OfferChoice, OfferSearch } from '../../vehicles/RentalDates/offer-choice';

/**
 * A choice back from the address; a part that does not read as one is left out. The form checks no
 * more (the offer's fields drop what the catalogue does not offer, the server refuses the rest), so
 * the home page's form imports nothing of the offer's code.
 */
export function parseOfferSearch(search: OfferSearch | undefined): OfferChoice {
  const options: ChosenOption[] = [];
  for (const part of search?.opzioni?.split(',') ?? []) {
    const [id, quantity] = part.split('x').map(Number);
    if (!Number.isSafeInteger(id) || id! < 1 || !Number.isSafeInteger(quantity) || quantity! < 1) continue;
    if (!options.some((option) => option.id === id)) options.push({ id: id!, quantity: quantity! });
  }
  return { options, returnOfficeId: search?.rientro ?? null };
}

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
