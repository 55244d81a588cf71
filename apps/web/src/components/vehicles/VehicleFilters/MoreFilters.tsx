import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { withDeferredMessages } from '../../../lib/deferred-catalog';
import type { SaleFiltersPanelProps, SaleFiltersValue } from '../SaleFiltersPanel';
import classes from './VehicleFilters.module.css';

/** The buyer's filters load, with their messages, when the visitor first opens them. */
const SaleFiltersPanel = lazy(() =>
  withDeferredMessages(() => import('../SaleFiltersPanel')).then((module) => ({ default: module.SaleFiltersPanel })),
);
const loadPanel = () => void withDeferredMessages(() => import('../SaleFiltersPanel'));

/**
 * 'Altri filtri' on the 'Auto' tab: condition, body, first registration, kilometres, owners and
 * VAT. Open from the start when a link sets one of them (in the browser: the server writes the
 * button, the panel's code comes after).
 */
export function MoreFilters({ value, onChange }: SaleFiltersPanelProps) {
  const panelId = useId();
  const count = (Object.keys(value) as (keyof SaleFiltersValue)[]).filter((key) => value[key] !== undefined).length;
  const [open, setOpen] = useState(count > 0);
  return (
    <div className={classes.more}>
      <Button
        variant="subtle"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((current) => !current)}
        leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden="true" />}
      >
        <Trans>Altri filtri</Trans>
        {count > 0 ? <span className={classes.count}>{count}</span> : null}
      </Button>
      <div id={panelId}>
        {open ? (
          <Suspense fallback={null}>
            <SaleFiltersPanel value={value} onChange={onChange} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
