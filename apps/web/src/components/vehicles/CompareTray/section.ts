import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as CompareTrayModule from '.';

/**
 * The comparison's bar, on the pages that offer 'Confronta' (the list, a vehicle's page, the
 * favourites): nothing on the server, its code beside the page's first script; it shows (and
 * loads its own) once the visitor sets a vehicle aside to compare.
 */
export const CompareTray = serverRenderedSection(
  import.meta.glob<typeof CompareTrayModule>('/src/components/vehicles/CompareTray/index.ts'),
  (module) => module.CompareTray,
);
