import { Table, UnstyledButton } from '@mantine/core';
import {
  type AdminVehicleSort,
  type AdminVehicleSortColumn,
  adminVehicleSort,
  type SortDirection,
  sortParts,
} from '@nbt/validation/rules';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './VehicleTable.module.css';

export interface SortableThProps {
  column: AdminVehicleSortColumn;
  /** The search's order: the header of its column says which way it runs. */
  sort: AdminVehicleSort;
  onSortChange: (sort: AdminVehicleSort) => void;
  /** The way a first press orders the column: dates newest first, the rest A to Z. */
  firstDirection?: SortDirection;
  children: ReactNode;
}

/**
 * A column header that orders the search by its column: a first press in `firstDirection`, the next
 * the other way. `aria-sort` is on the ordered column's header alone.
 */
export function SortableTh({ column, sort, onSortChange, firstDirection = 'asc', children }: SortableThProps) {
  const [sortedColumn, direction] = sortParts(sort);
  const active = sortedColumn === column;
  const next: SortDirection = active ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sort} onClick={() => onSortChange(adminVehicleSort(column, next))}>
        {children}
        <Icon size={14} aria-hidden className={active ? undefined : classes.idle} />
      </UnstyledButton>
    </Table.Th>
  );
}
