/**
 * Client-area content: column articles (enter company, investment perspective, company news), activities with
 * their videos, and the news search. API answers become the screens' plain data here; loaders call these with
 * `silent` so the page shows its own error state instead of a toast on top.
 */
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import type { components } from '../api/schema';
import { SEARCH_PAGE_SIZE } from '../constants';
import type {
  ActivityDetail,
  ActivitySummary,
  ArticleDetail,
  ArticleSummary,
  PageOf,
  VideoSource,
} from '../domain/content';

type Schemas = components['schemas'];
const quiet = { silent: true } as const;

const toPage = <T, U>(page: { list: T[]; total: number; page: number; limit: number }, map: (item: T) => U): PageOf<U> => ({
  list: page.list.map(map),
  total: page.total,
  page: page.page,
  limit: page.limit,
});

const toArticleSummary = (a: Schemas['ArticleSummary']): ArticleSummary => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  publishDate: a.publishDate,
  cover: a.cover,
  hasVideo: a.hasVideo,
});

const toActivitySummary = (a: Schemas['ActivitySummary']): ActivitySummary => ({ ...a });

/** A video's signed URL; a refusal leaves the page readable with the video marked unavailable. */
export async function loadVideo(videoId: string, cover?: string): Promise<VideoSource> {
  try {
    const info = await settleData(api.GET('/oss/vod/getPlayInfo', { params: { query: { videoId } } }), quiet);
    return { playUrl: info?.playUrl ?? null, cover: info?.cover ?? cover };
  } catch {
    return { playUrl: null, cover };
  }
}

export async function listColumnArticles(columnId: string, page: number): Promise<PageOf<ArticleSummary>> {
  const data = await settleData(
    api.GET('/psn/column/getList', { params: { query: { columnId, page, limit: SEARCH_PAGE_SIZE } } }),
    quiet,
  );
  return toPage(data!, toArticleSummary);
}

export async function getArticle(id: string): Promise<ArticleDetail> {
  const a = (await settleData(api.GET('/psn/column/selectArticleById', { params: { query: { id } } }), quiet))!;
  return {
    ...toArticleSummary(a),
    content: a.content,
    video: a.video ? await loadVideo(a.video.videoId, a.video.cover) : null,
    attachments: (a.attachments ?? []).map((f) => ({ fileId: f.fileId, name: f.name, size: f.size })),
  };
}

export async function listActivities(page: number): Promise<PageOf<ActivitySummary>> {
  const data = await settleData(
    api.GET('/psn/activity/getList', { params: { query: { page, limit: SEARCH_PAGE_SIZE } } }),
    quiet,
  );
  return toPage(data!, toActivitySummary);
}

export async function getActivity(id: string): Promise<ActivityDetail> {
  const a = (await settleData(api.GET('/psn/activity/selectActivityAndChildren', { params: { query: { id } } }), quiet))!;
  return {
    ...toActivitySummary(a),
    content: a.content,
    video: a.video ? await loadVideo(a.video.videoId, a.video.cover) : null,
    children: a.children.map(toActivitySummary),
  };
}

/** News title search (SPEC §7 getListByTitle): SEARCH_PAGE_SIZE per page, pages from SEARCH_START_PAGE. */
export async function searchNews(title: string, page: number, languageType: 'zh_CN' | 'en_US'): Promise<PageOf<ArticleSummary>> {
  const data = await settleData(
    api.GET('/psn/column/getListByTitle', { params: { query: { title, page, limit: SEARCH_PAGE_SIZE, languageType } } }),
    quiet,
  );
  return toPage(data!, toArticleSummary);
}

/** Downloads an attachment with the session's headers and hands it to the browser as a file. */
export async function downloadFile(fileId: string, name: string): Promise<void> {
  const result = await api.GET('/file/download', { params: { query: { fileId } }, parseAs: 'blob' });
  const blob = result.data as Blob | undefined;
  if (!blob || blob.type.includes('json')) {
    // The error envelope travels as JSON: let the envelope module show its message.
    const text = blob ? await blob.text() : '';
    await settleData(Promise.resolve({ data: text ? JSON.parse(text) : undefined, response: result.response }));
    return;
  }
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The menu column behind a client-area path (getInfo's cmsColumnList): its id for getList, its localized title. */
export function columnFor(columns: readonly { columnId: string | number; title: string; content: string }[], path: string) {
  const column = columns.find((c) => c.content === path);
  return column ? { columnId: String(column.columnId), title: column.title } : null;
}
