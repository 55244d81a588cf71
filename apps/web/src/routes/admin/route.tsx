import { msg } from '@lingui/core/macro';
import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n';
import classes from './-admin.module.css';

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
    // The confirm dialogs (delete, sell) are the back office's own: their provider loads with it.
    <ModalsProvider>
      <div className={classes.root}>
        <Outlet />
      </div>
    </ModalsProvider>
  );
}
