import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCodes,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { useDirection, VisuallyHidden } from '@mantine/core';
import type { AdminVehicle, Reservation } from '@nbt/validation';
import { languageInfo } from '@nbt/validation/site';
import { useEffect, useMemo, useRef, useState } from 'react';

import { formatLongDate } from '../../../lib/format';
import { formatDayRange, formatMonth, formatWeekday } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { weekdayOf } from './month';
import { BookingCell, FreeCell } from './PlanningCells';
import {
  draggedReservation,
  isLandingDay,
  type Landing,
  landingCollision,
  landingKeyboardCoordinates,
  landingOf,
  stays,
} from './planning-dnd';
import classes from './PlanningGrid.module.css';
import { layoutRow } from './row-layout';
import { useReservationDrop } from './useReservationDrop';

export interface PlanningGridProps {
  month: string;
  days: string[];
  today: string;
  vehicles: AdminVehicle[];
  reservations: Reservation[];
  onAdd: (vehicle: AdminVehicle, day: string) => void;
  onOpen: (reservation: Reservation) => void;
}

/** A vehicle's name in the grid: brand and model, and its plate when it has one. */
export const vehicleName = (vehicle: AdminVehicle) =>
  [vehicle.brand, vehicle.model, vehicle.plate].filter(Boolean).join(' ');

/**
 * Space picks a bar up and drops it, Enter drops it too but otherwise opens the booking as a click
 * does, Esc and Tab put it back: a move never ends unseen when the focus leaves the bar.
 */
