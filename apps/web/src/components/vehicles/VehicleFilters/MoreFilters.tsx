import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { PAGE_CATALOGS, withCatalog } from '../../../lib/i18n';
import type { SaleFiltersPanelProps, SaleFiltersValue } from '../SaleFiltersPanel';

/** The buyer's filters load, with their messages, when the visitor first opens them. */
const SaleFiltersPanel = lazy(() =>
  withCatalog(PAGE_CATALOGS.sale, () => import('../SaleFiltersPanel')).then((module) => ({
    default: module.SaleFiltersPanel,
  })),
);
const loadPanel = () => void withCatalog(PAGE_CATALOGS.sale, () => import('../SaleFiltersPanel'));

/**
 * 'Altri filtri' on the 'Auto' tab: condition, body, first registration, kilometres, owners and
 * VAT, open from the start when a link sets one of them.
 */
export function MoreFilters({ value, onChange, kit }: SaleFiltersPanelProps) {
  const panelId = useId();
  const count = (Object.keys(value) as (keyof SaleFiltersValue)[]).filter((key) => value[key] !== undefined).length;
  // Until the visitor toggles it, open when a filter of its own is set.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? count > 0;
  return (
    <>
      <Button
        variant="subtle"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setToggled(!open)}
      >
        <Trans>Altri filtri</Trans>
        {count > 0 ? <span className={kit.classes.count}>{count}</span> : null}
      </Button>
      <div id={panelId}>
        {/* The panel's code is the browser's: the server writes the button only. */}
        <ClientOnly>
          {open ? (
            <Suspense fallback={null}>
              <SaleFiltersPanel value={value} onChange={onChange} kit={kit} />
            </Suspense>
          ) : null}
        </ClientOnly>
      </div>
    </>
  );
}
