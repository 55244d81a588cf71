import { lazy, Suspense } from 'react';
import { PAGE_CATALOGS, withCatalog } from '../../../lib/i18n';
import { useSavedVehicles } from '../../../lib/saved-vehicles';

/** The bar and its messages load once something is set aside to compare. */
const CompareBar = lazy(() =>
  withCatalog(PAGE_CATALOGS.sale, () => import('./CompareBar')).then((module) => ({ default: module.CompareBar })),
);

/**
 * The comparison's bar along the bottom of the page while it holds a vehicle, with the way to the
 * side-by-side view. Nothing on the server (the choice is the browser's).
 */
export function CompareTray() {
  const ids = useSavedVehicles('compare');
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar ids={ids} />
    </Suspense>
  );
}
