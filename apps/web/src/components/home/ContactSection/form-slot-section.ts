import { serverRenderedSection } from '../../../lib/server-rendered-section';
import type * as FormSlotModule from './FormSlot';

/**
 * The form's place: the server writes its placeholder, and the code that loads the form when the
 * visitor comes near comes at the visitor's first use of the page, or with the page when its address
 * leads to the form (#contatti, or a request's details from a vehicle's page).
 */
export const FormSlot = serverRenderedSection(
  import.meta.glob<typeof FormSlotModule>('/src/components/home/ContactSection/FormSlot.tsx'),
  (module) => module.FormSlot,
  { firstUse: true, neededAtOnce: () => window.location.hash === '#contatti' || window.location.search.length > 1 },
);
