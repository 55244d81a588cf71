import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as VehiclePaginationModule from '.';

/**
 * The list's pages, below its cards: plain links the server writes, which work as they are; their
 * code (for the list a filter brings) comes at the visitor's first use of the page.
 */
export const VehiclePagination = serverRenderedSection(
  import.meta.glob<typeof VehiclePaginationModule>('/src/components/vehicles/VehiclePagination/index.ts'),
  (module) => module.VehiclePagination,
  { firstUse: true, catalog: PAGE_CATALOGS.vehicleFacts },
);
