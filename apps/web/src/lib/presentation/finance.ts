import type { Vehicle } from '@nbt/validation';
import { shownPrices } from '@nbt/validation/rules';

/**
 * A vehicle whose page may show a finance example: for sale, not sold, with its price shown. The
 * example itself needs the office's terms too (components/vehicles/FinanceBlock).
 */
export function offersFinance(
  vehicle: Pick<Vehicle, 'listing_type' | 'status' | 'price_per_day' | 'sale_price_euros'>,
): boolean {
  return vehicle.status !== 'venduto' && shownPrices(vehicle).sale !== null;
}
