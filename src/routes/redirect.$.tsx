import { createFileRoute, redirect } from '@tanstack/react-router';

// /redirect/{path*}: re-enters a page (e.g. to reload it): replaces the URL with the path and its query.
export const Route = createFileRoute('/redirect/$')({
  beforeLoad: ({ params, location }) => {
    const path = `/${params._splat ?? ''}`;
    // Only paths of this site: '//host' would leave it.
    throw redirect({ href: `${path.startsWith('//') ? '/' : path}${location.searchStr}`, replace: true });
  },
});
