import { withCatalog } from '../../../lib/i18n';
import { serviceDetailsCatalog } from '../../../lib/service-details-catalog';

/**
 * The service's fields with their messages in the visitor's language: a module of its own, so the
 * catalogs' loaders come only when a service that asks for details is chosen, not with the form.
 */
export function loadServiceDetailsFields() {
  return withCatalog(serviceDetailsCatalog, () => import('./ServiceDetailsFields')).then((module) => ({
    default: module.ServiceDetailsFields,
  }));
}
