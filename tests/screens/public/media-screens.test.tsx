/**
 * /video and /liveBroadcast: each opens with its own drawing (decorative), and /video without a videoId is the list
 * of videos to play, each with its length, not an empty page; a chosen video plays above the list, which marks it.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VideoListItem } from '../../../src/domain/public';
import { formatDuration, LiveBroadcastScreen, VideoScreen } from '../../../src/screens/public/media-screens';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

const TEXT = {
  'zh-CN': { heading: '视频', all: '全部视频', length: '时长', playing: '正在播放', failed: '视频列表暂时无法加载，请稍后再试', empty: '暂无视频', live: '直播' },
  en: { heading: 'Video', all: 'All videos', length: 'Length', playing: 'Now playing', failed: 'Videos cannot be loaded right now; please try later', empty: 'No videos yet', live: 'Live Broadcast' },
} as const;

const VIDEOS: VideoListItem[] = [
  { videoId: 'vid-brand-2026', title: 'Harbourline in brief', duration: 30, clientsOnly: false },
  { videoId: 'vid-esg-2026', title: 'Sustainability in practice', duration: 40, clientsOnly: false },
];
const hrefFor = (id: string) => `/video?videoId=${id}`;

describe('formatDuration', () => {
  it('writes seconds as m:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(5400)).toBe('1:30:00');
  });
});

describe.each(['zh-CN', 'en'] as const)('media pages (%s)', (locale) => {
  const t = TEXT[locale];

  it('/video without a videoId lists the videos to play, each with its length, under the page’s own drawing', async () => {
    const { container } = await renderUi(<VideoScreen locale={locale} videos={{ status: 'ok', data: VIDEOS }} video={null} hrefFor={hrefFor} />, locale);
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    const banner = container.querySelector('img[src="/images/banner-video.svg"]');
    expect(banner).toHaveAttribute('alt', '');
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Harbourline in brief' })).toHaveAttribute('href', '/video?videoId=vid-brand-2026');
    expect(items[0]).toHaveTextContent(`${t.length} 0:30`);
    expect(items[1].querySelector('time')).toHaveAttribute('datetime', 'PT40S');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByText(t.playing)).toBeNull();
  });

  it('a chosen video plays above the list, which marks it as playing', async () => {
    const { container } = await renderUi(
      <VideoScreen locale={locale} videos={{ status: 'ok', data: VIDEOS }} video={{ status: 'ok', data: { videoId: 'vid-esg-2026', playUrl: '/media/vod/vid-esg-2026.mp4?expires=1&sig=x' } }} currentId="vid-esg-2026" hrefFor={hrefFor} />,
      locale,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/vod/vid-esg-2026.mp4?expires=1&sig=x');
    expect(screen.getByRole('heading', { level: 2, name: 'Sustainability in practice' })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Sustainability in practice' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current.closest('li')!).getByText(t.playing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbourline in brief' })).not.toHaveAttribute('aria-current');
  });

  it('says so when the list cannot be loaded or is empty', async () => {
    const { unmount } = await renderUi(<VideoScreen locale={locale} videos={{ status: 'error' }} video={null} hrefFor={hrefFor} />, locale);
    expect(screen.getByText(t.failed)).toBeInTheDocument();
    unmount();
    await renderUi(<VideoScreen locale={locale} videos={{ status: 'ok', data: [] }} video={null} hrefFor={hrefFor} />, locale);
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });

  it('/liveBroadcast opens with a drawing of its own', async () => {
    const { container } = await renderUi(<LiveBroadcastScreen locale={locale} events={{ status: 'ok', data: [] }} hrefFor={(id) => `/liveBroadcast?eventId=${id}`} />, locale);
    expect(screen.getByRole('heading', { level: 1, name: t.live })).toBeInTheDocument();
    expect(container.querySelector('img[src="/images/banner-live.svg"]')).toHaveAttribute('alt', '');
  });
});
