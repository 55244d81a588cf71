import { useSyncExternalStore } from 'react';
import { FAVOURITES_KEY } from './set-aside';

/*
 * The visitor's cookie choices, kept in localStorage under two keys
 * and mirrored in a tiny external store, so any component (banner, settings dialog, map facade)
 * reads the same value through `useConsent()`. Nothing here touches browser globals at import
 * time or during a server render: the snapshot is read lazily on the client.
 */

/** localStorage keys: with 'language' (lib/i18n) the only ones the site writes without a preference consent. */
export const CONSENT_STATUS_KEY = 'cookie-consent';
export const CONSENT_PREFERENCES_KEY = 'cookie-preferences';
/** What the site keeps only with the preferences category allowed (lib/saved-vehicles: the favourites). */
export const PREFERENCE_STORAGE_KEYS = [FAVOURITES_KEY] as const;

/** The banner appears this long after load when no choice is stored. */
export const CONSENT_BANNER_DELAY_MS = 1000;

export const CONSENT_STATUSES = ['accepted', 'necessary_only', 'custom'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export interface CookiePreferences {
  /** Technical cookies: always on, the visitor cannot refuse them. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** The optional categories the settings dialog toggles. */
export type OptionalCategory = Exclude<keyof CookiePreferences, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'preferences'];

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};
export const ALL_ACCEPTED: CookiePreferences = { necessary: true, analytics: true, marketing: true, preferences: true };

function parseStatus(value: string | null): ConsentStatus | null {
  return (CONSENT_STATUSES as readonly (string | null)[]).includes(value) ? (value as ConsentStatus) : null;
}

/** The optional categories of a stored choice; anything but `true` counts as refused. */
function parsePreferences(value: unknown): CookiePreferences {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    necessary: true,
    analytics: stored.analytics === true,
    marketing: stored.marketing === true,
    preferences: stored.preferences === true,
  };
}

export interface ConsentState {
  /** The stored choice, or null when the visitor has not chosen yet (or on the server). */
  status: ConsentStatus | null;
  preferences: CookiePreferences;
  /** Whether the settings dialog is open (the banner's 'Personalizza' or the footer link). */
  settingsOpen: boolean;
}

const SERVER_STATE: ConsentState = { status: null, preferences: NECESSARY_ONLY, settingsOpen: false };

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): behave as if nothing were stored.
    return null;
  }
}

/** Reads the stored choice; a missing or corrupt entry counts as "not chosen yet". */
export function readStoredConsent(): Pick<ConsentState, 'status' | 'preferences'> {
  const status = parseStatus(readStorage(CONSENT_STATUS_KEY));
  if (!status) return { status: null, preferences: NECESSARY_ONLY };
  let preferences = NECESSARY_ONLY;
  try {
    preferences = parsePreferences(JSON.parse(readStorage(CONSENT_PREFERENCES_KEY) ?? 'null'));
  } catch {
    // Not JSON: keep the necessary-only default.
  }
  if (status === 'accepted') preferences = ALL_ACCEPTED;
  if (status === 'necessary_only') preferences = NECESSARY_ONLY;
  return { status, preferences };
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function currentState(): ConsentState {
  state ??= { ...readStoredConsent(), settingsOpen: false };
  return state;
}

function setState(next: Partial<ConsentState>): void {
  state = { ...currentState(), ...next };
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the choice: follow it, keeping this tab's dialog state.
  if (event.key === null || event.key === CONSENT_STATUS_KEY || event.key === CONSENT_PREFERENCES_KEY) {
    setState(readStoredConsent());
  }
}

/** Calls `listener` on every change of the choice (or of the dialog's state); returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getServerSnapshot(): ConsentState {
  return SERVER_STATE;
}

/** The visitor's consent, re-rendering on every change. Server render: nothing chosen. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, currentState, getServerSnapshot);
}

function persist(status: ConsentStatus, preferences: CookiePreferences): void {
  try {
    window.localStorage.setItem(CONSENT_STATUS_KEY, status);
    window.localStorage.setItem(CONSENT_PREFERENCES_KEY, JSON.stringify(preferences));
    // Preferences refused (or withdrawn): what was kept under them goes too.
    if (!preferences.preferences) for (const key of PREFERENCE_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: the choice still holds for this page view.
  }
  setState({ status, preferences: { ...preferences, necessary: true }, settingsOpen: false });
}

/** 'Accetta tutti': every category on. */
export function acceptAllCookies(): void {
  persist('accepted', ALL_ACCEPTED);
}

/** 'Solo necessari': every optional category off. */
export function acceptNecessaryCookies(): void {
  persist('necessary_only', NECESSARY_ONLY);
}

/** 'Salva preferenze' in the settings dialog. */
export function saveCookiePreferences(choice: Omit<CookiePreferences, 'necessary'>): void {
  persist('custom', { necessary: true, ...choice });
}

export function openCookieSettings(): void {
  setState({ settingsOpen: true });
}

/** Closes the dialog without saving anything. */
export function closeCookieSettings(): void {
  setState({ settingsOpen: false });
}

/** Test helper: forget the cached snapshot so the next read comes from storage again. */
export function resetConsentStoreForTests(): void {
  state = undefined;
  for (const listener of listeners) listener();
}
