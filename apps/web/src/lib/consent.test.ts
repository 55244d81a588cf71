import { describe, expect, it } from 'vitest';
import { startEachTestAsFirstVisit } from '../../test';
import {
  acceptAllCookies,
  acceptNecessaryCookies,
  CONSENT_PREFERENCES_KEY,
  CONSENT_STATUS_KEY,
  openCookieSettings,
  closeCookieSettings,
  readStoredConsent,
  saveCookiePreferences,
} from './consent';

/** The two keys as written, read back without the store's own parsing. */
function rawStorage() {
  return {
    status: window.localStorage.getItem(CONSENT_STATUS_KEY),
    preferences: JSON.parse(window.localStorage.getItem(CONSENT_PREFERENCES_KEY) ?? 'null') as unknown,
  };
}

describe('cookie consent store', () => {
  startEachTestAsFirstVisit();

  it('reads "not chosen yet" from empty or corrupt storage', () => {
    expect(readStoredConsent().status).toBeNull();
    window.localStorage.setItem(CONSENT_STATUS_KEY, 'maybe');
    expect(readStoredConsent().status).toBeNull();
    window.localStorage.setItem(CONSENT_STATUS_KEY, 'custom');
    window.localStorage.setItem(CONSENT_PREFERENCES_KEY, '{not json');
    expect(readStoredConsent()).toEqual({
      status: 'custom',
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it('"Accetta tutti" stores every category as true', () => {
    acceptAllCookies();
    expect(rawStorage()).toEqual({
      status: 'accepted',
      preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
  });

  it('"Solo necessari" stores the optional categories as false', () => {
    acceptNecessaryCookies();
    expect(rawStorage()).toEqual({
      status: 'necessary_only',
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
  });

  it('saving the dialog stores a custom choice, with necessary always true', () => {
    saveCookiePreferences({ analytics: false, marketing: true, preferences: true });
    expect(readStoredConsent()).toEqual({
      status: 'custom',
      preferences: { necessary: true, analytics: false, marketing: true, preferences: true },
    });
  });

  it('opening and cancelling the dialog stores nothing', () => {
    openCookieSettings();
    closeCookieSettings();
    expect(window.localStorage.length).toBe(0);
  });
});
