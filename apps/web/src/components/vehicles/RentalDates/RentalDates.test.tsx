import type { Office, Vehicle } from '@nbt/validation';
import { everyDay } from '@nbt/validation/examples';
import { addDays, todayInRome, weekdayOf } from '@nbt/validation/rules';
import type { BusyStretch } from '../../../lib/rental-times';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PRICE, makeRentalOption, makeVehicle } from '../../../../test/fixtures';
import { fireEvent, renderRoute, screen, waitFor } from '../../../../test';
import { mockTrpc } from '../../../../test/trpc-mock';
import { formatDailyPrice, formatLongDate } from '../../../lib/format';
import { readKey } from '../../../lib/public-data';

const OFFICE: Office = {
  id: 7,
  name: 'Sede di Milano',
  phone: '+39 02 0000000',
  email: 'milano@example.com',
  address: 'Via Roma 1',
  city: 'Milano',
  postalCode: '20100',
  country: 'Italia',
  openingHours: everyDay('08:00-19:00'),
  isMainOffice: true,
  isActive: true,
  turnaroundHours: 0,
  oneWayFeeCents: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

/** The first day of next month: its whole month is on screen after one 'next month' click. */
function nextMonthDay(day: number): string {
  const today = todayInRome();
  const first = addDays(today, 32 - Number(today.slice(8, 10)));
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** Whole days booked, from the first midnight to the midnight after the last. */
const wholeDays = ({ from, to }: { from: string; to: string }): BusyStretch => ({
  from,
  fromTime: '00:00',
  to: addDays(to, 1),
  toTime: '00:00',
});

/** The API's answers: the vehicle, its busy days and one office, so no request leaves the test. */
function seeded(
  vehicle: Vehicle,
  days: { from: string; to: string }[],
  stretches: BusyStretch[] = [],
  office = OFFICE,
): Record<string, unknown> {
  const busy = [...days.map(wholeDays), ...stretches];
  return {
    [readKey('vehicles.list', undefined)]: [vehicle],
    [readKey('vehicles.byId', { id: vehicle.id })]: vehicle,
    [readKey('vehicles.availability', { id: vehicle.id })]: { busy },
    [readKey('offices.list', undefined)]: [office],
    // Read by the rental offer through the query cache, which starts from these answers.
    [readKey('rentalOptions.list', undefined)]: [KASKO],
  };
}

const KASKO = makeRentalOption({ id: 4 });

const day = (date: string) => screen.getByRole('button', { name: formatLongDate(date, 'it') });

/** The visitor reaches the calendar's place (its code loads then, not with the page). */
async function reachCalendar() {
  fireEvent.focusIn(await screen.findByTestId('rental-dates', {}, { timeout: 15_000 }));
}

async function openNextMonth() {
  await reachCalendar();
  fireEvent.click(await screen.findByRole('button', { name: 'Mese successivo' }, { timeout: 15_000 }));
}

describe('RentalDates on a vehicle page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows booked days as not selectable, then the days, the server's quote and a prefilled link", async () => {
    const vehicle = makeVehicle({ listing_type: 'rental', price_per_day: 35000 });
    const { calls } = mockTrpc({
      'quote.create': (input) => {
        const kasko = (input as { options: unknown[] }).options.length > 0;
        return {
          days: 3,
          dailyCents: 35000,
          periodCents: 105000,
          options: kasko ? [{ id: 4, name: KASKO.name, quantity: 1, totalCents: 7500 }] : [],
          oneWayFeeCents: null,
          totalCents: kasko ? 112500 : 105000,
          depositEuros: 3000,
          kmIncluded: 600,
        };
      },
    });
    const booked = { from: nextMonthDay(20), to: nextMonthDay(21) };
    renderRoute(`/veicoli/${vehicle.id}`, { seed: seeded(vehicle, [booked]) });
    await openNextMonth();

    const busyDay = screen.getByRole('button', { name: `${formatLongDate(booked.from, 'it')}, già prenotato` });
    expect(busyDay).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Richiedi un preventivo per queste date' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richiedi un preventivo per queste date' })).toBeDisabled();

    fireEvent.click(day(nextMonthDay(10)));
    fireEvent.click(day(nextMonthDay(13)));
    const summary = screen.getByTestId('rental-summary');
    expect(summary).toHaveTextContent('3 giorni');
    // The price comes from the server's quote, with what it includes.
    const total = screen.getByTestId('quote-total');
    await waitFor(() => expect(total).toHaveTextContent(`Totale ${formatDailyPrice(105000, 'it')}`), {
      timeout: 5000,
    });
    expect(screen.getByTestId('quote-lines')).toHaveTextContent('Chilometri inclusi600 km');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kasko' }));
    await waitFor(() => expect(total).toHaveTextContent(`Totale ${formatDailyPrice(112500, 'it')}`));
    expect(calls.at(-1)?.input).toMatchObject({ vehicleId: vehicle.id, options: [{ id: 4, quantity: 1 }] });
    expect(screen.getByRole('combobox', { name: 'Sede di ritiro' })).toHaveValue('7');
    const link = screen.getByRole('link', { name: 'Richiedi un preventivo per queste date' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/');
    expect(href.hash).toBe('#contatti');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      veicolo: String(vehicle.id),
      ritiro: nextMonthDay(10),
      riconsegna: nextMonthDay(13),
      sede: '7',
      opzioni: '4x1',
    });
  });

  it('refuses a period across booked days', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental' });
    renderRoute(`/veicoli/${vehicle.id}`, {
      seed: seeded(vehicle, [{ from: nextMonthDay(12), to: nextMonthDay(12) }]),
    });
    await openNextMonth();
    fireEvent.click(day(nextMonthDay(10)));
    fireEvent.click(day(nextMonthDay(14)));
    expect(screen.getByTestId('rental-summary')).toHaveTextContent('Il periodo comprende giorni già prenotati');
    expect(screen.getByRole('button', { name: 'Richiedi un preventivo per queste date' })).toBeDisabled();
  });

  it('offers no day the office is closed, and a day a booking leaves by 10:00 with the rest free', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental', price_per_day: 10000 });
    const sundays = { ...OFFICE, openingHours: { ...OFFICE.openingHours, sunday: 'Chiuso' } };
    const returned = nextMonthDay(8);
    renderRoute(`/veicoli/${vehicle.id}`, {
      seed: seeded(vehicle, [], [{ from: nextMonthDay(6), fromTime: '10:00', to: returned, toTime: '10:00' }], sundays),
    });
    await openNextMonth();
    const sunday = [1, 2, 3, 4, 5, 6, 7].map(nextMonthDay).find((date) => weekdayOf(date) === 'sunday')!;
    expect(screen.getByRole('button', { name: `${formatLongDate(sunday, 'it')}, sede chiusa` })).toBeDisabled();
    // The 7th is held all day; the 8th from 10:00 on is free again.
    expect(
      screen.getByRole('button', { name: `${formatLongDate(nextMonthDay(7), 'it')}, già prenotato` }),
    ).toBeDisabled();
    expect(day(returned)).not.toBeDisabled();
  });

  it('counts the days but shows no price when the firm hides it', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental', ...HIDDEN_PRICE });
    renderRoute(`/veicoli/${vehicle.id}`, { seed: seeded(vehicle, []) });
    await openNextMonth();
    fireEvent.click(day(nextMonthDay(10)));
    fireEvent.click(day(nextMonthDay(11)));
    const summary = screen.getByTestId('rental-summary');
    expect(summary).toHaveTextContent('1 giorno');
    expect(summary).not.toHaveTextContent('€');
    expect(summary).not.toHaveTextContent('indicativo');
  });

  it('is not offered for a vehicle for sale only or sold', async () => {
    for (const vehicle of [
      makeVehicle({ listing_type: 'sale', brand: 'Audi', model: 'RS6' }),
      makeVehicle({ listing_type: 'rental', status: 'venduto', brand: 'Audi', model: 'RS3' }),
    ]) {
      const { unmount } = renderRoute(`/veicoli/${vehicle.id}`, { seed: seeded(vehicle, []) });
      await screen.findByRole('heading', { level: 1, name: `Audi ${vehicle.model}` }, { timeout: 5000 });
      expect(screen.queryByTestId('rental-dates')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Quando ti serve?' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('carries the arrow keys across the edges of the month, over booked days', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental' });
    const next = nextMonthDay(1);
    const lastOfThis = addDays(next, -1);
    // The first day of the month after next is booked: the key passes over it to the second.
    const afterNext = addDays(`${addDays(next, 31).slice(0, 7)}-01`, 0);
    renderRoute(`/veicoli/${vehicle.id}`, {
      seed: seeded(vehicle, [{ from: afterNext, to: afterNext }]),
    });
    await openNextMonth();
    const last = addDays(afterNext, -1);
    day(last).focus();
    fireEvent.keyDown(day(last), { key: 'ArrowRight' });
    expect(await screen.findByRole('button', { name: formatLongDate(addDays(afterNext, 1), 'it') })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    // A week back from the 2nd is in the month before, shown again.
    expect(day(addDays(afterNext, -6))).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(day(addDays(afterNext, -7))).toHaveFocus();
    // Back in this month through the first day of the next, as far as the last day of this one.
    day(next).focus();
    fireEvent.keyDown(day(next), { key: 'ArrowLeft' });
    expect(await screen.findByRole('button', { name: formatLongDate(lastOfThis, 'it') })).toHaveFocus();
  });

  it('opens on the period chosen on the list, which the way back to the list keeps', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental', price_per_day: 35000 });
    const [from, to] = [nextMonthDay(10), nextMonthDay(13)];
    renderRoute(`/veicoli/${vehicle.id}?dal=${from}&al=${to}`, { seed: seeded(vehicle, []) });
    await reachCalendar();
    const summary = await screen.findByTestId('rental-summary', {}, { timeout: 15_000 });
    expect(summary).toHaveTextContent('3 giorni');
    // Its month is the one shown, with the two days chosen.
    expect(day(from)).toHaveAttribute('data-selected');
    const link = screen.getByRole('link', { name: 'Richiedi un preventivo per queste date' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('ritiro')).toBe(from);
    const back = new URL(screen.getByRole('link', { name: 'Torna alla flotta' }).getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(back.searchParams)).toEqual({ dal: from, al: to });
  });

  it('opens empty on a period the list would not take (past, upside down, not a day)', async () => {
    const vehicle = makeVehicle({ listing_type: 'rental' });
    renderRoute(`/veicoli/${vehicle.id}?dal=${nextMonthDay(13)}&al=${nextMonthDay(10)}`, {
      seed: seeded(vehicle, []),
    });
    await reachCalendar();
    const summary = await screen.findByTestId('rental-summary', {}, { timeout: 15_000 });
    expect(summary).toBeEmptyDOMElement();
    const back = new URL(screen.getByRole('link', { name: 'Torna alla flotta' }).getAttribute('href')!, 'http://x');
    expect(back.search).toBe('');
  });
});
