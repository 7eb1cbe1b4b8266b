import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import type { LiveEventItem, LiveRoomLoad, Loaded, VideoItem, VideoListItem } from '../../src/domain/public';
import { LiveBroadcastScreen, LiveEventScreen, VideoScreen } from '../../src/screens/public/media-screens';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

const EVENTS: LiveEventItem[] = [
  { id: 'e0', title: 'Demo channel: markets around the clock', summary: 'A standing demo broadcast you can join at any time.', startTime: '2026-01-01T00:00:00Z', endTime: '2098-12-13T00:00:00Z', status: 'live' },
  { id: 'e1', title: 'Mid-year outlook 2023', summary: '', startTime: '2023-07-10T08:00:00Z', endTime: '2023-07-10T09:00:00Z', status: 'upcoming' },
  { id: 'e2', title: 'ESG roundtable', summary: '', startTime: '2023-03-02T08:00:00Z', endTime: '2023-03-02T09:00:00Z', status: 'ended' },
];

const VIDEOS: Record<'zh-CN' | 'en', VideoListItem[]> = {
  'zh-CN': [
    { videoId: 'vid-brand-2026', title: '泓岸资本品牌短片', duration: 30, clientsOnly: false },
    { videoId: 'vid-esg-2026', title: '可持续发展实践：走访被投企业', duration: 40, clientsOnly: false },
    { videoId: 'vid-cio-2026', title: '首席投资官年度回顾：要点', duration: 45, clientsOnly: true },
  ],
  en: [
    { videoId: 'vid-brand-2026', title: 'Harbourline in brief: our brand film', duration: 30, clientsOnly: false },
    { videoId: 'vid-esg-2026', title: 'Sustainability in practice: visiting our companies', duration: 40, clientsOnly: false },
    { videoId: 'vid-cio-2026', title: 'The CIO’s year in review: highlights', duration: 45, clientsOnly: true },
  ],
};

/** A small video that ships with Storybook's browser is not at hand: a missing file shows the player's failure. */
const STREAM = '/media/vod/none.mp4';

type View =
  | 'live' | 'liveEmpty' | 'liveError'
  | 'roomUpcoming' | 'roomLive' | 'roomEnded' | 'roomLocked' | 'roomMissing' | 'roomError'
  | 'videoNone' | 'videoError' | 'video' | 'videoListEmpty' | 'videoListError';
type Args = { view: View };

const ROOMS: Record<string, LiveRoomLoad> = {
  roomUpcoming: { status: 'ok', data: { event: EVENTS[1] } },
  roomLive: { status: 'ok', data: { event: EVENTS[0], streamUrl: STREAM } },
  roomEnded: { status: 'ok', data: { event: EVENTS[2], streamUrl: STREAM } },
  roomLocked: { status: 'locked' },
  roomMissing: { status: 'missing' },
  roomError: { status: 'error' },
};

function Media({ view }: Args) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  const events: Loaded<LiveEventItem[]> = view === 'liveError' ? { status: 'error' } : { status: 'ok', data: view === 'liveEmpty' ? [] : EVENTS };
  const chosen = view === 'video' || view === 'videoError';
  const video: Loaded<VideoItem> | null = !chosen ? null : view === 'videoError' ? { status: 'error' } : { status: 'ok', data: { videoId: 'vid-esg-2026', playUrl: STREAM } };
  const videos: Loaded<VideoListItem[]> = view === 'videoListError' ? { status: 'error' } : { status: 'ok', data: view === 'videoListEmpty' ? [] : VIDEOS[locale] };
  return (
    <InLayout locale={locale} path={view.startsWith('video') ? '/video' : '/liveBroadcast'}>
      {view.startsWith('live') ? (
        <LiveBroadcastScreen locale={locale} events={events} hrefFor={(id) => `/liveBroadcast?eventId=${id}`} />
      ) : view.startsWith('room') ? (
        <LiveEventScreen locale={locale} room={ROOMS[view]} listHref="/liveBroadcast" loginHref="/login?redirect=%2FliveBroadcast" onRetry={() => {}} />
      ) : (
        <VideoScreen locale={locale} videos={videos} video={video} currentId={chosen ? 'vid-esg-2026' : undefined} hrefFor={(id) => `/video?videoId=${id}`} />
      )}
    </InLayout>
  );
}

const meta = { title: 'Public/Media', component: Media, args: { view: 'live' } } satisfies Meta<typeof Media>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveEvents: Story = {};
export const LiveEmpty: Story = { args: { view: 'liveEmpty' } };
export const LiveError: Story = { args: { view: 'liveError' } };
/** A broadcast's page before it starts: when, and that it plays by itself then. */
export const RoomUpcoming: Story = { args: { view: 'roomUpcoming' } };
/** While it is live: the stream (here a missing file, so the player says it cannot play). */
export const RoomLive: Story = { args: { view: 'roomLive' } };
export const RoomEnded: Story = { args: { view: 'roomEnded' } };
export const RoomLocked: Story = { args: { view: 'roomLocked' } };
export const RoomMissing: Story = { args: { view: 'roomMissing' } };
export const RoomError: Story = { args: { view: 'roomError' } };
/** /video without a videoId: the videos to choose from, each with its length. */
export const VideoNotChosen: Story = { args: { view: 'videoNone' } };
export const VideoListEmpty: Story = { args: { view: 'videoListEmpty' } };
export const VideoListError: Story = { args: { view: 'videoListError' } };
export const VideoError: Story = { args: { view: 'videoError' } };
/** A video chosen, above the list that marks it (here its file cannot be loaded: the player's place says so). */
export const Video: Story = { args: { view: 'video' } };

export const LiveEventsEn = inEnglish(LiveEvents);
export const LiveEmptyEn = inEnglish(LiveEmpty);
export const LiveErrorEn = inEnglish(LiveError);
export const RoomUpcomingEn = inEnglish(RoomUpcoming);
export const RoomLiveEn = inEnglish(RoomLive);
export const RoomEndedEn = inEnglish(RoomEnded);
export const RoomLockedEn = inEnglish(RoomLocked);
export const RoomMissingEn = inEnglish(RoomMissing);
export const RoomErrorEn = inEnglish(RoomError);
export const VideoNotChosenEn = inEnglish(VideoNotChosen);
export const VideoListEmptyEn = inEnglish(VideoListEmpty);
export const VideoListErrorEn = inEnglish(VideoListError);
export const VideoErrorEn = inEnglish(VideoError);
export const VideoEn = inEnglish(Video);
