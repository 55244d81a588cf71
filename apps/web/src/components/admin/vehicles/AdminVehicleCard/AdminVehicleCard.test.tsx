import { imagesToFields, type Reservation } from '@nbt/validation';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '../../../../../test';
import { makeAdminVehicle, makeReservation } from '../../../../../test/fixtures';
import { AdminVehicleCard } from './AdminVehicleCard';

function renderCard(overrides: Parameters<typeof makeAdminVehicle>[0] = {}, reservations: Reservation[] = []) {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onSell: vi.fn(), onBuyBack: vi.fn() };
  const vehicle = makeAdminVehicle(overrides);
  render(<AdminVehicleCard vehicle={vehicle} reservations={reservations} {...handlers} />);
  const card = screen.getByRole('article', { name: `${vehicle.brand} ${vehicle.model}` });
  return { vehicle, handlers, card: within(card) };
}

describe('AdminVehicleCard', () => {
  it('shows the facts, the spec badges and the prices in Italian format', () => {
    const { card } = renderCard({ listing_type: 'both', price_per_day: 5000, sale_price_euros: 89000 });
    expect(card.getByRole('img', { name: 'BMW M4 Competition' })).toBeInTheDocument();
    expect(card.getByText('2023')).toBeInTheDocument();
    expect(card.getByText(/Benzina · 12\.500 km/)).toBeInTheDocument();
    for (const text of ['Disponibile', 'Auto', 'Noleggio e Vendita', '€ 50,00/giorno', '€ 89.000 vendita', '3 foto']) {
      expect(card.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(card.getByText('Porte')).toBeInTheDocument();
    expect(card.getByText('blu metallizzato')).toBeInTheDocument();
  });

  it('states no doors or seats for a machine, which has none', () => {
    const { card } = renderCard({ vehicle_category: 'movimento_terra', doors: 0, seats: 0 });
    expect(card.queryByText('Porte')).toBeNull();
    expect(card.queryByText('Posti')).toBeNull();
    expect(card.getByText('Colore')).toBeInTheDocument();
  });

  it("shows a machine's own placeholder when it has no photo", () => {
    const { card } = renderCard({ vehicle_category: 'movimento_terra', ...imagesToFields([]) });
    expect(card.getByRole('img')).toHaveAttribute('src', '/vehicle-placeholder-machine.svg');
  });

  it('leaves out the prices the listing type does not show', () => {
    const { card } = renderCard({ listing_type: 'sale', price_per_day: 5000, sale_price_euros: 89000 });
    expect(card.queryByText('€ 50,00/giorno')).toBeNull();
    expect(card.getByText('€ 89.000 vendita')).toBeInTheDocument();
  });

  it('offers Vendi only when available, Riacquista only when sold', () => {
    const available = renderCard({ model: 'Disponibile', status: 'disponibile' });
    expect(available.card.getByRole('button', { name: 'Vendi' })).toBeInTheDocument();
    expect(available.card.queryByRole('button', { name: 'Riacquista' })).toBeNull();
    fireEvent.click(available.card.getByRole('button', { name: 'Vendi' }));
    expect(available.handlers.onSell).toHaveBeenCalledWith(available.vehicle);

    const sold = renderCard({ model: 'Venduta', status: 'venduto', available: false });
    expect(sold.card.queryByRole('button', { name: 'Vendi' })).toBeNull();
    expect(sold.card.getByText('Venduto')).toBeInTheDocument();
    expect(sold.card.getByText('Non disponibile')).toBeInTheDocument();
    fireEvent.click(sold.card.getByRole('button', { name: 'Riacquista' }));
    expect(sold.handlers.onBuyBack).toHaveBeenCalledWith(sold.vehicle);

    const negotiating = renderCard({ model: 'Trattativa', status: 'in_trattativa' });
    expect(negotiating.card.getByText('In Trattativa')).toBeInTheDocument();
    expect(negotiating.card.queryByRole('button', { name: 'Vendi' })).toBeNull();
    expect(negotiating.card.queryByRole('button', { name: 'Riacquista' })).toBeNull();
    fireEvent.click(negotiating.card.getByRole('button', { name: 'Modifica' }));
    fireEvent.click(negotiating.card.getByRole('button', { name: 'Elimina' }));
    expect(negotiating.handlers.onEdit).toHaveBeenCalledOnce();
    expect(negotiating.handlers.onDelete).toHaveBeenCalledOnce();
  });

  it('shows a recorded sale', () => {
    const sold = renderCard({
      model: 'Venduta',
      status: 'venduto',
      available: false,
      soldPriceEuros: 45500,
      soldOn: '2026-11-20',
      soldTo: 'Autosalone Brambilla',
    });
    expect(sold.card.getByTestId('sale-record')).toHaveTextContent(
      'Venduto il 20 novembre 2026 per € 45.500 · Autosalone Brambilla',
    );
  });

  it('lists its next reservations, the first three with the customer, and counts the rest', () => {
    const reservation = (id: number, from: string, to: string, customerName = ''): Reservation =>
      makeReservation({ id, vehicleId: 1, vehicleLabel: 'BMW M4 Competition', from, to, customerName });
    const { card } = renderCard({}, [
      reservation(1, '2027-05-14', '2027-05-17', 'Mario Rossi'),
      reservation(2, '2027-06-01', '2027-06-01'),
      reservation(3, '2027-07-10', '2027-07-12', 'Anna Bianchi'),
      reservation(4, '2027-08-01', '2027-08-02'),
      reservation(5, '2027-09-01', '2027-09-02'),
    ]);
    const list = within(card.getByTestId('next-reservations'));
    expect(list.getByText('Prossime prenotazioni')).toBeInTheDocument();
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '14 maggio 2027 – 17 maggio 2027 · Mario Rossi',
      '1 giugno 2027 – 1 giugno 2027',
      '10 luglio 2027 – 12 luglio 2027 · Anna Bianchi',
    ]);
    expect(list.getByText('e altre 2')).toBeInTheDocument();
  });

  it('shows no reservations section without any', () => {
    const { card } = renderCard();
    expect(card.queryByTestId('next-reservations')).toBeNull();
  });
});
