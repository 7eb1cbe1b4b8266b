/** What the content, Q&A and settings screens show: plain data the actors (src/actors/) produce from the API. */

export interface PageOf<T> {
  list: T[];
  total: number;
  /** From 1. */
  page: number;
  limit: number;
}

export interface ArticleSummary {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  cover: string;
  hasVideo?: boolean;
}

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

export interface ActivitySummary {
  id: string;
  title: string;
  summary: string;
  publishDate: string;
  cover: string;
  startTime?: string;
  endTime?: string;
  location?: string;
}

export interface ActivityDetail extends ActivitySummary {
  content: string;
  video: VideoSource | null;
  children: ActivitySummary[];
}
