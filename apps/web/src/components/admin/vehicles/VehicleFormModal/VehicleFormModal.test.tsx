import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, invalidInputAnswer, render, screen, waitFor } from '../../../../../test';
import { makeAdminVehicle, makeVehicle } from '../../../../../test/fixtures';
import { VehicleFormModal, type VehicleFormTarget } from './VehicleFormModal';

function renderForm(target: VehicleFormTarget) {
  const onClose = vi.fn();
  render(<VehicleFormModal opened onClose={onClose} target={target} formKey={1} />);
  return { onClose };
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
}

function chooseOption(label: string, option: string) {
  fireEvent.click(input(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Answers one tRPC batch call with `data` and records what was sent. */
function mockTrpc(data: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json([{ result: { data } }])));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// A form of twenty Mantine inputs renders slowly in jsdom, more so on a busy machine.
describe('VehicleFormModal', { timeout: 20_000 }, () => {
  it('starts from the preset of the add button: a truck for sale', () => {
    renderForm({ mode: 'create', category: 'camion', listingType: 'sale' });
    expect(screen.getByRole('heading', { name: 'Aggiungi veicolo' })).toBeInTheDocument();
    expect(input('Categoria').value).toBe('Camion');
    expect(input('Tipo di annuncio').value).toBe('Vendita');
    expect(input('Porte').value).toBe('2');
    expect(input('Posti').value).toBe('2');
    expect(screen.queryByLabelText('Prezzo noleggio', { exact: false })).toBeNull();
    expect(input('Prezzo di vendita').required).toBe(true);
    expect(input('Marca').maxLength).toBe(100);
    expect(input('Colore').maxLength).toBe(50);
  });

  it('resets doors and seats when the category changes', () => {
    renderForm({ mode: 'create', category: 'auto', listingType: 'rental' });
    expect(input('Porte').value).toBe('5');
    chooseOption('Categoria', 'Camion');
    expect(input('Porte').value).toBe('2');
    expect(input('Posti').value).toBe('2');
    chooseOption('Categoria', 'Auto');
    expect(input('Porte').value).toBe('5');
    expect(input('Posti').value).toBe('5');
  });

  it('shows the prices the listing type needs and requires them', async () => {
    const fetch = mockTrpc(makeVehicle());
    renderForm({ mode: 'create', category: 'auto', listingType: 'sale' });
    fireEvent.change(input('Marca'), { target: { value: 'Audi' } });
    fireEvent.change(input('Modello'), { target: { value: 'RS6' } });
    fireEvent.change(input('Prezzo di vendita'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi veicolo' }));
    expect(await screen.findByText('Il prezzo di vendita è obbligatorio')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    chooseOption('Tipo di annuncio', 'Noleggio e Vendita');
    expect(input('Prezzo noleggio').value).toBe('50');
    expect(input('Prezzo di vendita').required).toBe(false);
  });

  it('sends the rental price in cents and the features as a list', async () => {
    const fetch = mockTrpc(makeVehicle({ brand: 'Audi', model: 'A3' }));
    const { onClose } = renderForm({ mode: 'create', category: 'auto', listingType: 'rental' });
    fireEvent.change(input('Marca'), { target: { value: 'Audi' } });
    fireEvent.change(input('Modello'), { target: { value: 'A3' } });
    fireEvent.change(input('Prezzo noleggio'), { target: { value: '75,5' } });
    fireEvent.change(input('Caratteristiche'), { target: { value: 'Navigatore, , Cruise control ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi veicolo' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('admin.vehicles.create');
    const body = JSON.parse(String(init?.body)) as Record<string, Record<string, unknown>>;
    expect(body['0']).toMatchObject({
      brand: 'Audi',
      model: 'A3',
      price_per_day: 7550,
      sale_price_euros: null,
      features: ['Navigatore', 'Cruise control'],
      vehicle_category: 'auto',
      listing_type: 'rental',
    });
  });

  it("shows the server's field errors on the matching fields", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(invalidInputAnswer([{ path: 'data.price_per_day', message: 'Prezzo fuori scala' }])),
    );
    const vehicle = makeAdminVehicle({ listing_type: 'rental' });
    const { onClose } = renderForm({ mode: 'edit', vehicle });
    expect(screen.getByRole('heading', { name: 'Modifica veicolo' })).toBeInTheDocument();
    expect(input('Marca').value).toBe(vehicle.brand);
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Prezzo fuori scala')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says under each price tier why it is refused: not longer or not cheaper than the one before', async () => {
    const fetch = mockTrpc(makeVehicle());
    const vehicle = makeAdminVehicle({
      listing_type: 'rental',
      price_per_day: 12000,
      price_tiers: [
        { min_days: 7, price_per_day: 11000 },
        { min_days: 7, price_per_day: 11000 },
      ],
    });
    renderForm({ mode: 'edit', vehicle });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const [, secondDays] = screen.getAllByRole('textbox', { name: 'Da giorni' });
    const [, secondPrice] = screen.getAllByRole('textbox', { name: 'Prezzo al giorno (€)' });
    await waitFor(() => expect(secondDays).toHaveAccessibleDescription('Più giorni della fascia precedente: almeno 8'));
    expect(secondPrice).toHaveAccessibleDescription(
      'Meno della fascia precedente e del prezzo giornaliero: al massimo € 109,99',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('writes a language in its tab, starting from the Italian, and marks the tab as written', async () => {
    const fetch = mockTrpc(makeVehicle());
    const vehicle = makeAdminVehicle({
      description: 'Berlina sportiva.',
      features: ['Navigatore'],
      color: 'rosso',
      translations: { de: { description: 'Sportlimousine.', features: [], color: '' } },
    });
    const { onClose } = renderForm({ mode: 'edit', vehicle });
    expect(screen.getByRole('tab', { name: 'Deutsch (compilata)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copia il testo italiano' }));
    expect(input('Descrizione').value).toBe('Berlina sportiva.');
    expect(input('Nome del colore').value).toBe('rosso');
    fireEvent.change(input('Descrizione'), { target: { value: 'Sports saloon.' } });
    fireEvent.change(input('Nome del colore'), { target: { value: 'red' } });
    expect(screen.getByRole('tab', { name: 'English (compilata)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, { data: Record<string, unknown> }>;
    expect(body['0']!.data.translations).toMatchObject({
      en: { description: 'Sports saloon.', features: ['Navigatore'], color: 'red' },
      de: { description: 'Sportlimousine.', features: [], color: '' },
      fr: { description: '', features: [], color: '' },
    });
  });

  it('opens the tab of a language the server refused a text of, on that text', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(invalidInputAnswer([{ path: 'data.translations.fr.color', message: 'Couleur trop longue' }])),
    );
    renderForm({ mode: 'edit', vehicle: makeAdminVehicle() });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Couleur trop longue')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
  });
});

/* What the vehicle dialog refuses before anything is sent, and what it leaves out of what it sends. */
describe('VehicleFormModal refusals', { timeout: 20_000 }, () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Aggiungi veicolo' }));

  it('marks the empty brand, model and colour as required and puts the cursor on the first', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm({ mode: 'create', category: 'camion', listingType: 'rental' });
    // The dialog first puts the focus in itself; the refusal moves it from there.
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    fireEvent.change(input('Colore'), { target: { value: '' } });
    submit();

    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(3));
    expect(input('Marca')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires the rental price of a vehicle offered both ways, and sends none for one only for sale', async () => {
    const fetch = mockTrpc(makeVehicle());
    const { onClose } = renderForm({ mode: 'create', category: 'auto', listingType: 'sale' });
    fireEvent.change(input('Marca'), { target: { value: 'Porsche' } });
    fireEvent.change(input('Modello'), { target: { value: '911' } });
    chooseOption('Tipo di annuncio', 'Noleggio e Vendita');
    fireEvent.change(input('Prezzo noleggio'), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Il prezzo di noleggio è obbligatorio')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    // Back to sale only: the rental price field goes, and so does its value.
    fireEvent.change(input('Prezzo noleggio'), { target: { value: '120' } });
    chooseOption('Tipo di annuncio', 'Vendita');
    expect(screen.queryByLabelText('Prezzo noleggio', { exact: false })).toBeNull();
    fireEvent.change(input('Prezzo di vendita'), { target: { value: '89000' } });
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, Record<string, unknown>>;
    expect(body['0']).toMatchObject({ listing_type: 'sale', price_per_day: null, sale_price_euros: 89000 });
  });

  it('puts back the category’s doors and seats over the ones typed in', () => {
    renderForm({ mode: 'create', category: 'auto', listingType: 'rental' });
    fireEvent.change(input('Porte'), { target: { value: '3' } });
    fireEvent.change(input('Posti'), { target: { value: '4' } });
    chooseOption('Categoria', 'Camion');
    expect(input('Porte').value).toBe('2');
    expect(input('Posti').value).toBe('2');
  });
});
