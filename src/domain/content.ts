/** What the content, Q&A and settings screens show: plain data the actors (src/actors/) produce from the API. */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export interface PageOf<T> {
  list: T[];
  total: number;
  /** From 1. */
  page: number;
  limit: number;
}

export type ArticleSummary = Schemas['ArticleSummary'];

export interface VideoSource {
  /** Signed, short-lived URL; null when the play info could not be had. */
  playUrl: string | null;
  cover?: string;
}

export interface Attachment {
  fileId: string;
  name: string;
  size: number;
}

export interface ArticleDetail extends ArticleSummary {
  /** Server HTML, rendered only through SafeHtml. */
  content: string;
  video: VideoSource | null;
  attachments: Attachment[];
}

export type ActivitySummary = Schemas['ActivitySummary'];

export interface ActivityDetail extends ActivitySummary {
  content: string;
  video: VideoSource | null;
  children: ActivitySummary[];
}

/** An entry of a content list: an article, or an activity with where and when. */
export type ContentItem = Omit<ArticleSummary, 'columnId'> & Partial<Pick<ActivitySummary, 'location' | 'startTime'>>;
