/** The banners of the live broadcasts' page (/liveBroadcast) and the videos' page (/video): a line and a drawing each. */
import type { Bilingual } from './types';

export interface MediaPage {
  subtitle: string;
  /** The page's own drawing (decorative: the banner's title says what the page is). */
  banner: string;
}

export const MEDIA_PAGES: Bilingual<{ live: MediaPage; video: MediaPage }> = {
  zh: {
    live: { subtitle: '在线参加我们的策略会、市场回顾与客户活动，错过的场次可以观看回放。', banner: '/images/banner-live.svg' },
    video: { subtitle: '品牌短片、投资观点与活动回顾，随时观看。', banner: '/images/banner-video.svg' },
  },
  en: {
    live: { subtitle: 'Join our strategy meetings, market reviews and client events online, or watch the replay of one you missed.', banner: '/images/banner-live.svg' },
    video: { subtitle: 'Our brand film, investment views and event highlights, to watch whenever you like.', banner: '/images/banner-video.svg' },
  },
};
