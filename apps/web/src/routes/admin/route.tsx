import { msg } from '@lingui/core/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminFrame } from '../../components/admin/AdminFrame/AdminFrame';
import { i18n } from '../../lib/i18n';

/**
 * The back office: no public header or footer, client-rendered, and code-split from the public
 * pages (its components are imported only by the /admin route files). Never indexed.
 */
export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ title: i18n._(msg`Area amministrativa | NBT`) }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
