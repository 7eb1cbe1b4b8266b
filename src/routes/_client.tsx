import { createFileRoute } from '@tanstack/react-router';
import { loadClientArea } from '../flows/layout';
import { ClientLayout } from './_client/-layout';

// The client-area layout (SPEC.md §2, src/flows/layout.ts). The announcements load with the page, alongside the
// page's own loader, once per visit of the client area (gcTime 0: not kept after leaving it); a language switch
// reloads them. The client area's part of the catalog (src/i18n) loads alongside.
export const Route = createFileRoute('/_client')({
  loader: () => loadClientArea(),
  staleTime: Infinity,
  gcTime: 0,
  component: function ClientArea() {
    return <ClientLayout session={Route.useRouteContext().session} loaded={Route.useLoaderData()} />;
  },
});
