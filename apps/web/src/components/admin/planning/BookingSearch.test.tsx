import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import { makeReservation } from '../../../../test/fixtures';
import { mockTrpc } from '../../../../test/trpc-mock';
import { BookingSearch } from './BookingSearch';

describe('BookingSearch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the bookings matching the words, each opening its dialog or its month', async () => {
    const found = makeReservation({
      from: '2027-01-30',
      to: '2027-02-02',
      pickupTime: '09:30',
      returnTime: '18:00',
      status: 'cancelled',
    });
    const { calls } = mockTrpc({ 'admin.reservations.list': () => [found] });
    const onOpen = vi.fn();
    const onShowMonth = vi.fn();
    render(<BookingSearch onOpen={onOpen} onShowMonth={onShowMonth} />);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca prenotazione' }), {
      target: { value: '  333 123  ' },
    });

    const matches = within(await screen.findByTestId('booking-matches'));
    expect(matches.getByText('1 prenotazione trovata')).toBeInTheDocument();
    expect(matches.getByText(found.reference)).toBeInTheDocument();
    expect(matches.getByText('Annullata')).toBeInTheDocument();
    expect(
      matches.getByText('Mario Rossi · BMW Serie 5 GA123BC · 30 gennaio, 09:30 – 2 febbraio, 18:00'),
    ).toBeInTheDocument();
    // One call, once typing paused, with the words trimmed.
    expect(calls).toEqual([{ path: 'admin.reservations.list', input: { q: '333 123' } }]);

    fireEvent.click(matches.getByRole('button', { name: `Apri ${found.reference}` }));
    expect(onOpen).toHaveBeenCalledWith(found);
    fireEvent.click(matches.getByRole('button', { name: `Mostra nel planning ${found.reference}` }));
    expect(onShowMonth).toHaveBeenCalledWith('2027-01');
  });

  it('says when nothing matches, and asks nothing for blank words', async () => {
    const { calls } = mockTrpc({ 'admin.reservations.list': () => [] });
    render(<BookingSearch onOpen={vi.fn()} onShowMonth={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Cerca prenotazione' });

    fireEvent.change(box, { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);

    fireEvent.change(box, { target: { value: 'NBT-2026-99999' } });
    expect(await screen.findByText('Nessuna prenotazione corrisponde alla ricerca.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
