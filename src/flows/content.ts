/**
 * The client area's content (SPEC.md §2): the articles of a menu column (/companyNews, /investment, /enterSpring)
 * and the firm's activities (/activityList), ten to a page, the page number in the URL; the list routes hand a
 * loader's answer to one page component (src/routes/_client/-content-list.tsx). An article or activity opens on a
 * page of its own, and the news search finds articles by title.
 */
import type { SessionActor } from '../session/session';
import { columnFor, downloadFile, getActivity, getArticle, listActivities, listColumnArticles, searchNews } from '../actors/content';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../constants';
import { currentLocale, toLanguageType } from '../i18n';
import type { ContentItem, PageOf } from '../domain/content';

export type ContentListPath = '/companyNews' | '/investment' | '/enterSpring' | '/activityList';

export interface ContentList {
  /** The menu column's own title, when the menu names one. */
  title?: string;
  page: PageOf<ContentItem>;
}

export async function loadContentList(session: SessionActor, path: ContentListPath, page: number): Promise<ContentList> {
  const column = columnFor(session.getSnapshot().context.info?.cmsColumnList ?? [], path);
  if (path === '/activityList') return { title: column?.title, page: await listActivities(page) };
  return {
    title: column?.title,
    page: column ? await listColumnArticles(column.columnId, page) : { list: [], total: 0, page, limit: SEARCH_PAGE_SIZE },
  };
}

/** An article of a column (/informationDetails, /searchInformationDetail). */
/** The loader of a content-list route: its column's page of the address's page number. */
export const contentListLoader =
  (path: ContentListPath) =>
  ({ context, deps }: { context: { session: SessionActor }; deps: { page: number } }) =>
    loadContentList(context.session, path, deps.page);

export const loadArticle = (id: string) => getArticle(id);

/** An activity with its video and its sessions (/activityDetail, /searchActivityDetail). */
export const loadActivity = (id: string) => getActivity(id);

/** An article's attachment, saved under its name; a failure was shown already (the envelope's toast). */
export const saveAttachment = (fileId: string, name: string) => void downloadFile(fileId, name).catch(() => undefined);

/** /searchDetail: a page of the news whose title matches, in the page's language; no title, no results. */
export const loadNewsSearch = ({ title, page }: { title: string; page: number }) =>
  title ? searchNews(title, page, toLanguageType(currentLocale())) : { list: [], total: 0, page: SEARCH_START_PAGE, limit: SEARCH_PAGE_SIZE };
