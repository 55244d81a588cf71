import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as PeriodPriceModule from '../../../components/vehicles/PeriodPrice';
import type * as VehiclePaginationModule from '../../../components/vehicles/VehiclePagination';

// The list's sections, apart from the route's file: that file is in every page's first script (the
// router's tree imports it), this one only in the list's own code.

/** The pages' links: written by the server, their code beside the page's first script. */
export const VehiclePagination = serverRenderedSection(
  import.meta.glob<typeof VehiclePaginationModule>('/src/components/vehicles/VehiclePagination/index.ts'),
  (module) => module.VehiclePagination,
);

/** A card's price for the period searched: written by the server, its code beside the page's first script. */
export const PeriodPrice = serverRenderedSection(
  import.meta.glob<typeof PeriodPriceModule>('/src/components/vehicles/PeriodPrice/index.ts'),
  (module) => module.PeriodPriceOf,
);
