import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '../../../../test/fixtures';
import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import {
  acceptNecessaryCookies,
  resetConsentStoreForTests,
  saveCookiePreferences,
  useConsent,
} from '../../../lib/consent';
import { COMPARE_KEY, FAVOURITES_KEY } from '../../../lib/saved-vehicles';
import { SaveButtons } from './SaveButtons';

/** What the cookie banner's settings dialog would do: here only whether it is open. */
function SettingsProbe() {
  return useConsent().settingsOpen ? <p>impostazioni aperte</p> : null;
}

describe('the heart and “Confronta”', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetConsentStoreForTests();
  });
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps nothing without a consent to preference cookies: it says why, and once allowed keeps the car', async () => {
    acceptNecessaryCookies();
    const car = makeVehicle({ brand: 'Audi', model: 'RS6' });
    render(
      <>
        <SaveButtons vehicle={car} />
        <SettingsProbe />
      </>,
    );
    const heart = screen.getByRole('button', { name: 'Salva Audi RS6 nei preferiti' });
    fireEvent.click(heart);
    const note = await screen.findByRole('dialog', { name: 'Preferiti non attivi' });
    expect(note).toHaveTextContent('per tenerli ci serve il tuo consenso ai cookie di preferenza');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();

    fireEvent.click(within(note).getByRole('button', { name: 'Impostazioni cookie' }));
    expect(await screen.findByText('impostazioni aperte')).toBeInTheDocument();
    saveCookiePreferences({ analytics: false, marketing: false, preferences: true });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual([car.id]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the car in the comparison, and refuses a fourth', async () => {
    window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify([101, 102]));
    const car = makeVehicle({ brand: 'BMW', model: 'M4' });
    const other = makeVehicle({ brand: 'Porsche', model: '911' });
    render(
      <>
        <SaveButtons vehicle={car} />
        <SaveButtons vehicle={other} />
      </>,
    );
    const compare = screen.getByRole('button', { name: 'Confronta BMW M4' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_KEY)!)).toEqual([101, 102, car.id]);

    fireEvent.click(screen.getByRole('button', { name: 'Confronta Porsche 911' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Puoi confrontare al massimo tre veicoli');
    expect(screen.getByRole('button', { name: 'Confronta Porsche 911' })).toHaveAttribute('aria-pressed', 'false');
  });
});
