import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { AdminVehicle, Reservation } from '@nbt/validation';
import { languageInfo } from '@nbt/validation/site';

import { formatLongDate } from '../../../lib/format';
import { formatDayRange, formatMonth, formatWeekday } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { weekdayOf } from './month';
import classes from './PlanningGrid.module.css';
import { layoutRow } from './row-layout';

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
 * The month as a table: a row per vehicle, a column per day. A reservation is one cell spanning its
 * days inside the month (see `layoutRow`), a button naming the customer and the days; every free day
 * is a button that adds a reservation from it.
 */
export function PlanningGrid({ month, days, today, vehicles, reservations, onAdd, onOpen }: PlanningGridProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const weekend = new Set<number>(languageInfo(locale).weekend);
  const isWeekend = (day: string) => weekend.has(weekdayOf(day));
  const monthName = formatMonth(month, locale);
  const first = days[0]!;
  const last = days.at(-1)!;

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
    const cells = layoutRow(days, byVehicle.get(vehicle.id) ?? []).map((cell) => {
      if (cell.kind === 'booking') {
        const reservation = cell.item;
        const customer = reservation.customerName || t`Senza nome`;
        const period = formatDayRange(reservation.from, reservation.to, locale);
        const option = reservation.status === 'option';
        const label = option ? t`${customer}, ${period}, opzione` : `${customer}, ${period}`;
        return (
          <td key={cell.day} colSpan={cell.span} className={classes.barCell}>
            <button
              type="button"
              className={classes.bar}
              data-before={reservation.from < first || undefined}
              data-after={reservation.to > last || undefined}
              data-status={reservation.status}
              aria-label={label}
              title={`${label}${reservation.note ? ` · ${reservation.note}` : ''}`}
              onClick={() => onOpen(reservation)}
            >
              <span className={classes.barText}>{customer}</span>
            </button>
          </td>
        );
      }
      const date = formatLongDate(cell.day, locale);
      return (
        <td key={cell.day} className={dayClass(cell.day)}>
          <button
            type="button"
            className={classes.free}
            aria-label={t`Nuova prenotazione: ${name}, ${date}`}
            onClick={() => onAdd(vehicle, cell.day)}
          />
        </td>
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
    <div className={classes.scroller} data-testid="planning-grid">
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
  );
}
