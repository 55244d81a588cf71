import { serverRenderedSection } from '../../../lib/server-rendered-section';
// Their styles stay with the page's own, so the server's markup is styled at once. Imported here,
// where only the page's split code reaches them, and not by the route's file, which every page's
// first script carries.
import '../../../components/vehicles/PeriodPrice/PeriodPrice.module.css';
import '../../../components/vehicles/VehiclePagination/VehiclePagination.module.css';

/** The pages' links: written by the server, their code beside the page's first script. */
export const VehiclePagination = serverRenderedSection(() =>
  import('../../../components/vehicles/VehiclePagination').then((module) => module.VehiclePagination),
);

/** A card's price for the period searched: written by the server, its code beside the page's first script. */
export const PeriodPrice = serverRenderedSection(() =>
  import('../../../components/vehicles/PeriodPrice').then((module) => module.PeriodPriceOf),
);
