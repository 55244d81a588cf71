import type { ChosenOption } from '@nbt/validation';

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

/** The choice with `id` at `quantity` (0 drops it), the others in the order they were chosen. */
export function withQuantity(choice: OfferChoice, id: number, quantity: number): OfferChoice {
  const kept = choice.options.filter((option) => option.id !== id);
  const index = choice.options.findIndex((option) => option.id === id);
  if (quantity > 0) kept.splice(index === -1 ? kept.length : index, 0, { id, quantity });
  return { ...choice, options: kept };
}
