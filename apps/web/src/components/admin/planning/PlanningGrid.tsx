import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { AdminVehicle, Reservation } from '@nbt/validation';
import { languageInfo } from '@nbt/validation/site';
import type { ReactNode } from 'react';

import { formatLongDate } from '../../../lib/format';
import { formatDayRange, formatMonth, formatWeekday } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { weekdayOf } from './month';
import classes from './PlanningGrid.module.css';

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
 * days inside the month (those of one vehicle never share a day), a button naming the customer and
 * the days; every free day is a button that adds a reservation from it.
 */
export function PlanningGrid({ month, days, today, vehicles, reservations, onAdd, onOpen }: PlanningGridProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const weekend = new Set<number>(languageInfo(locale).weekend);
  const isWeekend = (day: string) => weekend.has(weekdayOf(day));
  const monthName = formatMonth(month, locale);
  const first = days[0]!;
  const last = days.at(-1)!;

  const byVehicle = new Map<number, Reservation[]>();
  for (const reservation of reservations) {
    byVehicle.set(reservation.vehicleId, [...(byVehicle.get(reservation.vehicleId) ?? []), reservation]);
  }

  const dayClass = (day: string) =>
    [isWeekend(day) ? classes.weekend : '', day === today ? classes.today : ''].filter(Boolean).join(' ') || undefined;

  function row(vehicle: AdminVehicle) {
    const name = vehicleName(vehicle);
    const starts = new Map<string, Reservation>();
    for (const reservation of byVehicle.get(vehicle.id) ?? []) {
      starts.set(reservation.from < first ? first : reservation.from, reservation);
    }
    const cells: ReactNode[] = [];
    for (let index = 0; index < days.length;) {
      const day = days[index]!;
      const reservation = starts.get(day);
      if (reservation) {
        const end = reservation.to > last ? last : reservation.to;
        const span = days.indexOf(end) - index + 1;
        const customer = reservation.customerName || t`Senza nome`;
        const period = formatDayRange(reservation.from, reservation.to, locale);
        cells.push(
          <td key={day} colSpan={span} className={classes.barCell}>
            <button
              type="button"
              className={classes.bar}
              data-before={reservation.from < first || undefined}
              data-after={reservation.to > last || undefined}
              aria-label={`${customer}, ${period}`}
              title={`${customer}, ${period}${reservation.note ? ` · ${reservation.note}` : ''}`}
              onClick={() => onOpen(reservation)}
            >
              <span className={classes.barText}>{customer}</span>
            </button>
          </td>,
        );
        index += span;
      } else {
        const date = formatLongDate(day, locale);
        cells.push(
          <td key={day} className={dayClass(day)}>
            <button
              type="button"
              className={classes.free}
              aria-label={t`Nuova prenotazione: ${name}, ${date}`}
              onClick={() => onAdd(vehicle, day)}
            />
          </td>,
        );
        index += 1;
      }
    }
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
