import { msg } from '@lingui/core/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminFrame } from '../../components/admin/AdminFrame/AdminFrame';
import { BackOfficePending } from '../../components/layout/BackOfficePending';
import { documentTitle } from '../../lib/head';
import { addCatalogPart, catalogLoaders, i18n } from '../../lib/i18n';
import { QueryIsland } from '../../lib/query-island';

/**
 * The back office: no public header or footer, client-rendered, and code-split from the public
 * pages (its components are imported only by the /admin route files). Never indexed.
 */
/** The back office's own messages (src/locales/<lang>/admin.po), beside the public catalog. */
const adminCatalog = catalogLoaders(import.meta.glob('../../locales/*/admin.po'));

export const Route = createFileRoute('/admin')({
  // The loading view ships with the router, not with the back office's code it waits for: a
  // visitor who follows the footer's link on a slow phone sees the back office coming, not a
  // blank page.
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  pendingMs: 200,
  pendingComponent: BackOfficePending,
  // Before any screen of the back office renders, in the active language (and in any chosen later).
  beforeLoad: () => addCatalogPart(adminCatalog),
  head: () => ({
    meta: [
      { title: documentTitle(i18n._(msg`Area amministrativa`)) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <QueryIsland>
      <AdminFrame>
        <Outlet />
      </AdminFrame>
    </QueryIsland>
  );
}
