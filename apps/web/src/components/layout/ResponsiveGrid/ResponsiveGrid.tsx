import type { CSSProperties, ElementType, ReactNode } from 'react';
import classes from './ResponsiveGrid.module.css';

/** Columns from a breakpoint up (Mantine's breakpoints: xs 36em, sm 48em, md 62em, lg 75em). */
export interface GridColumns {
  base: number;
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

type Spacing = 'sm' | 'md' | 'lg' | 'xl';

export interface ResponsiveGridProps {
  cols: GridColumns;
  /** Gap between columns, and between rows unless `verticalSpacing` says otherwise. */
  spacing: Spacing;
  verticalSpacing?: Spacing;
  component?: 'div' | 'ul' | 'dl';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Equal columns that change with the viewport, in CSS alone (a grid and custom properties): the
 * public pages' grids, without the script and style tag Mantine's SimpleGrid renders for them.
 */
export function ResponsiveGrid({
  cols,
  spacing,
  verticalSpacing = spacing,
  component = 'div',
  className,
  children,
  ...rest
}: ResponsiveGridProps) {
  const Component: ElementType = component;
  const style = {
    '--grid-cols-base': cols.base,
    // 'initial' for a breakpoint not given, rather than none: a grid inside another must not
    // inherit the outer one's columns.
    '--grid-cols-xs': cols.xs ?? 'initial',
    '--grid-cols-sm': cols.sm ?? 'initial',
    '--grid-cols-md': cols.md ?? 'initial',
    '--grid-cols-lg': cols.lg ?? 'initial',
    '--grid-column-gap': `var(--mantine-spacing-${spacing})`,
    '--grid-row-gap': `var(--mantine-spacing-${verticalSpacing})`,
  } as CSSProperties;
  return (
    <Component className={className ? `${classes.grid} ${className}` : classes.grid} style={style} {...rest}>
      {children}
    </Component>
  );
}
