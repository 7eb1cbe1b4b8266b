import { createFileRoute } from '@tanstack/react-router';
import { liveSearch } from '../../app/search-params';
import { loadLive } from '../../flows/media';
import { LiveBroadcastPage } from './-live';

// /liveBroadcast: the list of broadcasts; /liveBroadcast?eventId=…: one broadcast's page, where it plays.
export const Route = createFileRoute('/_public/liveBroadcast')({
  validateSearch: liveSearch,
  loaderDeps: ({ search }) => ({ eventId: search.eventId }),
  loader: ({ deps }) => loadLive(deps.eventId),
  component: function Page() {
    return <LiveBroadcastPage data={Route.useLoaderData()} />;
  },
});
