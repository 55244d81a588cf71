import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as ServicesModule from './Services';

/** The service cards show content and links only: the server writes them, their code comes beside the page's. */
export const Services = serverRenderedSection(
  import.meta.glob<typeof ServicesModule>('/src/components/home/Services/Services.tsx'),
  (module) => module.Services,
);
