import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import type { LiveEventItem, Loaded } from '../../src/actors/public';
import { LiveBroadcastScreen, VideoScreen } from '../../src/screens/public/media-screens';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

const EVENTS: LiveEventItem[] = [
  { id: 'e1', title: 'Mid-year outlook 2023', summary: '', startTime: '2023-07-10T08:00:00Z', status: 'upcoming' },
  { id: 'e2', title: 'ESG roundtable', summary: '', startTime: '2023-03-02T08:00:00Z', status: 'ended' },
];

type Args = { view: 'live' | 'liveEmpty' | 'liveError' | 'videoNone' | 'videoError' | 'video' };

function Media({ view }: Args) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  const events: Loaded<LiveEventItem[]> = view === 'liveError' ? { status: 'error' } : { status: 'ok', data: view === 'liveEmpty' ? [] : EVENTS };
  return (
    <InLayout locale={locale} path="/liveBroadcast">
      {view.startsWith('live') ? (
        <LiveBroadcastScreen locale={locale} events={events} onJoin={fn()} />
      ) : (
        <VideoScreen video={view === 'videoNone' ? null : view === 'videoError' ? { status: 'error' } : { status: 'ok', data: { videoId: 'v1', playUrl: '/files/none.mp4' } }} />
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
export const VideoNotChosen: Story = { args: { view: 'videoNone' } };
export const VideoError: Story = { args: { view: 'videoError' } };
export const Video: Story = { args: { view: 'video' } };

export const LiveEventsEn = inEnglish(LiveEvents);
export const LiveEmptyEn = inEnglish(LiveEmpty);
export const LiveErrorEn = inEnglish(LiveError);
export const VideoNotChosenEn = inEnglish(VideoNotChosen);
export const VideoErrorEn = inEnglish(VideoError);
export const VideoEn = inEnglish(Video);
