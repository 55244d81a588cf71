/** Where each list of vehicles set aside is kept (lib/saved-vehicles.ts): the comparison in sessionStorage, the favourites in localStorage. */
export const COMPARE_KEY = 'compare';
export const FAVOURITES_KEY = 'favourites';

/**
 * Whether this visitor has a vehicle set aside (a list holding an id): the hearts and the comparison's
 * bar then take their code with the page, so they show it at once.
 */
export function hasSetAside(): boolean {
  try {
    return (
      /\d/.test(window.localStorage.getItem(FAVOURITES_KEY) ?? '') ||
      /\d/.test(window.sessionStorage.getItem(COMPARE_KEY) ?? '')
    );
  } catch {
    // Storage disabled: nothing was kept.
    return false;
  }
}