const KEYBOARD_CODES: KeyboardCodes = { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape', 'Tab'] };

/**
 * The month as a table: a row per vehicle, a column per day. A reservation is one cell spanning its
 * days inside the month (see `layoutRow`), a button naming the customer and the days that opens it,
 * and that can be dragged to other days or another vehicle's row (mouse, finger or keyboard): the
 * days it would take are highlighted, and the drop is sent to the server. Every free day is a
 * button that adds a reservation from it.
 */
export function PlanningGrid({ month, days, today, vehicles, reservations, onAdd, onOpen }: PlanningGridProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const rtl = useDirection().dir === 'rtl';
  const weekend = new Set<number>(languageInfo(locale).weekend);
  const isWeekend = (day: string) => weekend.has(weekdayOf(day));
  const monthName = formatMonth(month, locale);
  const first = days[0]!;
  const last = days.at(-1)!;

  const [landing, setLanding] = useState<Landing>();
  // A moved bar is drawn anew in its new cell: the focus the old one had goes back to it.
  const [refocus, setRefocus] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const moves = useReservationDrop((saved) => setRefocus(saved.id));
  useEffect(() => {
    if (refocus === null) return;
    const focused = document.activeElement;
    const bar = scroller.current?.querySelector<HTMLElement>(`[data-reservation="${refocus}"]`);
    // Until the lists are read again the old bar is still drawn, and may still have the focus.
    if (!bar || bar === focused) return;
    setRefocus(null);
    if (!focused || focused === document.body) bar.focus();
  }, [refocus, reservations]);

  // A press or a click without movement opens the booking: a drag starts once the mouse has moved a
  // little, or once a finger has rested on the bar, so a swipe still scrolls the grid on a phone.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: landingKeyboardCoordinates(rtl), keyboardCodes: KEYBOARD_CODES }),
  );
  const collisionDetection = useMemo(() => landingCollision(rtl), [rtl]);

  const names = new Map(vehicles.map((vehicle) => [vehicle.id, vehicleName(vehicle)]));
  const customerOf = (reservation: Reservation) => reservation.customerName || t`Senza nome`;
  const place = (vehicleId: number, from: string, to: string) =>
    `${names.get(vehicleId) ?? ''}, ${formatDayRange(from, to, locale)}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const reservation = draggedReservation(active);
      if (!reservation) return undefined;
      const customer = customerOf(reservation);
      const where = place(reservation.vehicleId, reservation.from, reservation.to);
      return t`Prenotazione di ${customer} presa: ${where}.`;
    },
    onDragOver: ({ active, over }) => {
      const target = landingOf(active, over);
      if (!target) return t`Fuori dal planning: lasciata qui, la prenotazione resta al suo posto.`;
      // Picked up, the bar is over its own first day at once: that would drown the "presa" message.
      if (stays(target)) return undefined;
      const where = place(target.drop.vehicleId, target.from, target.to);
      return t`Sopra ${where}.`;
    },
    onDragEnd: ({ active, over }) => {
      const target = landingOf(active, over);
      if (!target || stays(target)) return t`Prenotazione lasciata al suo posto.`;
      const where = place(target.drop.vehicleId, target.from, target.to);
      return t`Prenotazione lasciata su ${where}.`;
    },
    onDragCancel: () => t`Spostamento annullato: la prenotazione resta al suo posto.`,
  };

  const onDragOver = ({ active, over }: DragOverEvent) => setLanding(landingOf(active, over));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setLanding(undefined);
    const target = landingOf(active, over);
    if (target) moves.drop(target.reservation, target.drop, names.get(target.drop.vehicleId) ?? '');
  };

  // A cancelled booking or a no-show leaves its days free: it is not drawn, so they can be booked again.
  const byVehicle = new Map<number, Reservation[]>();
  for (const reservation of reservations) {
    if (reservation.status === 'cancelled' || reservation.status === 'no_show') continue;
    const list = byVehicle.get(reservation.vehicleId);
    if (list) list.push(reservation);
    else byVehicle.set(reservation.vehicleId, [reservation]);
  }

  const dayClass = (day: string) =>
    [isWeekend(day) ? classes.weekend : '', day === today ? classes.today : ''].filter(Boolean).join(' ') || undefined;

  function row(vehicle: AdminVehicle) {
    const name = vehicleName(vehicle);
    const isLanding = (day: string) => isLandingDay(landing, vehicle.id, day);
    const cells = layoutRow(days, byVehicle.get(vehicle.id) ?? []).map((cell) => {
      if (cell.kind === 'booking') {
        const reservation = cell.item;
        const start = days.indexOf(cell.day);
        const customer = customerOf(reservation);
        const period = formatDayRange(reservation.from, reservation.to, locale);
        const label = reservation.status === 'option' ? t`${customer}, ${period}, opzione` : `${customer}, ${period}`;
        return (
          <BookingCell
            key={cell.day}
            reservation={reservation}
            vehicleId={vehicle.id}
            days={days.slice(start, start + cell.span)}
            before={reservation.from < first}
            after={reservation.to > last}
            label={label}
            customer={customer}
            pending={moves.pending.has(reservation.id)}
            isLanding={isLanding}
            onOpen={onOpen}
          />
        );
      }
      const date = formatLongDate(cell.day, locale);
      return (
        <FreeCell
          key={cell.day}
          vehicleId={vehicle.id}
          day={cell.day}
          className={dayClass(cell.day)}
          label={t`Nuova prenotazione: ${name}, ${date}`}
          landing={isLanding(cell.day)}
          onAdd={() => onAdd(vehicle, cell.day)}
        />
      );
    });
    return (
      <tr key={vehicle.id}>
        <th scope="row" className={classes.vehicle}>
          <span className={classes.vehicleName} title={name}>
            {vehicle.brand} {vehicle.model}
          </span>
          {vehicle.plate ? <span className={classes.plate}>{vehicle.plate}</span> : null}
        </th>
        {cells}
      </tr>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setLanding(undefined)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`Invio apre la prenotazione. Per spostarla premi Spazio, usa le frecce sinistra e destra per cambiarne i giorni, su e giù per cambiarne il veicolo, e premi di nuovo Spazio per lasciarla; Esc annulla.`,
        },
      }}
    >
      <div className={classes.scroller} data-testid="planning-grid" ref={scroller}>
        <table className={classes.table}>
          <VisuallyHidden component="caption">{t`Prenotazioni di ${monthName}`}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                {t`Veicolo`}
              </th>
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className={[classes.day, dayClass(day)].filter(Boolean).join(' ')}
                  aria-current={day === today ? 'date' : undefined}
                  abbr={formatLongDate(day, locale)}
                >
                  <span className={classes.weekday}>{formatWeekday(day, locale)}</span>
                  <span>{i18n.number(Number(day.slice(8)))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{vehicles.map(row)}</tbody>
        </table>
      </div>
    </DndContext>
  );
}
