/** What the content, Q&A and settings screens show: plain data the actors (src/actors/) produce from the API. */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** A page of a list (page from 1): the contract's PageMeta with the page's items. */
export type PageOf<T> = Schemas['PageMeta'] & { list: T[] };

export type ArticleSummary = Schemas['ArticleSummary'];

export interface VideoSource {
  /** Signed, short-lived URL; null when the play info could not be had. */
  playUrl: string | null;
  cover?: string;
}

export type Attachment = Pick<Schemas['FileEntry'], 'fileId' | 'name' | 'size'>;

/**
 * An article with its video's play address looked up and its files; `content` is server HTML, rendered only through
 * SafeHtml.
 */
export interface ArticleDetail extends ArticleSummary, Pick<Schemas['Article'], 'content'> {
  video: VideoSource | null;
  attachments: Attachment[];
}

export type ActivitySummary = Schemas['ActivitySummary'];

export interface ActivityDetail extends ActivitySummary, Pick<Schemas['ActivityDetail'], 'content' | 'children'> {
  video: VideoSource | null;
}

/** An entry of a content list: an article, or an activity with where and when. */
export type ContentItem = Omit<ArticleSummary, 'columnId'> & Partial<Pick<ActivitySummary, 'location' | 'startTime'>>;
