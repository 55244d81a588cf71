import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as MoreFiltersModule from './MoreFilters';

/**
 * 'Altri filtri' of the 'Auto' tab: the server writes its button, its code comes beside the page's
 * first script (the other tabs' visitors never need it) and takes over the button when it arrives.
 */
export const MoreFilters = serverRenderedSection(
  import.meta.glob<typeof MoreFiltersModule>('/src/components/vehicles/VehicleFilters/MoreFilters.tsx'),
  (module) => module.MoreFilters,
);
