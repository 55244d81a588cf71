// The list's filters on what a buyer compares. Without zod, so the browser may read it too.
import type { Vehicle } from './answers.js';
import type { BodyType, VehicleCondition } from './sale-rules.js';

/** What the list of cars for sale may be narrowed by; a vehicle that does not state a fact matches no filter on it. */
export interface SaleFilters {
  condition?: VehicleCondition | undefined;
  body_type?: BodyType | undefined;
  /** First registered in this month (`YYYY-MM`) or later. */
  registered_from?: string | undefined;
  /** At most this many kilometres. */
  max_km?: number | undefined;
  /** At most this many previous owners. */
  max_owners?: number | undefined;
  vat_deductible?: boolean | undefined;
}

export type SaleFilterable = Pick<
  Vehicle,
  'condition' | 'body_type' | 'first_registration' | 'kilometers' | 'previous_owners' | 'vat_deductible'
>;

/** The test of the sale filters a query sets; undefined when it sets none. */
export function saleFilter(query: SaleFilters): ((vehicle: SaleFilterable) => boolean) | undefined {
  const { condition, body_type, registered_from: from, max_km, max_owners, vat_deductible } = query;
  const tests: ((vehicle: SaleFilterable) => boolean)[] = [];
  if (condition !== undefined) tests.push((vehicle) => vehicle.condition === condition);
  if (body_type !== undefined) tests.push((vehicle) => vehicle.body_type === body_type);
  if (from !== undefined) tests.push((v) => v.first_registration !== null && v.first_registration >= from);
  if (max_km !== undefined) tests.push((vehicle) => vehicle.kilometers <= max_km);
  if (max_owners !== undefined) tests.push((v) => v.previous_owners !== null && v.previous_owners <= max_owners);
  if (vat_deductible !== undefined) tests.push((vehicle) => vehicle.vat_deductible === vat_deductible);
  return tests.length === 0 ? undefined : (vehicle) => tests.every((test) => test(vehicle));
}
