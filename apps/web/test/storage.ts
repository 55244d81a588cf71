import { afterEach, beforeEach } from 'vitest';
import { resetConsentStoreForTests } from '../src/lib/consent';

/**
 * Each test of the file starts as a first visit: nothing in the browser's storage and no cookie
 * choice read yet; nothing it stores is left for the next file.
 */
export function startEachTestAsFirstVisit(): void {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetConsentStoreForTests();
  });
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
