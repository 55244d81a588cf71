import { isLocalDate, periodIssues, todayInRome } from '@nbt/validation/rules';

/** A rental period: the pick-up and the return day, `YYYY-MM-DD`. */
export interface RentalPeriod {
  from: string;
  to: string;
}

/**
 * The rental period a /veicoli search names, as the API takes it: both days, from today on, the
 * last not before the first and at most a year long; anything else filters nothing.
 */
export function searchPeriod(search: { dal?: unknown; al?: unknown }): RentalPeriod | undefined {
  const { dal, al } = search;
  if (typeof dal !== 'string' || typeof al !== 'string' || !isLocalDate(dal) || !isLocalDate(al)) return undefined;
  const issues = periodIssues(dal, al, { fromField: 'dal', toField: 'al', notBefore: todayInRome() });
  return issues.length === 0 ? { from: dal, to: al } : undefined;
}

/**
 * The search params of a vehicle page: the rental period carried from the list (`dal`, `al`), kept
 * only when it is one the list would take, so the calendar opens on it.
 */
export function parseVehiclePageSearch(search: Record<string, unknown>): { dal?: string; al?: string } {
  const period = searchPeriod(search);
  return period ? { dal: period.from, al: period.to } : {};
}
