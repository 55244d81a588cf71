import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as HeavyFleetFiltersModule from './HeavyFleetFilters';

/**
 * The trucks' and machines' filters: written by the server with the list, their code fetched beside
 * the page's first script, which the other tabs' visitors never need.
 */
export const HeavyFleetFilters = serverRenderedSection(
  import.meta.glob<typeof HeavyFleetFiltersModule>('/src/components/vehicles/VehicleFilters/HeavyFleetFilters.tsx'),
  (module) => module.HeavyFleetFilters,
  { catalog: PAGE_CATALOGS.vehicleFacts },
);
