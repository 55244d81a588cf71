import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { Reservation } from '@nbt/validation';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import { makeReservation } from '../../../../test/fixtures';
import { mockTrpc } from '../../../../test/trpc-mock';
import { ReservationFormModal, type ReservationTarget } from './ReservationFormModal';

const VEHICLES = [{ id: 4, label: 'BMW Serie 5 GA123BC' }];

function renderDialog(target: ReservationTarget) {
  const onClose = vi.fn();
  render(
    <ModalsProvider>
      <Notifications />
      <ReservationFormModal opened target={target} vehicles={VEHICLES} onClose={onClose} />
    </ModalsProvider>,
  );
  return { dialog: within(screen.getByRole('dialog')), onClose };
}

describe('ReservationFormModal', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it("shows an existing booking's reference, state, customer's contacts, history and the moves its state allows", () => {
    const reservation = makeReservation({
      status: 'out',
      kilometersOut: 45210,
      history: [
        { status: 'option', kilometers: null, username: 'mario', at: '2026-11-18T08:00:00.000Z' },
        { status: 'confirmed', kilometers: null, username: 'admin', at: '2026-11-20T09:30:00.000Z' },
        { status: 'out', kilometers: 45210, username: null, at: '2026-12-03T08:15:00.000Z' },
      ],
    });
    const { dialog } = renderDialog({ mode: 'edit', reservation });

    const summary = within(dialog.getByTestId('reservation-summary'));
    expect(summary.getByText(reservation.reference)).toBeInTheDocument();
    expect(summary.getByText('Uscito')).toBeInTheDocument();
    expect(summary.getByText('Uscito a 45.210 km')).toBeInTheDocument();
    expect(dialog.getByLabelText('E-mail del cliente')).toHaveValue('mario.rossi@example.com');
    expect(dialog.getByLabelText('Telefono del cliente')).toHaveValue('+39 333 123 4567');

    const history = within(dialog.getByRole('region', { name: 'Storico della prenotazione' }));
    const entries = history.getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(/: Opzione, da mario$/);
    expect(entries[1]).toHaveTextContent(/: Confermata, da admin$/);
    expect(entries[2]).toHaveTextContent(/: Uscito, da sistema, 45\.210 km$/);

    // Out with the customer: it can only come back.
    const moves = within(dialog.getByRole('group', { name: 'Stato della prenotazione' }));
    expect(moves.getAllByRole('button').map((button) => button.textContent)).toEqual(['Segna rientrato']);
    expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('offers no move to a booking that has ended', () => {
    const { dialog } = renderDialog({ mode: 'edit', reservation: makeReservation({ status: 'cancelled' }) });
    expect(dialog.getByText('Annullata')).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Stato della prenotazione' })).not.toBeInTheDocument();
  });

  it('confirms an option and shows its new state at once', async () => {
    const reservation = makeReservation({ status: 'option', optionExpiresOn: '2026-12-01' });
    const { calls } = mockTrpc({
      'admin.reservations.setStatus': () => ({ ...reservation, status: 'confirmed', optionExpiresOn: null }),
    });
    const { dialog } = renderDialog({ mode: 'edit', reservation });
    expect(dialog.getByText('Opzione valida fino al 1 dicembre 2026')).toBeInTheDocument();
    const moves = within(dialog.getByRole('group', { name: 'Stato della prenotazione' }));
    expect(moves.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Conferma',
      'Annulla prenotazione',
    ]);

    fireEvent.click(moves.getByRole('button', { name: 'Conferma' }));

    expect(await dialog.findByText('Confermata')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      path: 'admin.reservations.setStatus',
      input: { id: reservation.id, status: 'confirmed', kilometers: null },
    });
    expect(dialog.getByRole('button', { name: 'Segna uscito' })).toBeInTheDocument();
  });

  it('cancels a booking only after its confirmation', async () => {
    const reservation = makeReservation();
    const { calls } = mockTrpc({
      'admin.reservations.setStatus': () => ({ ...reservation, status: 'cancelled' }),
    });
    const { dialog } = renderDialog({ mode: 'edit', reservation });

    fireEvent.click(dialog.getByRole('button', { name: 'Annulla prenotazione' }));
    const question = within(await screen.findByRole('dialog', { name: 'Annulla prenotazione' }));
    expect(
      question.getByText(new RegExp(`Annullare la prenotazione ${reservation.reference} di Mario Rossi`)),
    ).toBeInTheDocument();
    fireEvent.click(question.getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annulla prenotazione' })).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Annulla prenotazione' }));
    const again = within(await screen.findByRole('dialog', { name: 'Annulla prenotazione' }));
    fireEvent.click(again.getByRole('button', { name: 'Annulla prenotazione' }));
    expect(await dialog.findByText('Annullata')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'admin.reservations.setStatus', input: { id: reservation.id, status: 'cancelled', kilometers: null } },
    ]);
  });

  it("creates an option with its expiry day and the customer's contacts", async () => {
    const first = addDays(todayInRome(), 10);
    const week = addDays(todayInRome(), 7);
    const { calls } = mockTrpc({
      'admin.reservations.create': (input) => makeReservation({ ...(input as Partial<Reservation>), status: 'option' }),
    });
    const { dialog, onClose } = renderDialog({ mode: 'create', vehicleId: 4, day: first });

    expect(dialog.queryByLabelText(/Opzione valida fino al/)).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: 'Opzione' }));
    expect(dialog.getByLabelText(/Opzione valida fino al/)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Cliente'), { target: { value: 'Giulia Bianchi' } });
    fireEvent.change(dialog.getByLabelText('E-mail del cliente'), { target: { value: 'giulia@example.com' } });
    fireEvent.change(dialog.getByLabelText('Telefono del cliente'), { target: { value: '02 1234 5678' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Aggiungi prenotazione' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      path: 'admin.reservations.create',
      input: expect.objectContaining({
        vehicleId: 4,
        from: first,
        to: first,
        status: 'option',
        optionExpiresOn: week,
        customerName: 'Giulia Bianchi',
        customerEmail: 'giulia@example.com',
        customerPhone: '02 1234 5678',
      }),
    });
  });

  it('refuses an option without its expiry day and sends nothing', async () => {
    const { calls } = mockTrpc({});
    const { dialog } = renderDialog({ mode: 'create', vehicleId: 4, day: addDays(todayInRome(), 3) });

    fireEvent.click(dialog.getByRole('radio', { name: 'Opzione' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Togli la scadenza' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Aggiungi prenotazione' }));

    expect(await dialog.findByText("Indica fino a quando vale l'opzione")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
