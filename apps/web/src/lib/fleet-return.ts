import type { HistoryState } from '@tanstack/react-router';
import type { VehicleListSearch } from './vehicles';

// The list's search rides in the history entry of the vehicle page a card opened (not in its
// address, which stays the vehicle's one), so 'Torna alla flotta' knows the list was left there.
const KEY = 'fleetSearch';

/** The history state a card link of /veicoli adds: the list's search. */
export function withFleetSearch(search: VehicleListSearch) {
  return (previous: HistoryState): HistoryState => ({ ...previous, [KEY]: search }) as unknown as HistoryState;
}
