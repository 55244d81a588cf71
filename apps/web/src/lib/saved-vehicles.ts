import { useSyncExternalStore } from 'react';
import { readStoredConsent, subscribeConsent } from './consent';
import { COMPARE_KEY, FAVOURITES_KEY } from './set-aside';

/*
 * The vehicles a visitor set aside, without an account: those to compare side by side (at most
 * three) and the favourites. The comparison is what the visitor is doing now, kept for this tab's
 * session only (sessionStorage, which the visitor's own action fills and the browser empties when
 * the tab closes); the favourites last, so they are kept on the device (localStorage) only when
 * the visitor allowed preference cookies, and nowhere otherwise. Nothing is read during a server
 * render: the buttons render unpressed there and take the stored state on hydration.
 */

/** The most vehicles the comparison shows side by side (one column each, on a phone too). */
export const COMPARE_MAX = 3;
/** Enough favourites for anybody's shortlist; the oldest go first beyond it. */
export const FAVOURITES_MAX = 50;
export { COMPARE_KEY, FAVOURITES_KEY };

export type SavedList = 'compare' | 'favourites';

const EMPTY: readonly number[] = [];
const KEYS: Record<SavedList, string> = { compare: COMPARE_KEY, favourites: FAVOURITES_KEY };
/** Each list as last read: its stored text and its ids (the same array while the text is the same). */
const read: Record<SavedList, { text: string | null; ids: readonly number[] }> = {
  compare: { text: null, ids: EMPTY },
  favourites: { text: null, ids: EMPTY },
};
/** The lists' text where the browser keeps none (storage disabled: privacy mode, a sandboxed frame). */
const unstored: Partial<Record<SavedList, string>> = {};
const listeners = new Set<() => void>();

function storageOf(list: SavedList): Storage | undefined {
  try {
    return list === 'compare' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function storedText(list: SavedList): string | null {
  try {
    const storage = storageOf(list);
    if (storage) return storage.getItem(KEYS[list]);
  } catch {
    // Unreadable: as if disabled.
  }
  return unstored[list] ?? null;
}

/** Whether the favourites may be kept on this device: the visitor allowed preference cookies. */
export function favouritesAllowed(): boolean {
  return readStoredConsent().preferences.preferences;
}

/** Positive whole ids from a list's stored text; anything else is dropped. */
function parse(text: string | null): readonly number[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * The ids in `list` as stored now (another tab, a consent withdrawn and its list deleted): read
 * again each time, parsed again only when the text changed. No favourites without the consent.
 */
function current(list: SavedList): readonly number[] {
  if (list === 'favourites' && !favouritesAllowed()) return EMPTY;
  const text = storedText(list);
  if (text !== read[list].text) read[list] = { text, ids: parse(text) };
  return read[list].ids;
}

function write(list: SavedList, ids: readonly number[]): void {
  const text = JSON.stringify(ids);
  try {
    const storage = storageOf(list);
    if (!storage) throw new Error('no storage');
    storage.setItem(KEYS[list], text);
  } catch {
    // Disabled or full: the list lasts as long as the page.
    unstored[list] = text;
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === FAVOURITES_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  // A consent given or withdrawn changes what the favourites are (none without it).
  const stopConsent = subscribeConsent(listener);
  return () => {
    stopConsent();
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The ids in `list`, re-rendering on every change; none during a server render. */
export function useSavedVehicles(list: SavedList): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => current(list),
    () => EMPTY,
  );
}

/** How many times a fourth vehicle was refused: the comparison's bar says why while it holds three. */
let compareRefusals = 0;

/** See `compareRefusals`; none during a server render. */
export function useCompareRefusals(): number {
  return useSyncExternalStore(
    subscribe,
    () => compareRefusals,
    () => 0,
  );
}

/**
 * Puts `id` in the comparison or takes it out. A fourth vehicle is refused: 'full' (the visitor
 * takes one out first).
 */
export function toggleCompare(id: number): 'added' | 'removed' | 'full' {
  const ids = current('compare');
  if (ids.includes(id)) {
    write(
      'compare',
      ids.filter((each) => each !== id),
    );
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) {
    compareRefusals += 1;
    notify();
    return 'full';
  }
  write('compare', [...ids, id]);
  return 'added';
}

/** The comparison becomes these vehicles (the ones a comparison page shows). */
export function setCompared(ids: readonly number[]): void {
  const next = ids.slice(0, COMPARE_MAX);
  const known = current('compare');
  if (next.length !== known.length || next.some((id, index) => known[index] !== id)) write('compare', next);
}

/**
 * Adds `id` to the favourites or takes it out; refused ('no-consent') while the visitor has not
 * allowed preference cookies, when nothing may be kept.
 */
export function toggleFavourite(id: number): 'added' | 'removed' | 'no-consent' {
  if (!favouritesAllowed()) return 'no-consent';
  const ids = current('favourites');
  if (ids.includes(id)) {
    write(
      'favourites',
      ids.filter((each) => each !== id),
    );
    return 'removed';
  }
  write('favourites', [...ids, id].slice(-FAVOURITES_MAX));
  return 'added';
}
