import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { ClientOnly, getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { PAGE_CATALOGS, withCatalog } from '../../../lib/i18n';
import { saleFilterCount } from '../../../lib/vehicle-list-query';
import type { SaleFiltersValue } from '../SaleFiltersPanel';
import { filterClasses as classes } from './VehicleFilters';

const list = getRouteApi('/_public/veicoli/');

/** The buyer's filters load, with their messages, when the visitor first opens them. */
const SaleFiltersPanel = lazy(() =>
  withCatalog(PAGE_CATALOGS.sale, () => import('../SaleFiltersPanel')).then((module) => ({
    default: module.SaleFiltersPanel,
  })),
);
const loadPanel = () => void withCatalog(PAGE_CATALOGS.sale, () => import('../SaleFiltersPanel'));

/**
 * 'Altri filtri' on the 'Auto' tab: condition, body, first registration, kilometres, owners and
 * VAT, open from the start when a link sets one of them. Read from and written to the URL here, so
 * the list page hands this part nothing that changes on every render.
 */
export function MoreFilters() {
  const panelId = useId();
  const search = list.useSearch();
  const navigate = list.useNavigate();
  const count = saleFilterCount(search);
  const change = (patch: Partial<SaleFiltersValue>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pagina: undefined }), replace: true, resetScroll: false });
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
        {count > 0 ? <span className={classes.count}>{count}</span> : null}
      </Button>
      <div id={panelId}>
        {/* The panel's code is the browser's: the server writes the button only. */}
        <ClientOnly>
          {open ? (
            <Suspense fallback={null}>
              <SaleFiltersPanel value={search} onChange={change} />
            </Suspense>
          ) : null}
        </ClientOnly>
      </div>
    </>
  );
}
