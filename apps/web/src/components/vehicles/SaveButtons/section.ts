import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as SaveButtonsModule from '.';

/** The heart, 'Confronta' and the comparison's bar: one module, with the favourites' and comparison's store. */
const modules = import.meta.glob<typeof SaveButtonsModule>('/src/components/vehicles/SaveButtons/index.ts');

/**
 * The heart and 'Confronta' of a card or a vehicle page: the server writes them, their code comes
 * beside the page's first script; a tap before it has arrived is answered once it has (React
 * hydrates the part tapped first and replays the tap).
 */
export const SaveButtons = serverRenderedSection(modules, (module) => module.SaveButtons);

/**
 * The comparison's bar, on the pages that offer 'Confronta' (the list, a vehicle's page, the
 * favourites): nothing on the server; it shows (and loads its own) once the visitor sets a vehicle
 * aside to compare.
 */
export const CompareTray = serverRenderedSection(modules, (module) => module.CompareTray);
