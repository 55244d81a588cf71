import { imagesToFields, type Vehicle } from '@nbt/validation';
import { addDays, browseVehicles, isRentable, todayInRome, type VehicleBrowse } from '@nbt/validation/rules';
import { formatDailyPrice } from '../../../lib/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { readKey } from '../../../lib/public-data';
import { fireEvent, renderRoute, screen, waitFor, within } from '../../../../test';

/**
 * The API's pages of `vehicles` (with a period, of the rental vehicles among `free`), made by the
 * rules the server applies, and a query cache holding no offices: no request leaves the test.
 */
function seededClient(vehicles: Vehicle[], free: Vehicle[] = vehicles): Record<string, unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string | URL | Request) => {
      const url = new URL(String(address));
      const names = url.pathname.split('/').pop()!.split(',');
      const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<
        string,
        VehicleBrowse & { from?: string }
      >;
      return Response.json(
        names.map((name, index) => {
          const query = inputs[index] ?? {};
          if (name !== 'vehicles.browse') throw new Error(`unexpected call ${name}`);
          const offered = query.from ? free.filter(isRentable) : vehicles;
          return { result: { data: browseVehicles(offered, query, vehicles) } };
        }),
      );
    }),
  );
  return { [readKey('offices.list', undefined)]: [] };
}

const fleet = () => [
  makeVehicle({ brand: 'BMW', model: 'M4', listing_type: 'both', price_per_day: 35000, sale_price_euros: 89000 }),
  makeVehicle({
    brand: 'Mercedes',
    model: 'Classe S',
    listing_type: 'rental',
    price_per_day: 45000,
    fuel_type: 'ibrido',
  }),
  makeVehicle({
    brand: 'Fiat',
    model: '500e',
    listing_type: 'rental',
    price_per_day: 6000,
    price_tiers: [
      { min_days: 3, price_per_day: 5500 },
      { min_days: 7, price_per_day: 5000 },
    ],
    fuel_type: 'elettrico',
  }),
  makeVehicle({
    brand: 'Porsche',
    model: '911',
    listing_type: 'sale',
    sale_price_euros: 124900,
    status: 'in_trattativa',
  }),
  makeVehicle({ brand: 'Land Rover', model: 'Range Rover', listing_type: 'sale', ...HIDDEN_PRICE }),
  makeVehicle({ brand: 'Mercedes', model: 'GLC', listing_type: 'sale', status: 'venduto', available: false }),
  makeVehicle({
    brand: 'Scania',
    model: 'R 500',
    vehicle_category: 'camion',
    listing_type: 'rental',
    fuel_type: 'diesel',
  }),
  makeVehicle({ brand: 'Volvo', model: 'FH16', vehicle_category: 'camion', listing_type: 'sale', fuel_type: 'diesel' }),
];

/** The list has rendered (route components load lazily, after a moment of skeletons). */
const listReady = () => screen.findAllByRole('tab', {}, { timeout: 5000 });

