import { useEffect } from 'react';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { LiveBroadcastScreen, LiveEventScreen } from '../../screens/public/media-screens';
import { loadLiveEvents, loadLiveRoom, roomNeedsNewTicket, type LiveEventItem, type Loaded as Load, type LiveRoomLoad } from '../../actors/public';
import { usePublicLocale } from '../../app/public-gate';
import type { RenderLink } from '../../components/render-link';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const LIST = '/liveBroadcast';
const roomHref = (eventId: string) => `${LIST}?eventId=${encodeURIComponent(eventId)}`;
/** How often the page checks whether its broadcast has started or ended, or its ticket is about to expire. */
const STATE_CHECK_MS = 15_000;

type Loaded = { kind: 'room'; room: LiveRoomLoad } | { kind: 'list'; events: Load<LiveEventItem[]> };

// /liveBroadcast: the list of broadcasts; /liveBroadcast?eventId=…: one broadcast's page, where it plays.
export const Route = createFileRoute('/_public/liveBroadcast')({
  // The router reads ?eventId=3 as the number 3.
  validateSearch: (search: Record<string, unknown>): { eventId?: string } => {
    const id = typeof search.eventId === 'number' ? String(search.eventId) : search.eventId;
    return typeof id === 'string' && ID.test(id) ? { eventId: id } : {};
  },
  loaderDeps: ({ search }) => ({ eventId: search.eventId }),
  loader: async ({ deps }): Promise<Loaded> =>
    deps.eventId ? { kind: 'room', room: await loadLiveRoom(deps.eventId) } : { kind: 'list', events: await loadLiveEvents() },
  component: Page,
});

const renderLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

function Page() {
  const data = Route.useLoaderData();
  const { eventId } = Route.useSearch();
  const locale = usePublicLocale();
  if (data.kind === 'room') return eventId ? <Room eventId={eventId} room={data.room} /> : null;
  return <LiveBroadcastScreen locale={locale} events={data.events} hrefFor={roomHref} renderLink={renderLink} />;
}

function Room({ eventId, room }: { eventId: string; room: LiveRoomLoad }) {
  const router = useRouter();
  const locale = usePublicLocale();
  // When the broadcast starts or ends, the page asks for a new ticket: the stream appears, or the replay; and before
  // the stream's address expires, so a broadcast longer than a ticket plays on.
  useEffect(() => {
    const timer = setInterval(() => {
      if (roomNeedsNewTicket(room, Date.now())) void router.invalidate();
    }, STATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [room, router]);
  return (
    <LiveEventScreen
      locale={locale}
      room={room}
      listHref={LIST}
      loginHref={`/login?redirect=${encodeURIComponent(roomHref(eventId))}`}
      renderLink={renderLink}
      onRetry={() => void router.invalidate()}
    />
  );
}
