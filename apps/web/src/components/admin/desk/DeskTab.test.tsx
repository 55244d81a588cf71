import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { Reservation, ReservationDesk } from '@nbt/validation';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import { makeReservation } from '../../../../test/fixtures';
import { mockTrpc, refusal } from '../../../../test/trpc-mock';
import { DeskTab } from './DeskTab';

const today = todayInRome();
const tomorrow = addDays(today, 1);

function renderDesk(days: Record<string, ReservationDesk>) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  for (const [date, desk] of Object.entries(days)) {
    queryClient.setQueryData(trpc.admin.reservations.desk.queryKey({ date }), desk);
  }
  render(
    <ModalsProvider>
      <Notifications />
      <DeskTab />
    </ModalsProvider>,
    { queryClient },
  );
}

/** The section of one day, found by its heading ('Oggi, …' or 'Domani, …'). */
const day = (name: RegExp) => within(screen.getByRole('region', { name }));

const EMPTY: ReservationDesk = { pickups: [], returns: [] };

describe('DeskTab', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it("lists today's and tomorrow's pick-ups and returns, each with what the counter needs", () => {
    const pickup = makeReservation({ from: today, to: addDays(today, 2), customerName: 'Giulia Bianchi' });
    const back = makeReservation({
      from: addDays(today, -3),
      to: today,
      status: 'out',
      kilometersOut: 45210,
      vehicleLabel: 'Audi RS6',
      plate: 'FX987YZ',
      customerPhone: '',
    });
    const later = makeReservation({
      from: tomorrow,
      to: addDays(tomorrow, 1),
      status: 'option',
      optionExpiresOn: today,
    });
    renderDesk({ [today]: { pickups: [pickup], returns: [back] }, [tomorrow]: { pickups: [later], returns: [] } });

    const todayView = day(/^Oggi, /);
    const out = within(todayView.getByRole('listitem', { name: 'BMW Serie 5, Giulia Bianchi' }));
    expect(out.getByText('GA123BC')).toBeInTheDocument();
    expect(out.getByText('Confermata')).toBeInTheDocument();
    expect(out.getByText(new RegExp(`^${pickup.reference} · `))).toBeInTheDocument();
    expect(out.getByRole('link', { name: 'Chiama Giulia Bianchi: +39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(out.getByRole('button', { name: 'Uscito: BMW Serie 5, Giulia Bianchi' })).toBeInTheDocument();

    const returning = within(todayView.getByRole('listitem', { name: 'Audi RS6, Mario Rossi' }));
    expect(returning.getByText('Uscito')).toBeInTheDocument();
    expect(returning.queryByRole('link')).not.toBeInTheDocument();
    expect(returning.getByRole('button', { name: 'Rientrato: Audi RS6, Mario Rossi' })).toBeInTheDocument();

    // An option cannot leave before it is confirmed: no button, its state says why.
    const tomorrowView = day(/^Domani, /);
    const option = within(tomorrowView.getByRole('listitem'));
    expect(option.getByText('Opzione')).toBeInTheDocument();
    expect(option.queryByRole('button')).not.toBeInTheDocument();
    expect(tomorrowView.getByText('Nessuna riconsegna.')).toBeInTheDocument();
  });

  it('shows each booking at the time the counter meets the customer, and its pick-up and return', () => {
    const pickup = makeReservation({ from: today, to: addDays(today, 2), pickupTime: '09:30', returnTime: '18:00' });
    const back = makeReservation({
      from: addDays(today, -1),
      to: today,
      pickupTime: '08:00',
      returnTime: '12:30',
      status: 'out',
      vehicleLabel: 'Audi RS6',
    });
    renderDesk({ [today]: { pickups: [pickup], returns: [back] }, [tomorrow]: EMPTY });

    const out = within(screen.getByRole('listitem', { name: 'BMW Serie 5, Mario Rossi' }));
    expect(out.getByTestId('desk-time')).toHaveTextContent('09:30');
    expect(out.getByText(new RegExp(`^${pickup.reference} · `))).toHaveTextContent(/, 09:30 – .*, 18:00$/);
    const returning = within(screen.getByRole('listitem', { name: 'Audi RS6, Mario Rossi' }));
    expect(returning.getByTestId('desk-time')).toHaveTextContent('12:30');
    expect(returning.getByText(new RegExp(`^${back.reference} · `))).toHaveTextContent(/, 08:00 – .*, 12:30$/);
  });

  it('says so when a day has neither pick-ups nor returns', () => {
    renderDesk({ [today]: EMPTY, [tomorrow]: EMPTY });
    expect(day(/^Oggi, /).getByText('Nessun ritiro e nessuna riconsegna in questo giorno.')).toBeInTheDocument();
    expect(day(/^Domani, /).getByText('Nessun ritiro e nessuna riconsegna in questo giorno.')).toBeInTheDocument();
  });

  it('marks a pick-up out with the kilometres in one tap, then reads the day again', async () => {
    const pickup = makeReservation({ from: today, to: addDays(today, 2) });
    const moved: Reservation = { ...pickup, status: 'out', kilometersOut: 45210 };
    const { calls } = mockTrpc({
      'admin.reservations.setStatus': () => moved,
      'admin.reservations.desk': (input) =>
        (input as { date: string }).date === today ? { pickups: [moved], returns: [] } : EMPTY,
    });
    renderDesk({ [today]: { pickups: [pickup], returns: [] }, [tomorrow]: EMPTY });

    fireEvent.click(screen.getByRole('button', { name: /^Uscito: / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Segna uscito' }));
    const field = dialog.getByRole('textbox', { name: /Chilometri del contachilometri/ });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(field, { target: { value: '45210' } });
    fireEvent.click(dialog.getByRole('button', { name: "Conferma l'uscita" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toEqual({
      path: 'admin.reservations.setStatus',
      input: { id: pickup.id, status: 'out', kilometers: 45210 },
    });
    // The desk is read again: the card shows the new state and loses its button.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Uscito: / })).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === 'admin.reservations.desk')).toBe(true);
    expect(day(/^Oggi, /).getByText(/uscito a 45\.210 km/)).toBeInTheDocument();
    expect(await screen.findByText(`Prenotazione ${pickup.reference}: Uscito`)).toBeInTheDocument();
  });

  it('asks the kilometres again when they are missing, or fewer at return than at pick-up, and sends nothing', async () => {
    const back = makeReservation({ from: addDays(today, -2), to: today, status: 'out', kilometersOut: 45210 });
    const { calls } = mockTrpc({});
    renderDesk({ [today]: { pickups: [], returns: [back] }, [tomorrow]: EMPTY });

    fireEvent.click(screen.getByRole('button', { name: /^Rientrato: / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Segna rientrato' }));
    expect(dialog.getByText("All'uscita: 45.210 km")).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Conferma il rientro' });
    fireEvent.click(submit);
    expect(
      await dialog.findByText("Indica i chilometri del contachilometri all'uscita e al rientro"),
    ).toBeInTheDocument();

    fireEvent.change(dialog.getByRole('textbox', { name: /Chilometri/ }), { target: { value: '45.2a' } });
    fireEvent.click(submit);
    expect(await dialog.findByText('Chilometri non validi: un numero intero da 0 a 9.999.999')).toBeInTheDocument();

    fireEvent.change(dialog.getByRole('textbox', { name: /Chilometri/ }), { target: { value: '45000' } });
    fireEvent.click(submit);
    expect(
      await dialog.findByText("Al rientro i chilometri sono almeno quelli all'uscita: 45.210"),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal, and the list unchanged", async () => {
    const back = makeReservation({ from: addDays(today, -2), to: today, status: 'out', kilometersOut: 45210 });
    const { calls } = mockTrpc({
      'admin.reservations.setStatus': () => {
        throw refusal(409, 'La prenotazione è già rientrata');
      },
    });
    renderDesk({ [today]: { pickups: [], returns: [back] }, [tomorrow]: EMPTY });

    fireEvent.click(screen.getByRole('button', { name: /^Rientrato: / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Segna rientrato' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Chilometri/ }), { target: { value: '46000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Conferma il rientro' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('La prenotazione è già rientrata');
    expect(calls).toEqual([
      { path: 'admin.reservations.setStatus', input: { id: back.id, status: 'returned', kilometers: 46000 } },
    ]);
    expect(screen.getByRole('dialog', { name: 'Segna rientrato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Rientrato: / })).toBeInTheDocument();
  });
});
