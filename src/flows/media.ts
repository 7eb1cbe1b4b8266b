/**
 * The public site's media (SPEC.md §2): the videos (/video) and the live broadcasts (/liveBroadcast), a list and one
 * item's page each. A broadcast's page plays from a signed stream address (a ticket) that it renews as the broadcast
 * starts, ends, or the address nears its expiry.
 */
import { useEffect } from 'react';
import { loadLiveEvents, loadLiveRoom, loadVideo, loadVideos, roomNeedsNewTicket } from '../actors/public';
import type { LiveEventItem, LiveRoomLoad, Loaded } from '../domain/public';

export type { LiveRoomLoad };

/** /video: the videos a visitor may play and, when the address names one, that video's player. */
export async function loadVideoPage(videoId: string | undefined) {
  const [videos, video] = await Promise.all([loadVideos(), loadVideo(videoId)]);
  return { videos, video };
}

export type LivePage = { kind: 'room'; room: LiveRoomLoad } | { kind: 'list'; events: Loaded<LiveEventItem[]> };

/** /liveBroadcast: the list of broadcasts, or with ?eventId= one broadcast's page and its ticket. */
export async function loadLive(eventId: string | undefined): Promise<LivePage> {
  return eventId ? { kind: 'room', room: await loadLiveRoom(eventId) } : { kind: 'list', events: await loadLiveEvents() };
}

/** How often the page checks whether its broadcast has started or ended, or its ticket is about to expire. */
const STATE_CHECK_MS = 15_000;

/**
 * When the broadcast starts or ends, the page asks for a new ticket (the router loads the page again): the stream
 * appears, or the replay; and before the stream's address expires, so a broadcast longer than a ticket plays on.
 */
export function useTicketRenewal(room: LiveRoomLoad, router: { invalidate(): Promise<void> }) {
  useEffect(() => {
    const timer = setInterval(() => {
      if (roomNeedsNewTicket(room, Date.now())) void router.invalidate();
    }, STATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [room, router]);
}
