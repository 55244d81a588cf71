import { addDays } from '@nbt/validation/rules';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export interface MonthEdgeKeysOptions {
  /** The first month shown. */
  initial: string;
  minDate: string;
  maxDate: string;
  /** A day that cannot be chosen: the keys pass over it. */
  isExcluded: (day: string) => boolean;
}

/**
 * Arrow keys that carry on into the next or the previous month. The calendar moves the focus
 * between the days of the month it shows and stops at its edges; past an edge this shows the
 * other month and focuses the day the key leads to (skipping days that cannot be chosen).
 */
export function useMonthEdgeKeys({ initial, minDate, maxDate, isExcluded }: MonthEdgeKeysOptions) {
  const [month, setMonth] = useState(() => monthStart(initial));
  /** The day to focus once its month is drawn. */
  const focusDay = useRef<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusDay.current) return;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay.current}"]`)?.focus();
    focusDay.current = null;
  }, [month]);

  function onDayKeyDown(day: string, event: KeyboardEvent<HTMLButtonElement>) {
    const step = STEPS[event.key];
    if (step === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    let target = addDays(day, step);
    if (target.slice(0, 7) === day.slice(0, 7)) return;
    while (target >= minDate && target <= maxDate && isExcluded(target)) target = addDays(target, step);
    if (target < minDate || target > maxDate) return;
    event.preventDefault();
    focusDay.current = target;
    setMonth(monthStart(target));
  }

  return {
    rootRef,
    month,
    setMonth: (next: string) => setMonth(monthStart(next)),
    dayProps: (day: string) => ({
      'data-day': day,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onDayKeyDown(day, event),
    }),
  };
}
