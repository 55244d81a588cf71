import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { DEFAULT_OPENING_HOURS, type Office, type Reservation } from '@nbt/validation';
import { addDays, todayInRome, type Weekday, weekdayOf } from '@nbt/validation/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import { makeOffice, makeReservation } from '../../../../test/fixtures';
import { mockTrpc } from '../../../../test/trpc-mock';
import { ReservationFormModal, type ReservationTarget } from './ReservationFormModal';

const VEHICLES = [{ id: 4, label: 'BMW Serie 5 GA123BC' }];
/** The main office, closed on Sundays ('Chiuso'), and a branch open on Sunday afternoons. */
const MAIN = makeOffice({ openingHours: { ...DEFAULT_OPENING_HOURS } });
const MONZA = makeOffice({
  id: 2,
  name: 'Sede di Monza',
  isMainOffice: false,
  openingHours: { ...DEFAULT_OPENING_HOURS, sunday: '15:00-17:00' },
});
const CLOSED_DAY = "La sede è chiusa in questo giorno: scegli un'altra data";

/** The first `weekday` at least a week from today. */
function next(weekday: Weekday): string {
  let day = addDays(todayInRome(), 7);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

function renderDialog(target: ReservationTarget, offices: Office[] = [MAIN, MONZA]) {
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.offices.list.queryKey(), offices);
  render(
    <ModalsProvider>
      <Notifications />
      <ReservationFormModal opened target={target} vehicles={VEHICLES} onClose={onClose} />
    </ModalsProvider>,
    { queryClient },
  );
  return { dialog: within(screen.getByRole('dialog')), onClose };
}

/** The times a time select offers, as its options read. */
const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

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
    expect(summary.getByTestId('reservation-period')).toHaveTextContent(
      '3 dicembre, 10:00 – 5 dicembre, 10:00 (2 giorni) · Ritiro presso Sede di Assago',
    );
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
      question.getByText(
        new RegExp(
          `Annullare la prenotazione ${reservation.reference} di Mario Rossi \\(3 dicembre, 10:00 – 5 dicembre, 10:00\\)`,
        ),
      ),
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
    const first = next('wednesday');
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
  it("offers the times the office is open that day: none on the main office's closed Sunday, Monza's afternoon", async () => {
    const { calls } = mockTrpc({});
    const sunday = next('sunday');
    const { dialog } = renderDialog({ mode: 'create', vehicleId: 4, day: sunday });

    const office = dialog.getByRole('combobox', { name: 'Sede di ritiro' });
    expect(office).toHaveValue('1');
    const pickup = dialog.getByRole('combobox', { name: /Ora di ritiro/ });
    const back = dialog.getByRole('combobox', { name: /Ora di riconsegna/ });
    expect(pickup).toBeDisabled();
    expect(offered(pickup)).toEqual(['—']);
    expect(pickup).toHaveAccessibleDescription(CLOSED_DAY);
    expect(back).toHaveAccessibleDescription(CLOSED_DAY);
    expect(dialog.queryByTestId('rental-days')).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Aggiungi prenotazione' }));
    await waitFor(() => expect(dialog.getAllByText(CLOSED_DAY)).toHaveLength(2));
    expect(calls).toEqual([]);

    fireEvent.change(office, { target: { value: '2' } });
    expect(pickup).toBeEnabled();
    expect(offered(pickup)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(pickup).toHaveValue('15:00');
    expect(back).toHaveValue('17:00');
    expect(dialog.queryByText(CLOSED_DAY)).not.toBeInTheDocument();
    expect(dialog.getByTestId('rental-days')).toHaveTextContent('1 giorno di noleggio');
  });

  it('sends the times and the office chosen, and counts the days as they are charged', async () => {
    const wednesday = next('wednesday');
    const { calls } = mockTrpc({
      'admin.reservations.create': (input) => makeReservation({ ...(input as Partial<Reservation>) }),
    });
    const { dialog, onClose } = renderDialog({ mode: 'create', vehicleId: 4, day: wednesday });

    fireEvent.change(dialog.getByRole('combobox', { name: 'Sede di ritiro' }), { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('combobox', { name: /Ora di ritiro/ }), { target: { value: '11:30' } });
    fireEvent.change(dialog.getByRole('combobox', { name: /Ora di riconsegna/ }), { target: { value: '17:00' } });
    expect(dialog.getByTestId('rental-days')).toHaveTextContent('1 giorno di noleggio');
    fireEvent.click(dialog.getByRole('button', { name: 'Aggiungi prenotazione' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      path: 'admin.reservations.create',
      input: expect.objectContaining({
        from: wednesday,
        to: wednesday,
        pickupTime: '11:30',
        returnTime: '17:00',
        pickupOfficeId: 2,
      }),
    });
  });

  it("shows the server's refusal of a time under its field, and keeps the dialog open", async () => {
    const wednesday = next('wednesday');
    const message = 'Riconsegna possibile solo negli orari della sede: mercoledì 09:00-18:00';
    mockTrpc({
      'admin.reservations.update': () => {
        throw {
          message,
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            appCode: 'INVALID_INPUT',
            messageCode: 'OUTSIDE_OPENING_HOURS',
            params: { field: 'returnTime', day: 'mercoledì', hours: '09:00-18:00' },
            issues: [{ path: 'data.returnTime', code: 'custom', message }],
          },
        };
      },
    });
    const reservation = makeReservation({ from: wednesday, to: wednesday, pickupTime: '09:00', returnTime: '17:30' });
    const { dialog, onClose } = renderDialog({ mode: 'edit', reservation });
    expect(dialog.getByRole('combobox', { name: /Ora di riconsegna/ })).toHaveValue('17:30');

    fireEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));

    const expected = 'Possibile solo negli orari della sede: 09:00-18:00';
    expect(await dialog.findByRole('alert')).toHaveTextContent(expected);
    expect(dialog.getByRole('combobox', { name: /Ora di riconsegna/ })).toHaveAccessibleDescription(expected);
    expect(dialog.getByRole('combobox', { name: /Ora di ritiro/ })).not.toHaveAccessibleDescription();
    expect(onClose).not.toHaveBeenCalled();
  });
});