const cardTitles = () =>
  screen.getAllByTestId('vehicle-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/veicoli', () => {
  it('shows the title, a link home and the four tabs with their counts, rental first', async () => {
    renderRoute('/veicoli', { seed: seededClient(fleet()) });
    await listReady();
    expect(screen.getByRole('heading', { level: 1, name: 'La Nostra Flotta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' }).getAttribute('href')).toBe('/');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['NBT Noleggio (4)', 'Auto (4)', 'TIR - Trattori (2)', 'Movimento Terra (0)']);
    expect(screen.getByRole('tab', { name: 'NBT Noleggio (4)' }).getAttribute('aria-selected')).toBe('true');
    expect(cardTitles()).toEqual(['BMW M4', 'Mercedes Classe S', 'Fiat 500e', 'Scania R 500']);
  });

  it('renders each card with its badges, prices and a link to the vehicle', async () => {
    const vehicles = fleet();
    renderRoute('/veicoli?tab=auto', { seed: seededClient(vehicles) });
    await listReady();
    const cards = screen.getAllByTestId('vehicle-card');
    const porsche = cards.find((card) => card.textContent?.includes('Porsche'))!;
    expect(within(porsche).getByText('In Trattativa')).toBeInTheDocument();
    expect(within(porsche).getByTestId('price-sale').textContent).toBe('€ 124.900 vendita');
    const link = within(porsche).getByRole('link', { name: 'Porsche 911' });
    expect(link.getAttribute('href')).toBe(`/veicoli/${vehicles[3]!.id}`);
    const cover = within(porsche).getByRole('img', { name: 'Porsche 911' }) as HTMLImageElement;
    // The first card's photo is the page's LCP: loaded at once; the others lazily.
    expect(cards.map((card) => card.querySelector('img')!.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(cover.getAttribute('width')).toBe('640');
    expect(cover.getAttribute('height')).toBe('480');
    fireEvent.error(cover);
    expect(cover.getAttribute('src')).toBe('/vehicle-placeholder.svg');

    const range = cards.find((card) => card.textContent?.includes('Range Rover'))!;
    expect(within(range).getByTestId('price-hidden').textContent).toBe(
      'Contattaci per avere maggiori informazioni sul prezzo',
    );
    const glc = cards.find((card) => card.textContent?.includes('GLC'))!;
    expect(within(glc).getByText('Venduto')).toBeInTheDocument();
  });

  it('marks vehicles offered both ways and formats the rental price', async () => {
    renderRoute('/veicoli', { seed: seededClient(fleet()) });
    await listReady();
    const bmw = screen.getAllByTestId('vehicle-card')[0]!;
    expect(within(bmw).getByText('Noleggio e Vendita')).toBeInTheDocument();
    expect(within(bmw).getByText('Disponibile')).toBeInTheDocument();
    expect(within(bmw).getByTestId('price-daily').textContent).toBe('€ 350,00/giorno');
    expect(within(bmw).getByTestId('price-sale').textContent).toBe('€ 89.000 vendita');
  });

  it('keeps the chosen tab in the URL', async () => {
    const { router } = renderRoute('/veicoli', { seed: seededClient(fleet()) });
    await listReady();
    fireEvent.click(screen.getByRole('tab', { name: 'TIR - Trattori (2)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'tir' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Scania R 500', 'Volvo FH16']), { timeout: 3000 });
  });

  it('filters and sorts from the URL, and the reset clears both', async () => {
    const { router } = renderRoute('/veicoli?marca=mercedes', { seed: seededClient(fleet()) });
    await listReady();
    expect(screen.getByRole('tab', { name: 'NBT Noleggio (1)' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Mercedes Classe S']);
    // The sold Mercedes GLC is listed under 'Auto', so its chip counts it.
    expect(screen.getByRole('tab', { name: 'Auto (1)' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Marca'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Ordina per'), { target: { value: 'prezzo-asc' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ ordine: 'prezzo-asc' }));
    // Scania € 50, Fiat € 60, BMW € 350, Mercedes € 450 a day.
    await waitFor(() => expect(cardTitles()).toEqual(['Scania R 500', 'Fiat 500e', 'BMW M4', 'Mercedes Classe S']), {
      timeout: 3000,
    });

    fireEvent.change(screen.getByLabelText('Carburante'), { target: { value: 'elettrico' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Fiat 500e']), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(cardTitles()).toHaveLength(4), { timeout: 3000 });
  });

  it('narrows the machines by type, weight and operator from the URL, and another tab drops those filters', async () => {
    const machine = (
      model: string,
      machine_type: Vehicle['machine_type'],
      with_operator: Vehicle['with_operator'],
      photos?: string[],
    ) =>
      makeVehicle({
        brand: 'Kubota',
        model,
        vehicle_category: 'movimento_terra',
        listing_type: 'rental',
        machine_type,
        operating_weight_kg: machine_type === 'miniescavatore' ? 2_700 : 22_000,
        with_operator,
        ...(photos ? imagesToFields(photos) : {}),
      });
    const vehicles = [
      ...fleet(),
      machine('KX027', 'miniescavatore', 'optional'),
      machine('U10', 'miniescavatore', 'no', []),
      machine('KX080', 'escavatore', 'always'),
    ];
    const { router } = renderRoute('/veicoli?tab=movimento-terra&macchina=miniescavatore', {
      seed: seededClient(vehicles),
    });
    await listReady();
    await waitFor(() => expect(cardTitles()).toEqual(['Kubota KX027', 'Kubota U10']), { timeout: 3000 });
    // A machine without a photo shows a machine's picture, not a car's.
    expect(screen.getByRole('img', { name: 'Kubota U10' })).toHaveAttribute('src', '/vehicle-placeholder-machine.svg');
    // The machines' filters are written with the list; their code comes beside the page's.
    expect(await screen.findByLabelText('Tipo di macchina', {}, { timeout: 3000 })).toHaveValue('miniescavatore');

    fireEvent.change(screen.getByLabelText('Operatore'), { target: { value: 'si' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        tab: 'movimento-terra',
        macchina: 'miniescavatore',
        operatore: 'si',
      }),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Kubota KX027']), { timeout: 3000 });
    // The trucks' filters are not offered among the machines'.
    expect(screen.queryByLabelText('Assi')).toBeNull();

    // The machines' filters narrow every tab's count: no truck comes with an operator.
    fireEvent.click(screen.getByRole('tab', { name: 'TIR - Trattori (0)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'tir' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Scania R 500', 'Volvo FH16']), { timeout: 3000 });
    expect(await screen.findByLabelText('Assi', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says when the filters match nothing in a tab', async () => {
    renderRoute('/veicoli?tab=tir&carburante=elettrico', { seed: seededClient(fleet()) });
    expect(
      await screen.findByText('Nessun veicolo corrisponde ai filtri scelti.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows each tab’s empty message', async () => {
    const cars = [makeVehicle({ listing_type: 'rental' })];
    renderRoute('/veicoli?tab=tir', { seed: seededClient(cars) });
    expect(await screen.findByText('Nessun TIR o trattore disponibile', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TIR - Trattori (0)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Auto (0)' }));
    expect(await screen.findByText('Nessuna auto disponibile', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the rental tab’s empty message', async () => {
    renderRoute('/veicoli', { seed: seededClient([makeVehicle({ listing_type: 'sale' })]) });
    expect(await screen.findByText('Nessun veicolo NBT disponibile', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when there are no vehicles at all', async () => {
    renderRoute('/veicoli', { seed: seededClient([]) });
    expect(await screen.findByText('Nessun veicolo disponibile', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows an error when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('boom', { status: 500 })));
    renderRoute('/veicoli', { seed: { [readKey('offices.list', undefined)]: [] } });
    expect(await screen.findByText('Errore nel caricamento dei veicoli', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('shows six skeleton cards while the list loads', async () => {
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(new Promise(() => {})));
    renderRoute('/veicoli', { seed: { [readKey('offices.list', undefined)]: [] } });
    await waitFor(() => expect(screen.getAllByTestId('vehicle-card-skeleton')).toHaveLength(6), { timeout: 5000 });
  });

  it('sets the same title as the server sends', async () => {
    renderRoute('/veicoli', { seed: seededClient(fleet()) });
    await listReady();
    await waitFor(() => expect(document.title).toBe('La Nostra Flotta | NBT'));
  });

  describe('with a rental period and words', () => {
    const from = addDays(todayInRome(), 10);
    const to = addDays(todayInRome(), 13);

    it('lists the rental vehicles free for the period, with the count and the price for it', async () => {
      const vehicles = fleet();
      // The API's list by period leaves out the Mercedes Classe S (booked then); sale vehicles are free but not for rent.
      const free = vehicles.filter((vehicle) => vehicle.model !== 'Classe S');
      renderRoute(`/veicoli?dal=${from}&al=${to}`, { seed: seededClient(vehicles, free) });
      await listReady();

      expect(cardTitles()).toEqual(['BMW M4', 'Fiat 500e', 'Scania R 500']);
      expect(screen.getByTestId('vehicle-count')).toHaveTextContent('3 veicoli');
      // 'Auto' lists the cars for sale: the BMW, for rent and sale, is one of them.
      expect(screen.getByRole('tab', { name: 'Auto (1)' })).toBeInTheDocument();
      // The period's price is written with the list; its code comes beside the page's.
      const prices = () => screen.queryAllByTestId('period-price').map((price) => price.textContent);
      await waitFor(() => expect(prices()).toHaveLength(3), { timeout: 3000 });
      // The Fiat's 3 days reach its 3-day tier, as the server's quote prices them; the 7-day one is not reached.
      expect(prices()).toEqual([
        `${formatDailyPrice(3 * 35000, 'it')} per 3 giorni (indicativo)`,
        `${formatDailyPrice(3 * 5500, 'it')} per 3 giorni (indicativo)`,
        `${formatDailyPrice(3 * 5000, 'it')} per 3 giorni (indicativo)`,
      ]);
      expect(screen.getByLabelText('Ritiro')).toHaveValue(from);
      expect(screen.getByLabelText('Riconsegna')).toHaveValue(to);
      // Each card takes the period to the vehicle page, whose calendar opens on it.
      const link = screen.getByRole('link', { name: 'BMW M4' });
      expect(new URL(link.getAttribute('href')!, 'http://x').search).toBe(`?dal=${from}&al=${to}`);
    });

    it('ignores a period that starts in the past or ends before it starts', async () => {
      const yesterday = addDays(todayInRome(), -1);
      for (const search of [`dal=${yesterday}&al=${to}`, `dal=${to}&al=${from}`]) {
        const { unmount } = renderRoute(`/veicoli?${search}`, { seed: seededClient(fleet()) });
        await listReady();
        expect(screen.queryByTestId('period-price')).not.toBeInTheDocument();
        expect(screen.getByTestId('vehicle-count')).toHaveTextContent('4 veicoli');
        unmount();
      }
    });

    it('finds vehicles by words of the brand and model, with the count', async () => {
      renderRoute('/veicoli?cerca=merc%20clas', { seed: seededClient(fleet()) });
      await listReady();
      expect(cardTitles()).toEqual(['Mercedes Classe S']);
      expect(screen.getByTestId('vehicle-count')).toHaveTextContent('1 veicolo');
      expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('merc clas');
    });
  });
});
