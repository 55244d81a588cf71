import { PAGE_CATALOGS } from '../../../lib/i18n';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import { hasSetAside } from '../../../lib/set-aside';
import type * as SaveButtonsModule from '.';

/** The heart, 'Confronta' and the comparison's bar: one module, with the favourites' and comparison's store. */
const modules = import.meta.glob<typeof SaveButtonsModule>('/src/components/vehicles/SaveButtons/index.ts');

/** Their code comes at the visitor's first use of the page, or with it for a visitor with vehicles set aside. */
const WHEN = { firstUse: true, neededAtOnce: hasSetAside, catalog: PAGE_CATALOGS.vehicleFacts };

/**
 * The heart and 'Confronta' of a card or a vehicle page: the server writes them, unpressed; a tap
 * before their code has come is answered once it has.
 */
export const SaveButtons = serverRenderedSection(modules, (module) => module.SaveButtons, WHEN);

/**
 * The comparison's bar, on the pages that offer 'Confronta' (the list, a vehicle's page, the
 * favourites): nothing on the server; it shows (and loads its own) once the visitor sets a vehicle
 * aside to compare.
 */
export const CompareTray = serverRenderedSection(modules, (module) => module.CompareTray, WHEN);
