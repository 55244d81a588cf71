import { isLocalDate, periodIssues, todayInRome } from '@nbt/validation/rules';

/**
 * The rental period a /veicoli search names, as the API takes it: both days, from today on, the
 * last not before the first and at most a year long; anything else filters nothing.
 */
export function searchPeriod(search: { dal?: string | undefined; al?: string | undefined }) {
  const { dal, al } = search;
  if (!dal || !al || !isLocalDate(dal) || !isLocalDate(al)) return undefined;
  const issues = periodIssues(dal, al, { fromField: 'dal', toField: 'al', notBefore: todayInRome() });
  return issues.length === 0 ? { from: dal, to: al } : undefined;
}
