import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { Reservation } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../test';
import { makeAdminVehicle, makeReservation } from '../../../../test/fixtures';
import { mockTrpc, refusal } from '../../../../test/trpc-mock';
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

/** Where the grid starts on the page, and each day's width and each row's height, in pixels. */
const GRID = { left: 200, top: 60, day: 30, row: 40 };

/**
 * jsdom lays nothing out, and a bar lands on the day cell under it: put the body's cells in a grid,
 * a cell (or a bar) as wide as the days it spans, a day under a bar one day wide.
 */
function layOutGrid() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cell = this.closest('tbody td');
    const row = cell?.parentElement;
    if (!(cell instanceof HTMLTableCellElement) || !row?.parentElement) return DOMRect.fromRect();
    let column = 0;
    for (const sibling of row.children) {
      if (sibling === cell) break;
      if (sibling instanceof HTMLTableCellElement && sibling.tagName === 'TD') column += sibling.colSpan;
    }
    const underBar = this.parentElement?.getAttribute('aria-hidden') === 'true';
    if (underBar) column += [...this.parentElement!.children].indexOf(this);
    return DOMRect.fromRect({
      x: GRID.left + column * GRID.day,
      y: GRID.top + [...row.parentElement.children].indexOf(row) * GRID.row,
      width: underBar ? GRID.day : cell.colSpan * GRID.day,
      height: GRID.row,
    });
  });
}

const bmw = makeAdminVehicle({ id: 4, brand: 'BMW', model: 'Serie 5', plate: 'GA123BC' });
const panda = makeAdminVehicle({ id: 5, brand: 'Fiat', model: 'Panda', plate: null });

function renderGrid(reservations: Reservation[], onOpen = vi.fn()) {
  const grid = (list: Reservation[]) => (
    <ModalsProvider>
      <Notifications />
      <PlanningGrid
        month="2026-12"
        days={monthDays('2026-12')}
        today="2026-12-01"
        vehicles={[bmw, panda]}
        reservations={list}
        onAdd={vi.fn()}
        onOpen={onOpen}
      />
    </ModalsProvider>
  );
  const { rerender } = render(grid(reservations));
  return { onOpen, show: (list: Reservation[]) => rerender(grid(list)) };
}

const freeDay = (name: string) => screen.getByRole('button', { name: `Nuova prenotazione: ${name}` }).closest('td');
const press = (element: Element, code: string) =>
  fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });

/** Space on a bar, then the wait until the keyboard sensor listens for the arrows (it starts on the next tick). */
async function pickUp(bar: HTMLElement) {
  bar.focus();
  press(bar, 'Space');
  return screen.findByText(/^Prenotazione di .+ presa: /);
}

/** Giulia Bianchi's booking of the BMW on its first row, 3 to 5 December (the fixture's days). */
const giulias = (overrides: Parameters<typeof makeReservation>[0] = {}) =>
  makeReservation({ vehicleId: 4, customerName: 'Giulia Bianchi', ...overrides });

