import type {
  Active,
  ClientRect,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  Over,
} from '@dnd-kit/core';
import type { Reservation } from '@nbt/validation';
import { addDays, daysBetween } from '@nbt/validation/rules';

import { moveReservation, type ReservationDrop } from './move-reservation';

/** A dragged bar: its booking, the first day of it the month shows and how many days of it it shows. */
export interface BarData {
  kind: 'bar';
  reservation: Reservation;
  startDay: string;
  span: number;
}

/** A day of a vehicle's row, where a bar's first shown day may land. */
export interface DayData {
  kind: 'day';
  vehicleId: number;
  day: string;
}

/** Where a bar would land: its booking, the drop, and the new period on the new row. */
export interface Landing {
  reservation: Reservation;
  drop: ReservationDrop;
  from: string;
  to: string;
}

export const barId = (reservation: Reservation) => `bar-${reservation.id}`;
export const dayId = (vehicleId: number, day: string) => `day-${vehicleId}-${day}`;

const barOf = (active: Active | null | undefined) => {
  const data = active?.data.current as BarData | undefined;
  return data?.kind === 'bar' ? data : undefined;
};
const dayOf = (target: Over | DroppableContainer | null | undefined) => {
  const data = target?.data.current as DayData | undefined;
  return data?.kind === 'day' ? data : undefined;
};

/** The booking of the bar being dragged. */
export const draggedReservation = (active: Active | null | undefined) => barOf(active)?.reservation;

/** Where the dragged bar lands over a day, or undefined while it is over none. */
export function landingOf(active: Active | null | undefined, over: Over | null | undefined): Landing | undefined {
  const bar = barOf(active);
  const day = dayOf(over);
  if (!bar || !day) return undefined;
  const days = daysBetween(bar.startDay, day.day);
  return {
    reservation: bar.reservation,
    drop: { days, vehicleId: day.vehicleId },
    from: addDays(bar.reservation.from, days),
    to: addDays(bar.reservation.to, days),
  };
}

/** A landing that leaves the booking where it is. */
export const stays = (landing: Landing) => moveReservation(landing.reservation, landing.drop) === null;

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
const holds = (rect: ClientRect, x: number, y: number) =>
  x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height;

/**
 * The point of a bar, where it is now, that says where it lands: the middle of its first shown day
 * (at its start side: the left, or the right in a right-to-left page). The same point for a mouse,
 * a finger and the keyboard, so the highlighted days are always the days the booking will take.
 */
function landingPoint(rect: ClientRect, span: number, rtl: boolean) {
  const half = rect.width / Math.max(1, span) / 2;
  return { x: rtl ? rect.left + rect.width - half : rect.left + half, y: rect.top + rect.height / 2 };
}

/** The day under the dragged bar's landing point, if any. */
export function landingCollision(rtl: boolean): CollisionDetection {
  return ({ active, collisionRect, droppableRects, droppableContainers }) => {
    const bar = barOf(active);
    if (!bar) return [];
    const { x, y } = landingPoint(collisionRect, bar.span, rtl);
    for (const container of droppableContainers) {
      const rect = droppableRects.get(container.id);
      if (rect && holds(rect, x, y)) return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    }
    return [];
  };
}

/**
 * The keyboard moves a bar by whole days and rows: each arrow puts its landing point on the middle
 * of the next day in that direction, on its row (left, right) or in its column (up, down). Nothing
 * moves past the month or the last vehicle shown.
 */
export function landingKeyboardCoordinates(rtl: boolean): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const { active, collisionRect, droppableRects, droppableContainers } = context;
    const bar = barOf(active);
    const horizontal = event.code === 'ArrowLeft' || event.code === 'ArrowRight';
    if (!bar || !collisionRect || (!horizontal && event.code !== 'ArrowUp' && event.code !== 'ArrowDown')) {
      return undefined;
    }
    const from = landingPoint(collisionRect, bar.span, rtl);
    let here: DayData | undefined;
    for (const container of droppableContainers.values()) {
      const rect = droppableRects.get(container.id);
      if (rect && holds(rect, from.x, from.y)) here = dayOf(container);
    }
    if (!here) return undefined;
    const sign = event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 1;
    let best: { x: number; y: number; distance: number } | undefined;
    for (const container of droppableContainers.values()) {
      const day = dayOf(container);
      const rect = droppableRects.get(container.id);
      if (!day || !rect) continue;
      if (horizontal ? day.vehicleId !== here.vehicleId : day.day !== here.day) continue;
      const to = centre(rect);
      const distance = sign * (horizontal ? to.x - from.x : to.y - from.y);
      // Past half a cell, so the day the point is on is never its own neighbour.
      const halfCell = (horizontal ? rect.width : rect.height) / 2;
      if (distance >= halfCell && (!best || distance < best.distance)) best = { ...to, distance };
    }
    if (!best) return undefined;
    return { x: currentCoordinates.x + best.x - from.x, y: currentCoordinates.y + best.y - from.y };
  };
}

/** Whether `day` of `vehicleId`'s row is one the dragged booking would take. */
export const isLandingDay = (landing: Landing | undefined, vehicleId: number, day: string) =>
  landing !== undefined && landing.drop.vehicleId === vehicleId && day >= landing.from && day <= landing.to;
