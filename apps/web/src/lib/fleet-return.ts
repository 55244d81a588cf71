import { type HistoryState, useCanGoBack, useHydrated, useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { parseVehicleListSearch, type VehicleListSearch } from './vehicles';

// The list's search rides in the history entry of the vehicle page a card opened (not in its
// address, which stays the vehicle's one), so 'Torna alla flotta' knows the tab, filters and page.
const KEY = 'fleetSearch';

/** The history state a card link of /veicoli adds: the list's search. */
export function withFleetSearch(search: VehicleListSearch) {
  return (previous: HistoryState): HistoryState => ({ ...previous, [KEY]: search }) as unknown as HistoryState;
}

/**
 * Where 'Torna alla flotta' goes: the list as the visitor left it, when they came from it. A click
 * then steps back in the history, so the router restores the list's scroll position too; a new tab
 * or a visitor who came from elsewhere opens the list at that address. Read once the page is
 * hydrated: the server's HTML knows no history.
 */
export function useFleetReturn(): {
  search: VehicleListSearch | undefined;
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
} {
  const hydrated = useHydrated();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const saved: unknown = useLocation({
    select: (location) => (location.state as unknown as Record<string, unknown>)[KEY],
  });
  if (!hydrated || !saved || typeof saved !== 'object') return { search: undefined, onClick: undefined };
  const search = parseVehicleListSearch(saved as Record<string, unknown>);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens another tab or window keeps the link's own behaviour.
    if (!canGoBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.back();
  };
  return { search, onClick };
}