describe('moving a booking on the planning', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('moves a booking with the keyboard: two days later, onto the next vehicle', async () => {
    layOutGrid();
    const reservation = giulias();
    const moved = { ...reservation, vehicleId: 5, vehicleLabel: 'Fiat Panda', from: '2026-12-05', to: '2026-12-07' };
    const { calls } = mockTrpc({ 'admin.reservations.update': () => moved });
    const { onOpen, show } = renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    expect(bar).toHaveAttribute('aria-roledescription', 'prenotazione spostabile');
    expect(bar).toHaveAccessibleDescription(/Per spostarla premi Spazio/);

    expect(await pickUp(bar)).toHaveTextContent(
      'Prenotazione di Giulia Bianchi presa: BMW Serie 5 GA123BC, 3–5 dicembre.',
    );
    press(bar, 'ArrowRight');
    expect(await screen.findByText('Sopra BMW Serie 5 GA123BC, 4–6 dicembre.')).toBeInTheDocument();
    press(bar, 'ArrowRight');
    press(bar, 'ArrowDown');
    expect(await screen.findByText('Sopra Fiat Panda, 5–7 dicembre.')).toBeInTheDocument();
    // The days it would take are shown on the new row, and only those.
    for (const day of [5, 6, 7]) expect(freeDay(`Fiat Panda, ${day} dicembre 2026`)).toHaveAttribute('data-landing');
    expect(freeDay('Fiat Panda, 4 dicembre 2026')).not.toHaveAttribute('data-landing');
    expect(freeDay('Fiat Panda, 8 dicembre 2026')).not.toHaveAttribute('data-landing');
    // Space picks up and drops: its key-up must not click the bar open.
    expect(fireEvent.keyUp(bar, { code: 'Space', key: ' ' })).toBe(false);
    press(bar, 'Space');

    expect(await screen.findByText('Prenotazione spostata')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: 'admin.reservations.update',
        input: {
          id: reservation.id,
          data: expect.objectContaining({
            vehicleId: 5,
            from: '2026-12-05',
            to: '2026-12-07',
            customerName: 'Giulia Bianchi',
          }),
        },
      },
    ]);
    expect(screen.getByText(`${reservation.reference} · Fiat Panda, 5–7 dicembre`)).toBeInTheDocument();
    expect(document.querySelector('[data-landing]')).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();

    // Drawn again on its new row, the bar has the keyboard's focus back.
    show([moved]);
    const after = screen.getByRole('button', { name: 'Giulia Bianchi, 5–7 dicembre' });
    expect(after.closest('tr')).toBe(freeDay('Fiat Panda, 4 dicembre 2026')?.closest('tr'));
    await waitFor(() => expect(after).toHaveFocus());
  });

  it("shows the server's refusal and leaves the bar where it was", async () => {
    layOutGrid();
    const reservation = giulias();
    const { calls } = mockTrpc({
      'admin.reservations.update': () => {
        throw refusal(409, 'Il veicolo è già prenotato dal 4 al 6 dicembre.');
      },
    });
    renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    await pickUp(bar);
    press(bar, 'ArrowRight');
    expect(await screen.findByText('Sopra BMW Serie 5 GA123BC, 4–6 dicembre.')).toBeInTheDocument();
    press(bar, 'Space');

    expect(await screen.findByText('Impossibile spostare la prenotazione')).toBeInTheDocument();
    expect(screen.getByText('Il veicolo è già prenotato dal 4 al 6 dicembre.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Still on its first days, movable again.
    await waitFor(() => expect(bar).not.toHaveAttribute('aria-busy'));
    expect(bar.closest('td')?.previousElementSibling).toBe(freeDay('BMW Serie 5 GA123BC, 2 dicembre 2026'));
    expect(bar.style.transform).toBe('');
    expect(document.querySelector('[data-landing]')).toBeNull();
  });

  it('sends nothing when the bar is put back where it was, or the move is cancelled', async () => {
    layOutGrid();
    const reservation = giulias();
    const { calls } = mockTrpc({});
    renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    await pickUp(bar);
    press(bar, 'ArrowRight');
    press(bar, 'ArrowLeft');
    press(bar, 'Space');
    expect(await screen.findByText('Prenotazione lasciata al suo posto.')).toBeInTheDocument();

    await pickUp(bar);
    press(bar, 'ArrowDown');
    expect(await screen.findByText('Sopra Fiat Panda, 3–5 dicembre.')).toBeInTheDocument();
    press(bar, 'Escape');
    expect(await screen.findByText('Spostamento annullato: la prenotazione resta al suo posto.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks before moving a booking the customer asked for on the site, whom the server mails', async () => {
    layOutGrid();
    const reservation = giulias({ contactRequestId: 12 });
    const { calls } = mockTrpc({
      'admin.reservations.update': () => ({ ...reservation, from: '2026-12-04', to: '2026-12-06' }),
    });
    renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    const moveRight = async () => {
      await pickUp(bar);
      press(bar, 'ArrowRight');
      press(bar, 'Space');
    };

    await moveRight();
    const question = within(await screen.findByRole('dialog', { name: 'Sposta prenotazione' }));
    expect(
      question.getByText(
        `La prenotazione ${reservation.reference} di Giulia Bianchi passa a BMW Serie 5 GA123BC, 4–6 dicembre. ` +
          "Il cliente l'ha chiesta dal sito: riceverà per e-mail le nuove date.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(question.getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await moveRight();
    const again = within(await screen.findByRole('dialog', { name: 'Sposta prenotazione' }));
    fireEvent.click(again.getByRole('button', { name: 'Sposta e avvisa il cliente' }));
    expect(await screen.findByText('Prenotazione spostata')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: 'admin.reservations.update',
        input: { id: reservation.id, data: expect.objectContaining({ from: '2026-12-04', to: '2026-12-06' }) },
      },
    ]);
  });

  it('opens a booking on a click and moves it on a drag of the mouse', async () => {
    layOutGrid();
    const reservation = giulias();
    const { calls } = mockTrpc({
      'admin.reservations.update': () => ({ ...reservation, from: '2026-12-05', to: '2026-12-07' }),
    });
    const { onOpen } = renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    const at = { clientX: GRID.left + 2 * GRID.day + 5, clientY: GRID.top + 10 };

    // A press that does not move is a click: it opens the booking.
    fireEvent.mouseDown(bar, { ...at, button: 0 });
    fireEvent.mouseUp(bar, at);
    fireEvent.click(bar, at);
    expect(onOpen).toHaveBeenCalledWith(reservation);

    // Two days to the right: the bar lands two days later, and the release opens nothing.
    onOpen.mockClear();
    fireEvent.mouseDown(bar, { ...at, button: 0 });
    fireEvent.mouseMove(document, { ...at, clientX: at.clientX + 10 });
    fireEvent.mouseMove(document, { ...at, clientX: at.clientX + 2 * GRID.day });
    await waitFor(() => expect(freeDay('BMW Serie 5 GA123BC, 7 dicembre 2026')).toHaveAttribute('data-landing'));
    fireEvent.mouseUp(document, { ...at, clientX: at.clientX + 2 * GRID.day });
    fireEvent.click(bar);

    expect(await screen.findByText('Prenotazione spostata')).toBeInTheDocument();
    expect(calls[0]?.input).toMatchObject({ id: reservation.id, data: { from: '2026-12-05', to: '2026-12-07' } });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('lets a swipe over a bar scroll, and picks the bar up when a finger rests on it', async () => {
    layOutGrid();
    renderGrid([giulias()]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    const finger = (clientX: number) => ({ touches: [{ clientX, clientY: GRID.top + 10 }] });
    const x = GRID.left + 2 * GRID.day + 5;

    fireEvent.touchStart(bar, finger(x));
    fireEvent.touchMove(bar, finger(x + 40));
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.touchEnd(bar, finger(x + 40));
    expect(screen.queryByText(/presa/)).not.toBeInTheDocument();

    fireEvent.touchStart(bar, finger(x));
    expect(await screen.findByText(/^Prenotazione di Giulia Bianchi presa/, {}, { timeout: 1000 })).toBeInTheDocument();
    fireEvent.touchEnd(bar, finger(x));
  });

  it('cannot pick a booking up again while the server is moving it', async () => {
    layOutGrid();
    const reservation = giulias();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderGrid([reservation]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    await pickUp(bar);
    press(bar, 'ArrowRight');
    press(bar, 'Space');
    await waitFor(() => expect(bar).toHaveAttribute('aria-busy', 'true'));

    press(bar, 'Space');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/presa/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(Response.json([{ result: { data: { ...reservation, from: '2026-12-04', to: '2026-12-06' } } }]));
    expect(await screen.findByText('Prenotazione spostata')).toBeInTheDocument();
    await waitFor(() => expect(bar).not.toHaveAttribute('aria-busy'));
  });

  it('leaves a booking that has ended where it is', () => {
    layOutGrid();
    renderGrid([makeReservation({ vehicleId: 4, customerName: 'Giulia Bianchi', status: 'returned' })]);
    const bar = screen.getByRole('button', { name: 'Giulia Bianchi, 3–5 dicembre' });
    expect(bar).not.toHaveAttribute('aria-roledescription');
    bar.focus();
    press(bar, 'Space');
    expect(screen.queryByText(/presa/)).not.toBeInTheDocument();
  });
});
