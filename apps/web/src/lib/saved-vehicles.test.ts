import { describe, expect, it } from 'vitest';
import { startEachTestAsFirstVisit } from '../../test';
import { acceptAllCookies, acceptNecessaryCookies, saveCookiePreferences } from './consent';
import { COMPARE_KEY, FAVOURITES_KEY, setCompared, toggleCompare, toggleFavourite } from './saved-vehicles';

const stored = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null') as unknown;

describe('the vehicles a visitor sets aside', () => {
  startEachTestAsFirstVisit();

  it('keeps no favourite, anywhere, until preference cookies are allowed', () => {
    expect(toggleFavourite(4)).toBe('no-consent');
    acceptNecessaryCookies();
    expect(toggleFavourite(4)).toBe('no-consent');
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);

    saveCookiePreferences({ analytics: false, marketing: false, preferences: true });
    expect(toggleFavourite(4)).toBe('added');
    expect(toggleFavourite(9)).toBe('added');
    expect(stored(window.localStorage, FAVOURITES_KEY)).toEqual([4, 9]);
    expect(toggleFavourite(4)).toBe('removed');
    expect(stored(window.localStorage, FAVOURITES_KEY)).toEqual([9]);
  });

  it('forgets the favourites when the preferences are withdrawn', () => {
    acceptAllCookies();
    toggleFavourite(4);
    saveCookiePreferences({ analytics: true, marketing: true, preferences: false });
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();
    // Allowed again, nothing comes back.
    acceptAllCookies();
    expect(toggleFavourite(7)).toBe('added');
    expect(stored(window.localStorage, FAVOURITES_KEY)).toEqual([7]);
  });

  it('compares three vehicles at most, for this tab only, with no consent needed', () => {
    expect(toggleCompare(1)).toBe('added');
    expect(toggleCompare(2)).toBe('added');
    expect(toggleCompare(3)).toBe('added');
    expect(toggleCompare(4)).toBe('full');
    expect(stored(window.sessionStorage, COMPARE_KEY)).toEqual([1, 2, 3]);
    expect(window.localStorage.length).toBe(0);
    expect(toggleCompare(2)).toBe('removed');
    expect(toggleCompare(4)).toBe('added');
    expect(stored(window.sessionStorage, COMPARE_KEY)).toEqual([1, 3, 4]);
    setCompared([8, 9, 10, 11]);
    expect(stored(window.sessionStorage, COMPARE_KEY)).toEqual([8, 9, 10]);
  });

  it('reads only whole positive ids from what is stored', () => {
    window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify([5, '6', -1, 2.5, null, 7]));
    expect(toggleCompare(8)).toBe('added');
    expect(stored(window.sessionStorage, COMPARE_KEY)).toEqual([5, 7, 8]);
    window.sessionStorage.setItem(COMPARE_KEY, '{broken');
    expect(toggleCompare(1)).toBe('added');
    expect(stored(window.sessionStorage, COMPARE_KEY)).toEqual([1]);
  });
});
