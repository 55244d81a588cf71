import { COMPANY, type Vehicle } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { shareLinks } from '../../../components/vehicles/ShareBlock/share-links';
import { readKey } from '../../../lib/public-data';
import { renderRoute, screen, waitFor, within } from '../../../../test';

/** The API's answers for these vehicles (each also by id, with no booked days) and no offices, so no request leaves the test. */
function seededClient(vehicles: Vehicle[]): Record<string, unknown> {
  const seed: Record<string, unknown> = {
    [readKey('vehicles.list', undefined)]: vehicles,
    [readKey('offices.list', undefined)]: [],
  };
  for (const vehicle of vehicles) {
    seed[readKey('vehicles.byId', { id: vehicle.id })] = vehicle;
    seed[readKey('vehicles.availability', { id: vehicle.id })] = { busy: [] };
  }
  seed[readKey('financeTerms.get', undefined)] = null;
  return seed;
}

const pageReady = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

function meta(key: string): string | null | undefined {
  return document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('/veicoli/{id}', () => {
  it('shows the vehicle with its prices, characteristics, contact and share blocks', async () => {
    const bmw = makeVehicle({ brand: 'BMW', model: 'M4 Competition', year: 2023, price_per_day: 35000 });
    renderRoute(`/veicoli/${bmw.id}`, { seed: seededClient([bmw]) });
    await pageReady('BMW M4 Competition');

    expect(screen.getByRole('link', { name: 'Torna alla flotta' }).getAttribute('href')).toBe('/veicoli');
    expect(screen.getByText('Disponibile')).toBeInTheDocument();
    expect(screen.getByText('Noleggio e Vendita')).toBeInTheDocument();
    expect(screen.getByTestId('price-daily').textContent).toBe('€ 350,00/giorno');
    expect(screen.getByTestId('price-sale').textContent).toBe('€ 89.000 vendita');
    expect(screen.getByTestId('gallery-counter').textContent).toBe('1 / 3');
    // The characteristics' code loads after the page's (a server-rendered section).
    // The characteristics' code comes after the page's (a server-rendered section), transformed on first use.
    expect(
      await screen.findByRole('heading', { name: 'Caratteristiche tecniche' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prestazioni' })).toBeInTheDocument();
    expect(screen.queryByTestId('sold-banner')).toBeNull();

    const ask = screen.getByRole('link', { name: 'Richiedi informazioni' });
    expect(ask.getAttribute('href')).toBe(`/?veicolo=${bmw.id}#contatti`);
    const whatsapp = screen.getByRole('link', { name: 'Scrivici su WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${COMPANY.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(
      `Buongiorno, sono interessato al veicolo BMW M4 Competition (2023) che ho visto sul vostro sito: ${window.location.origin}/veicoli/${bmw.id}`,
    );
    // The share links carry the page's address and its title with the year.
    const shared = shareLinks(`${window.location.origin}/veicoli/${bmw.id}`, 'BMW M4 Competition (2023) | NBT');
    expect(screen.getByRole('link', { name: 'Condividi su WhatsApp' })).toHaveAttribute('href', shared.whatsapp);
    expect(screen.getByRole('link', { name: 'Condividi su Facebook' })).toHaveAttribute('href', shared.facebook);
    expect(screen.getByRole('link', { name: 'Condividi su Twitter' })).toHaveAttribute('href', shared.twitter);
    expect(screen.getByRole('link', { name: 'Condividi su LinkedIn' })).toHaveAttribute('href', shared.linkedin);
  });

  it('sets the title and, when rendered on the server, the social-preview tags', async () => {
    // The preview's picture and product tags are for crawlers: the server's render writes them.
    vi.stubEnv('SSR', true);
    // A km 0 car has had an owner: used, for the product tags.
    const bmw = makeVehicle({ brand: 'BMW', model: 'M4', year: 2023, sale_price_euros: 89000, condition: 'km0' });
    renderRoute(`/veicoli/${bmw.id}`, { seed: seededClient([bmw]) });
    await pageReady('BMW M4');
    await waitFor(() => expect(document.title).toBe('BMW M4 2023 | NBT'));
    expect(meta('og:title')).toBe('BMW M4 2023 | NBT');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:url')).toBe(`${window.location.origin}/veicoli/${bmw.id}`);
    expect(meta('og:image')).toBe(`${window.location.origin}/uploads/bmw-1.jpg`);
    expect(meta('product:brand')).toBe('BMW');
    expect(meta('product:condition')).toBe('used');
    expect(meta('product:price:amount')).toBe('89000');
    expect(meta('product:price:currency')).toBe('EUR');
  });

  it('hides the prices and the price tags when the price is hidden', async () => {
    vi.stubEnv('SSR', true);
    const range = makeVehicle({
      brand: 'Land Rover',
      model: 'Range Rover Sport',
      ...HIDDEN_PRICE,
      listing_type: 'sale',
    });
    renderRoute(`/veicoli/${range.id}`, { seed: seededClient([range]) });
    await pageReady('Land Rover Range Rover Sport');
    expect(screen.getByTestId('price-hidden').textContent).toBe(
      'Contattaci per avere maggiori informazioni sul prezzo',
    );
    await waitFor(() => expect(meta('product:brand')).toBe('Land Rover'));
    expect(meta('product:price:amount')).toBeUndefined();
  });

  it('leaves out the performance block without displacement and power', async () => {
    const van = makeVehicle({ brand: 'Iveco', model: 'Daily', engine_displacement: null, horsepower: null });
    renderRoute(`/veicoli/${van.id}`, { seed: seededClient([van]) });
    await pageReady('Iveco Daily');
    expect(screen.queryByRole('heading', { name: 'Prestazioni' })).toBeNull();
  });

  it("sums a car up with its kilometres and a machine with its engine hours, not '0 km'", async () => {
    const car = makeVehicle({ brand: 'BMW', model: 'X5', year: 2022, kilometers: 12_500 });
    const machine = makeVehicle({
      brand: 'Caterpillar',
      model: '950 GC',
      vehicle_category: 'movimento_terra',
      year: 2020,
      kilometers: 0,
      engine_hours: 6_400,
      fuel_type: 'diesel',
      transmission: 'automatico',
    });
    const summary = async (vehicle: Vehicle) => {
      const { unmount } = renderRoute(`/veicoli/${vehicle.id}`, { seed: seededClient([vehicle]) });
      const heading = await pageReady(`${vehicle.brand} ${vehicle.model}`);
      const text = heading.nextElementSibling?.textContent;
      unmount();
      return text;
    };
    expect(await summary(car)).toMatch(/^2022 · 12\.500 km · /);
    expect(await summary(machine)).toBe('2020 · 6.400 h · Diesel · Automatico');
  });

  it('shows a sold banner and similar available vehicles on a sold vehicle', async () => {
    const sold = makeVehicle({
      brand: 'Mercedes',
      model: 'GLC',
      status: 'venduto',
      available: false,
      listing_type: 'sale',
    });
    const similar = makeVehicle({ brand: 'Mercedes', model: 'Classe S' });
    const truck = makeVehicle({ brand: 'Scania', model: 'R 500', vehicle_category: 'camion' });
    renderRoute(`/veicoli/${sold.id}`, { seed: seededClient([sold, similar, truck]) });
    await pageReady('Mercedes GLC');
    expect(within(screen.getByTestId('sold-banner')).getByText('Venduto')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Veicoli simili disponibili' }, { timeout: 5000 });
    expect(within(section).getAllByTestId('vehicle-card')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Mercedes Classe S' })).toBeInTheDocument();
  });

  it('says the vehicle was not found, with a way back to the fleet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          Response.json(
            [{ error: { message: 'Veicolo non trovato', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } }],
            { status: 404 },
          ),
        ),
    );
    renderRoute('/veicoli/424242', { seed: seededClient([]) });
    await pageReady('Veicolo non trovato');
    expect(screen.getByRole('link', { name: 'Torna alla flotta' }).getAttribute('href')).toBe('/veicoli');
    await waitFor(() => expect(document.title).toBe('Veicolo non trovato | NBT'));
  });

  it('treats a malformed id and a failed load as not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderRoute('/veicoli/abc', { seed: seededClient([]) });
    expect(await pageReady('Veicolo non trovato')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Veicolo non trovato | NBT'));
    unmount();
    const failing = vi.fn().mockResolvedValue(new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', failing);
    renderRoute('/veicoli/7', { seed: seededClient([]) });
    expect(await pageReady('Veicolo non trovato')).toBeInTheDocument();
    expect(failing).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Torna alla flotta' })).toHaveAttribute('href', '/veicoli');
  });
});
