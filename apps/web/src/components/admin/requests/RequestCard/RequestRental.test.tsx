import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { ContactRequest } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { makeContactRequest, makeReservation } from '../../../../../test/fixtures';
import { mockTrpc } from '../../../../../test/trpc-mock';
import { RequestRental } from './RequestRental';

/** A request with dates, a time and a free vehicle, as a visitor sends it from the vehicle's page. */
const request = (overrides: Partial<ContactRequest> = {}): ContactRequest =>
  makeContactRequest({
    id: 7,
    pickupDate: '2027-05-14',
    returnDate: '2027-05-17',
    pickupTime: '10:00',
    returnTime: '10:00',
    availability: 'free',
    ...overrides,
  });

/** The calls the card made, leaving out the inbox's poll, which every card of the tab shares. */
const madeBy = (calls: { path: string }[]) => calls.filter((call) => call.path !== 'admin.contactRequests.pulse');

function renderRental(value: ContactRequest) {
  render(
    <ModalsProvider>
      <Notifications />
      <RequestRental request={value} />
    </ModalsProvider>,
  );
}

describe('RequestRental', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('shows what will be booked and mailed, and books only once asked', async () => {
    const { calls } = mockTrpc({
      'admin.reservations.confirmBooking': () => ({
        request: request({ status: 'contattata' }),
        bookingMail: 'queued',
      }),
    });
    renderRental(request({ pickupTime: '09:30', returnTime: '18:00' }));
    expect(screen.getByTestId('request-rental')).toHaveTextContent(
      /^Dal 14 maggio 2027 alle 09:30 al 17 maggio 2027 alle 18:00 \(4 giorni\)/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Conferma prenotazione' }));
    const question = within(await screen.findByRole('dialog', { name: 'Conferma prenotazione' }));
    const preview = within(question.getByTestId('booking-preview'));
    expect(preview.getByText('Veicolo: BMW Serie 5 (2023)')).toBeInTheDocument();
    expect(preview.getByText(/Dal 14 maggio 2027 alle 09:30 al 17 maggio 2027 alle 18:00/)).toHaveTextContent(
      '(4 giorni)',
    );
    expect(preview.getByText('Cliente: Mario Rossi')).toBeInTheDocument();
    expect(preview.getByText('E-mail: mario.rossi@example.com')).toBeInTheDocument();
    expect(question.getByText(/sarà inviata un'e-mail di conferma a mario\.rossi@example\.com/)).toBeInTheDocument();

    fireEvent.click(question.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(madeBy(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Conferma prenotazione' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByText('La conferma della prenotazione sarà inviata al cliente')).toBeInTheDocument();
    expect(madeBy(calls)[0]).toEqual({ path: 'admin.reservations.confirmBooking', input: { id: 7 } });
  });

  it('says before booking that a server without e-mail leaves the customer to the office', async () => {
    const { calls } = mockTrpc({
      'admin.contactRequests.pulse': () => ({ newCount: 0, latestId: 7, changedAt: null, notificationsOn: false }),
      'admin.reservations.confirmBooking': () => ({ request: request({ status: 'contattata' }), bookingMail: 'off' }),
    });
    renderRental(request());
    await waitFor(() => expect(calls.some((call) => call.path === 'admin.contactRequests.pulse')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma prenotazione' }));
    const question = within(await screen.findByRole('dialog', { name: 'Conferma prenotazione' }));
    expect(await question.findByText(/Il server non invia e-mail: avvisa tu il cliente/)).toBeInTheDocument();
    expect(question.queryByText(/sarà inviata un'e-mail/)).not.toBeInTheDocument();
    fireEvent.click(question.getByRole('button', { name: /^Conferma$/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ path: 'admin.reservations.confirmBooking', input: { id: 7 } }));
  });

  it('offers no confirmation while another booking holds the vehicle on those days', () => {
    const { calls } = mockTrpc({});
    renderRental(request({ availability: 'taken' }));
    expect(screen.getByText('Veicolo già prenotato in queste date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conferma prenotazione' })).not.toBeInTheDocument();
    expect(madeBy(calls)).toEqual([]);
  });

  it('shows the reference and state of the booking made from the request', async () => {
    const other = makeReservation({ contactRequestId: 9, from: '2027-05-14', to: '2027-05-17' });
    const made = makeReservation({ contactRequestId: 7, from: '2027-05-14', to: '2027-05-17', status: 'out' });
    const { calls } = mockTrpc({ 'admin.reservations.list': () => [other, made] });
    renderRental(request({ availability: 'booked', status: 'contattata' }));

    const booking = await screen.findByTestId('request-booking');
    expect(booking).toHaveTextContent(made.reference);
    expect(within(booking).getByText('Uscito')).toBeInTheDocument();
    expect(screen.queryByText(other.reference)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conferma prenotazione' })).not.toBeInTheDocument();
    expect(madeBy(calls)).toEqual([
      { path: 'admin.reservations.list', input: { vehicleId: 4, from: '2027-05-14', to: '2027-05-17' } },
    ]);
  });
});
