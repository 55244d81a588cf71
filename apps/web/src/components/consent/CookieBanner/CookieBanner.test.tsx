import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../../test';
import {
  CONSENT_BANNER_DELAY_MS,
  CONSENT_STATUS_KEY,
  readStoredConsent,
  resetConsentStoreForTests,
} from '../../../lib/consent';
import { CookieBanner } from './CookieBanner';

const BANNER = { name: 'Rispettiamo la tua privacy' } as const;

/** The banner links to the privacy policy, so it needs a router: a one-page one is enough. */
function renderBanner() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <p>Pagina</p>
        <CookieBanner />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

/** Moves the fake clock, letting the router and React settle in between. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('CookieBanner', () => {
  // The banner's code is loaded before the clock is faked: the delay, not a slow import, keeps it hidden.
  beforeAll(async () => {
    await import('./CookieBannerPanel');
  });
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentStoreForTests();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('appears one second after load when nothing is stored, and a choice hides it', async () => {
    renderBanner();
    await elapse(0);
    expect(screen.getByText('Pagina')).toBeInTheDocument();
    await elapse(CONSENT_BANNER_DELAY_MS - 1);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    await elapse(1);
    // One more frame: the banner slides in.
    await elapse(50);
    expect(screen.getByRole('region', BANNER)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    fireEvent.click(screen.getByRole('button', { name: 'Solo necessari' }));
    expect(readStoredConsent()).toEqual({
      status: 'necessary_only',
      preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
    });
    await elapse(500);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('stays hidden when a choice is stored', async () => {
    window.localStorage.setItem(CONSENT_STATUS_KEY, 'accepted');
    renderBanner();
    await elapse(0);
    expect(screen.getByText('Pagina')).toBeInTheDocument();
    await elapse(10 * CONSENT_BANNER_DELAY_MS);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });
});
