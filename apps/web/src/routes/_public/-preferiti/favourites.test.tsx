import { describe, expect, it } from 'vitest';
import { makeVehicle } from '../../../../test/fixtures';
import { fireEvent, renderRoute, screen, within, startEachTestAsFirstVisit } from '../../../../test';
import { acceptAllCookies, acceptNecessaryCookies } from '../../../lib/consent';
import { readKey } from '../../../lib/public-data';
import { FAVOURITES_KEY } from '../../../lib/saved-vehicles';

describe('/preferiti', () => {
  startEachTestAsFirstVisit();

  it('without a consent to preference cookies keeps and shows none, says why and opens the cookie settings', async () => {
    acceptNecessaryCookies();
    // Left by an earlier consent, since withdrawn another way: not read without it.
    window.localStorage.setItem(FAVOURITES_KEY, '[1]');
    renderRoute('/preferiti', { seed: { [readKey('vehicles.list', undefined)]: [makeVehicle({ id: 1 })] } });
    const explained = await screen.findByTestId('favourites-consent', {}, { timeout: 5000 });
    expect(explained).toHaveTextContent('per tenerli ci serve il tuo consenso ai cookie di preferenza');
    expect(screen.queryAllByTestId('vehicle-card')).toHaveLength(0);
    fireEvent.click(within(explained).getByRole('button', { name: 'Impostazioni cookie' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the favourites kept, the newest first, leaving out a vehicle gone', async () => {
    acceptAllCookies();
    const [older, newer] = [makeVehicle({ model: 'Serie 3' }), makeVehicle({ model: 'X5' })];
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify([older!.id, 999_999, newer!.id]));
    renderRoute('/preferiti', { seed: { [readKey('vehicles.list', undefined)]: [older, newer] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'I tuoi preferiti' })).toBeInTheDocument();
    await screen.findAllByTestId('vehicle-card', {}, { timeout: 5000 });
    const names = screen.getAllByTestId('vehicle-card').map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['BMW X5', 'BMW Serie 3']);
  });
});
