import { describe, expect, it, vi } from 'vitest';

import { render, screen } from '../../../../test';
import { makeAdminVehicle, makeReservation } from '../../../../test/fixtures';
import { monthDays } from './month';
import { PlanningGrid } from './PlanningGrid';

describe('PlanningGrid', () => {
  it('draws an option apart from a booking and leaves out those that freed the vehicle', () => {
    const vehicle = makeAdminVehicle({ brand: 'BMW', model: 'Serie 5', plate: 'GA123BC' });
    const at = { vehicleId: vehicle.id, vehicleLabel: 'BMW Serie 5' };
    const onAdd = vi.fn();
    render(
      <PlanningGrid
        month="2026-12"
        days={monthDays('2026-12')}
        today="2026-12-01"
        vehicles={[vehicle]}
        reservations={[
          makeReservation({ ...at, from: '2026-12-03', to: '2026-12-05', customerName: 'Giulia Bianchi' }),
          makeReservation({
            ...at,
            from: '2026-12-10',
            to: '2026-12-11',
            customerName: 'Luca Verdi',
            status: 'option',
            optionExpiresOn: '2026-12-06',
          }),
          makeReservation({
            ...at,
            from: '2026-12-20',
            to: '2026-12-21',
            customerName: 'Anna Neri',
            status: 'cancelled',
          }),
          makeReservation({
            ...at,
            from: '2026-12-24',
            to: '2026-12-24',
            customerName: 'Piero Gialli',
            status: 'no_show',
          }),
        ]}
        onAdd={onAdd}
        onOpen={vi.fn()}
      />,
    );

    expect(screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' })).toHaveAttribute(
      'data-status',
      'confirmed',
    );
    expect(screen.getByRole('button', { name: 'Luca Verdi, 10–11 dicembre, opzione' })).toHaveAttribute(
      'data-status',
      'option',
    );
    expect(screen.queryByRole('button', { name: /Anna Neri|Piero Gialli/ })).not.toBeInTheDocument();
    // Their days are free again: each can start a new booking.
    expect(
      screen.getByRole('button', { name: 'Nuova prenotazione: BMW Serie 5 GA123BC, 20 dicembre 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Nuova prenotazione: BMW Serie 5 GA123BC, 24 dicembre 2026' }),
    ).toBeInTheDocument();
  });
});
