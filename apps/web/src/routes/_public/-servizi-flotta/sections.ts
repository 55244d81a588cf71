import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as CommercialVehiclesModule from './CommercialVehicles';
import type * as HeavyTransportModule from './HeavyTransport';

/*
 * The two offers are content and links only: the server writes them, their code comes beside the
 * page's first script.
 */
export const CommercialVehicles = serverRenderedSection(
  import.meta.glob<typeof CommercialVehiclesModule>('/src/routes/_public/-servizi-flotta/CommercialVehicles.tsx'),
  (module) => module.CommercialVehicles,
);
export const HeavyTransport = serverRenderedSection(
  import.meta.glob<typeof HeavyTransportModule>('/src/routes/_public/-servizi-flotta/HeavyTransport.tsx'),
  (module) => module.HeavyTransport,
);
