import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as MoreFiltersModule from './MoreFilters';

/**
 * 'Altri filtri' of the 'Auto' tab: the server writes its button, its code comes at the visitor's
 * first use of the page (the other tabs' visitors never need it) and takes over the button; a tap
 * on it before then is answered once it has.
 */
export const MoreFilters = serverRenderedSection(
  import.meta.glob<typeof MoreFiltersModule>('/src/components/vehicles/VehicleFilters/MoreFilters.tsx'),
  (module) => module.MoreFilters,
  { firstUse: true, catalog: PAGE_CATALOGS.vehicleFacts },
);
