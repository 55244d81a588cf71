import type { ChosenOption } from '@nbt/validation';
import { MAX_OPTION_QUANTITY } from '@nbt/validation/rules';

/** The options a visitor chose for a rental and the office the car goes back to (null: the pick-up one). */
export interface OfferChoice {
  options: ChosenOption[];
  returnOfficeId: number | null;
}

export const NO_OFFER: OfferChoice = { options: [], returnOfficeId: null };

/**
 * The choice as the quote form's address carries it from the vehicle page: `opzioni=3x1,5x2` (id
 * × quantity) and `rientro=4`. The home route keeps only a well-formed `opzioni`; the server checks
 * every option again.
 */
export interface OfferSearch {
  opzioni?: string | undefined;
  rientro?: number | undefined;
}

/** The search parameters of a choice; none for what was not chosen. */
export function offerSearch(choice: OfferChoice): { opzioni?: string; rientro?: number } {
  const opzioni = choice.options.map(({ id, quantity }) => `${id}x${quantity}`).join(',');
  return {
    ...(opzioni ? { opzioni } : {}),
    ...(choice.returnOfficeId !== null ? { rientro: choice.returnOfficeId } : {}),
  };
}

/** A choice back from the address; a part that does not read as one is left out. */
export function parseOfferSearch(search: OfferSearch | undefined): OfferChoice {
  const options: ChosenOption[] = [];
  for (const part of search?.opzioni?.split(',') ?? []) {
    const [id, quantity] = part.split('x').map(Number);
    if (!Number.isSafeInteger(id) || id! < 1 || !Number.isInteger(quantity)) continue;
    if (quantity! < 1 || quantity! > MAX_OPTION_QUANTITY || options.some((option) => option.id === id)) continue;
    options.push({ id: id!, quantity: quantity! });
  }
  return { options, returnOfficeId: search?.rientro ?? null };
}

/** The choice with `id` at `quantity` (0 drops it), the others in the order they were chosen. */
export function withQuantity(choice: OfferChoice, id: number, quantity: number): OfferChoice {
  const kept = choice.options.filter((option) => option.id !== id);
  const index = choice.options.findIndex((option) => option.id === id);
  if (quantity > 0) kept.splice(index === -1 ? kept.length : index, 0, { id, quantity });
  return { ...choice, options: kept };
}
