import { useLingui } from '@lingui/react/macro';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { Reservation } from '@nbt/validation';
import type { KeyboardEvent } from 'react';

import { canDragReservation } from './move-reservation';
import { type BarData, barId, type DayData, dayId } from './planning-dnd';
import classes from './PlanningGrid.module.css';

/** A free day of a vehicle's row: a button that adds a booking from it, and a place a bar may land. */
export function FreeCell({
  vehicleId,
  day,
  className,
  label,
  landing,
  onAdd,
}: {
  vehicleId: number;
  day: string;
  className: string | undefined;
  label: string;
  landing: boolean;
  onAdd: () => void;
}) {
  const { setNodeRef } = useDroppable({ id: dayId(vehicleId, day), data: { kind: 'day', vehicleId, day } as DayData });
  return (
    <td ref={setNodeRef} className={className} data-landing={landing || undefined}>
      <button type="button" className={classes.free} aria-label={label} onClick={onAdd} />
    </td>
  );
}

export interface BookingCellProps {
  reservation: Reservation;
  vehicleId: number;
  /** The days of the booking the month shows, in order. */
  days: string[];
  /** Whether the booking goes on before the month's first day, after its last. */
  before: boolean;
  after: boolean;
  label: string;
  customer: string;
  /** The server is moving it. */
  pending: boolean;
  isLanding: (day: string) => boolean;
  onOpen: (reservation: Reservation) => void;
}

/**
 * A booking's cell: its bar, a button that opens it and, while it has not ended, can be dragged;
 * under the bar, a place per day where another bar may land (shown while one is dragged over it).
 */
export function BookingCell(props: BookingCellProps) {
  const { reservation, vehicleId, days, isLanding } = props;
  return (
    <td colSpan={days.length} className={classes.barCell}>
      {canDragReservation(reservation) ? <MovableBar {...props} /> : <Bar {...props} />}
      <span className={classes.slots} aria-hidden="true">
        {days.map((day) => (
          <DaySlot key={day} vehicleId={vehicleId} day={day} landing={isLanding(day)} />
        ))}
      </span>
    </td>
  );
}

function DaySlot({ vehicleId, day, landing }: { vehicleId: number; day: string; landing: boolean }) {
  const { setNodeRef } = useDroppable({ id: dayId(vehicleId, day), data: { kind: 'day', vehicleId, day } as DayData });
  return <span ref={setNodeRef} className={classes.slot} data-landing={landing || undefined} />;
}

function MovableBar(props: BookingCellProps) {
  const { t } = useLingui();
  const { reservation, days, pending } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: barId(reservation),
    data: { kind: 'bar', reservation, startDay: days[0]!, span: days.length } as BarData,
    disabled: pending,
    attributes: { roleDescription: t`prenotazione spostabile` },
  });
  return (
    <Bar
      {...props}
      drag={{
        ref: setNodeRef,
        dragging: isDragging,
        style: transform ? { transform: CSS.Translate.toString(transform) } : undefined,
        props: { ...attributes, ...listeners },
      }}
    />
  );
}

/**
 * Space picks a bar up (the keyboard sensor) and Enter opens it: the Space's key-up must not click
 * the button as well, which would open the booking in the middle of the move.
 */
const keepSpaceFromClicking = (event: KeyboardEvent) => {
  if (event.key === ' ' || event.code === 'Space') event.preventDefault();
};

function Bar({
  reservation,
  before,
  after,
  label,
  customer,
  pending,
  onOpen,
  drag,
}: BookingCellProps & {
  drag?: {
    ref: (node: HTMLElement | null) => void;
    dragging: boolean;
    style: { transform: string | undefined } | undefined;
    props: object;
  };
}) {
  return (
    <button
      type="button"
      ref={drag?.ref}
      className={classes.bar}
      data-before={before || undefined}
      data-after={after || undefined}
      data-status={reservation.status}
      data-reservation={reservation.id}
      data-dragging={drag?.dragging || undefined}
      aria-label={label}
      aria-busy={pending || undefined}
      title={`${label}${reservation.note ? ` · ${reservation.note}` : ''}`}
      style={drag?.style}
      {...drag?.props}
      onKeyUp={drag ? keepSpaceFromClicking : undefined}
      onClick={() => onOpen(reservation)}
    >
      <span className={classes.barText}>{customer}</span>
    </button>
  );
}
