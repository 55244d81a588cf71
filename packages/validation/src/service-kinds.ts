// Which services ask for details of their own, and which: nothing else, so the quote form can tell
// which fields to load without downloading the rules of those fields.
import type { ContactService } from './site.js';

/** The three shapes of details: a heavy transport's, an earth-moving job's, a visit to the workshop. */
export const SERVICE_DETAIL_KINDS = ['transport', 'earthworks', 'workshop'] as const;
export type ServiceDetailKind = (typeof SERVICE_DETAIL_KINDS)[number];

/** The services that ask for details, and which; the others take the message alone. */
export const SERVICE_DETAIL_KIND: Partial<Record<ContactService, ServiceDetailKind>> = {
  'Trasporti Pesanti': 'transport',
  'Movimento Terra': 'earthworks',
  Autoriparazioni: 'workshop',
  Autolavaggio: 'workshop',
};

/** The kind of details a service asks for; undefined for one that asks none. */
export function detailKindOf(service: string | null | undefined): ServiceDetailKind | undefined {
  return service ? SERVICE_DETAIL_KIND[service as ContactService] : undefined;
}
