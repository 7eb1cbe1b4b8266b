import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../app/search-params';
import { loadActivity } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ActivityPage } from './-content-detail';

// /activityDetail: one activity with its video and its sessions.
export const Route = createFileRoute('/_client/activityDetail')({
  validateSearch: idSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => loadActivity(deps.id),
  pendingComponent: pendingPage(ActivityPage),
  errorComponent: failedPage(ActivityPage),
  component: function Page() {
    return <ActivityPage status={{ kind: 'ready' }} detail={Route.useLoaderData()} />;
  },
});
