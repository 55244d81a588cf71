import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../../test';
import { makeVehicle } from '../../../../../test/fixtures';
import { VehicleFormModal, type VehicleFormTarget } from './VehicleFormModal';

/* What the vehicle dialog refuses before anything is sent, and what it leaves out of what it sends. */

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

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Aggiungi veicolo' }));

afterEach(() => {
  vi.restoreAllMocks();
});

// A form of twenty Mantine inputs renders slowly in jsdom, more so on a busy machine.
describe('VehicleFormModal refusals', { timeout: 20_000 }, () => {
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
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(Response.json([{ result: { data: makeVehicle() } }])));
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
