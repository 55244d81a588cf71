import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, renderRoute, screen, waitFor } from '../../../../test';
import { CONSENT_PREFERENCES_KEY, CONSENT_STATUS_KEY, resetConsentStoreForTests } from '../../../lib/consent';

const BANNER = { name: 'Rispettiamo la tua privacy' } as const;

describe('CookieBanner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentStoreForTests();
  });
  afterEach(() => window.localStorage.clear());

  it('appears no sooner than one second after load when nothing is stored', async () => {
    const start = Date.now();
    renderRoute('/privacy-policy');
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    await screen.findByRole('region', BANNER, { timeout: 15_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(1000);

    fireEvent.click(screen.getByRole('button', { name: 'Solo necessari' }));
    expect(window.localStorage.getItem(CONSENT_STATUS_KEY)).toBe('necessary_only');
    expect(JSON.parse(window.localStorage.getItem(CONSENT_PREFERENCES_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
  });

  it('stays hidden when a choice is stored', async () => {
    window.localStorage.setItem(CONSENT_STATUS_KEY, 'accepted');
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });
});
