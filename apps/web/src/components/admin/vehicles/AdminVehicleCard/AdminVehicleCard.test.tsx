import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '../../../../../test';
import { makeVehicle } from '../../../../../test/fixtures';
import { AdminVehicleCard } from './AdminVehicleCard';

function renderCard(overrides: Parameters<typeof makeVehicle>[0] = {}) {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onSell: vi.fn(), onBuyBack: vi.fn() };
  const vehicle = makeVehicle(overrides);
  render(<AdminVehicleCard vehicle={vehicle} {...handlers} />);
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
});
