import type { Active, ClientRect, DroppableContainer, SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';

import { makeReservation } from '../../../../test/fixtures';
import { type BarData, type DayData, dayId, landingCollision, landingKeyboardCoordinates } from './planning-dnd';

const rect = (left: number, top: number, width: number, height = 40): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/**
 * One vehicle's row of four days, 30 px each, laid out right to left as an Arabic page draws it:
 * the 1st at the right. A three-day bar over the 2nd to the 4th starts on its right side.
 */
const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const rects = new Map(days.map((day, index) => [dayId(4, day), rect(90 - index * 30, 0, 30)]));
const containers = days.map(
  (day) =>
    ({
      id: dayId(4, day),
      data: { current: { kind: 'day', vehicleId: 4, day } satisfies DayData },
    }) as unknown as DroppableContainer,
);
const bar: BarData = { kind: 'bar', reservation: makeReservation({ vehicleId: 4 }), startDay: '2026-12-02', span: 3 };
const active = { id: 'bar', data: { current: bar } } as unknown as Active;

describe('where a bar lands in a right-to-left page', () => {
  it('lands by its first day, at its right side', () => {
    const collide = landingCollision(true);
    const at = (left: number) =>
      collide({
        active,
        collisionRect: rect(left, 0, 90),
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      }).map((collision) => collision.id);
    expect(at(0)).toEqual([dayId(4, '2026-12-02')]);
    // Moved one day to the left: a day later.
    expect(at(-30)).toEqual([dayId(4, '2026-12-03')]);
    expect(at(30)).toEqual([dayId(4, '2026-12-01')]);
    expect(at(60)).toEqual([]);
  });

  it('moves a day later on the left arrow, and nowhere past the row', () => {
    const move = landingKeyboardCoordinates(true);
    const press = (code: string, left: number) =>
      move(new KeyboardEvent('keydown', { code }), {
        active: 'bar',
        currentCoordinates: { x: left, y: 0 },
        context: {
          active,
          collisionRect: rect(left, 0, 90),
          droppableRects: rects,
          droppableContainers: { values: () => containers.values() },
        } as unknown as SensorContext,
      });
    expect(press('ArrowLeft', 0)).toEqual({ x: -30, y: 0 });
    expect(press('ArrowRight', 0)).toEqual({ x: 30, y: 0 });
    expect(press('ArrowRight', 30)).toBeUndefined();
    expect(press('ArrowDown', 0)).toBeUndefined();
    expect(press('KeyA', 0)).toBeUndefined();
  });
});
