import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LiveBroadcastScreen, type LiveBroadcastScreenProps } from '../../screens/public/media-screens';
import { loadLiveEvents, loadLiveTicket } from '../../actors/public';
import { usePublicLocale } from '../../app/public-gate';

export const Route = createFileRoute('/_public/liveBroadcast')({ loader: () => loadLiveEvents(), component: Page });

function Page() {
  const events = Route.useLoaderData();
  const [joined, setJoined] = useState<LiveBroadcastScreenProps['joined']>();
  return (
    <LiveBroadcastScreen
      locale={usePublicLocale()}
      events={events}
      joined={joined}
      onJoin={async (eventId) => {
        setJoined({ eventId, ticket: 'loading' });
        setJoined({ eventId, ticket: await loadLiveTicket(eventId) });
      }}
    />
  );
}
