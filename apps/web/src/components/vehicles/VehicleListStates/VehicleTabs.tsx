import { useDirection } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import tabs from './VehicleTabs.module.css';

export interface VehicleTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** A tab's visible name, e.g. 'NBT Noleggio (4)'. */
  tabLabel: (tab: T) => ReactNode;
  /** Between the list and the panel (the filters, which apply to every tab). */
  between?: ReactNode;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The /veicoli tabs, after the ARIA tabs pattern: the arrow keys (mirrored right to left), Home and
 * End move along the list and select; only the selected tab is in the tab order; its panel is the
 * one rendered. Rounded pills that wrap on narrow screens.
 */
export function VehicleTabs<T extends string>({
  label,
  tabs: values,
  value,
  onChange,
  tabLabel,
  between,
  children,
}: VehicleTabsProps<T>) {
  const { dir } = useDirection();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = values.indexOf(value);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % values.length
        : event.key === backward
          ? (index - 1 + values.length) % values.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? values.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onChange(values[next]!);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={tabs.root}>
      <div ref={list} role="tablist" aria-label={label} className={tabs.list} onKeyDown={onKeyDown}>
        {values.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`veicoli-tab-${tab}`}
              aria-selected={selected}
              aria-controls={selected ? `veicoli-panel-${tab}` : undefined}
              tabIndex={selected ? 0 : -1}
              data-active={selected || undefined}
              className={tabs.tab}
              onClick={() => onChange(tab)}
            >
              {tabLabel(tab)}
            </button>
          );
        })}
      </div>
      {between}
      <div role="tabpanel" id={`veicoli-panel-${value}`} aria-labelledby={`veicoli-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
