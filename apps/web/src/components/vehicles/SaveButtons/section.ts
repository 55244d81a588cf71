import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as SaveButtonsModule from '.';

/**
 * The heart and 'Confronta' of a card or a vehicle page: the server writes them, their code (and the
 * favourites' and comparison's store) comes beside the page's first script; a tap before it has
 * arrived is answered once it has (React hydrates the part tapped first and replays the tap).
 */
export const SaveButtons = serverRenderedSection(
  import.meta.glob<typeof SaveButtonsModule>('/src/components/vehicles/SaveButtons/index.ts'),
  (module) => module.SaveButtons,
);
