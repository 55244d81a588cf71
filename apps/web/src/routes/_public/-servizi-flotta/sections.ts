import { serverRenderedSection } from '../../../lib/server-rendered-section';
// Their styles stay with the page's own, so the server's markup is styled at once.
import './servizi-flotta.module.css';
import '../../../components/home/Services/Services.module.css';

/*
 * The two offers are content and links only: the server writes them, their code comes beside the
 * page's first script.
 */
export const CommercialVehicles = serverRenderedSection(() =>
  import('./CommercialVehicles').then((module) => module.CommercialVehicles),
);
export const HeavyTransport = serverRenderedSection(() =>
  import('./HeavyTransport').then((module) => module.HeavyTransport),
);
