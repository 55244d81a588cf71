import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFound, PublicLayout } from '../components/layout';

/** Pathless layout of the public site: every page under it gets the header, footer and cookie banner. */
export const Route = createFileRoute('/_public')({
  component: PublicFrame,
  // A path below a public page that matches nothing: already inside the frame.
  notFoundComponent: NotFound,
});

function PublicFrame() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
