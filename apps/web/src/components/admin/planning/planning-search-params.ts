// The planning view's month and vehicles as the address keeps them (?tab=planning&month=2026-12&
// vehicles=all), beside the search words and page it shares with the vehicles tab. No zod: the back
// office's first screen reads it, and zod would come with it.
import { isLocalDate } from '@nbt/validation/rules';

export interface PlanningSearchParams {
  /** The month shown, `YYYY-MM`; the current one when absent. */
  month?: string | undefined;
  /** `all`: every vehicle; otherwise only those that can be booked. */
  vehicles?: 'all' | undefined;
}

/** The planning's part of the address: a month that does not exist, or an unknown value, is dropped. */
export function parsePlanningSearch(search: Record<string, unknown>): PlanningSearchParams {
  const month = typeof search.month === 'string' && isLocalDate(`${search.month}-01`) ? search.month : undefined;
  return { month, vehicles: search.vehicles === 'all' ? 'all' : undefined };
}
