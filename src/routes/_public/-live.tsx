/** The live broadcasts' pages (/liveBroadcast, src/flows/media.ts): the list, or one broadcast. Not a route itself. */
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { usePublicLocale } from '../../flows/public-gate';
import type { RenderLink } from '../../components/render-link';
import { useTicketRenewal, type LivePage, type LiveRoomLoad } from '../../flows/media';
import { LiveBroadcastScreen, LiveEventScreen } from '../../screens/public/media-screens';

const LIST = '/liveBroadcast';
const roomHref = (eventId: string) => `${LIST}?eventId=${encodeURIComponent(eventId)}`;
const renderLink: RenderLink = ({ href, children }) => <Link to={href}>{children}</Link>;

export function LiveBroadcastPage({ data }: { data: LivePage }) {
  const { eventId } = useSearch({ from: '/_public/liveBroadcast' });
  const locale = usePublicLocale();
  if (data.kind === 'room') return eventId ? <Room eventId={eventId} room={data.room} /> : null;
  return <LiveBroadcastScreen locale={locale} events={data.events} hrefFor={roomHref} renderLink={renderLink} />;
}

function Room({ eventId, room }: { eventId: string; room: LiveRoomLoad }) {
  const router = useRouter();
  const locale = usePublicLocale();
  useTicketRenewal(room, router);
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
