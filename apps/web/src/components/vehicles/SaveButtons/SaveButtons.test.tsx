import { describe, expect, it } from 'vitest';
import { makeVehicle } from '../../../../test/fixtures';
import { fireEvent, render, renderRoute, screen, waitFor, within, startEachTestAsFirstVisit } from '../../../../test';
import { acceptNecessaryCookies, saveCookiePreferences, useConsent } from '../../../lib/consent';
import { readKey } from '../../../lib/public-data';
import { COMPARE_KEY, FAVOURITES_KEY } from '../../../lib/saved-vehicles';
import { SaveButtons } from './SaveButtons';

/** What the cookie banner's settings dialog would do: here only whether it is open. */
function SettingsProbe() {
  return useConsent().settingsOpen ? <p>impostazioni aperte</p> : null;
}

describe('the heart and “Confronta”', () => {
  startEachTestAsFirstVisit();

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

  it('puts the car in the comparison, and refuses a fourth, which the comparison’s bar explains', async () => {
    window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify([101, 102]));
    const car = makeVehicle({ brand: 'BMW', model: 'M4', listing_type: 'sale' });
    renderRoute(`/veicoli/${car.id}`, {
      seed: {
        [readKey('vehicles.byId', { id: car.id })]: car,
        [readKey('offices.list', undefined)]: [],
        [readKey('financeTerms.get', undefined)]: null,
      },
    });
    // The buttons and the bar come with the page's sections.
    const compare = await screen.findByRole('button', { name: 'Confronta BMW M4' }, { timeout: 15_000 });
    const bar = await screen.findByRole('complementary', { name: 'Confronto' }, { timeout: 5000 });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 di 3 veicoli da confrontare');
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_KEY)!)).toEqual([101, 102, car.id]);
    expect(within(bar).getByRole('link', { name: 'Confronta ora' })).toHaveAttribute(
      'href',
      `/confronta?ids=${encodeURIComponent(`101,102,${car.id}`)}`,
    );

    // Three others already: this one is refused, and the bar says why.
    fireEvent.click(compare);
    window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify([101, 102, 103]));
    fireEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar).getByRole('status')).toHaveTextContent(
      '3 di 3 veicoli da confrontare Puoi confrontare al massimo tre veicoli',
    );
  });
});
