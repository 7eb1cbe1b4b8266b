/**
 * The client area's lists of content (SPEC.md §2): the articles of a menu column (/companyNews, /investment,
 * /enterSpring) and the firm's activities (/activityList), ten to a page, the page number in the URL. The routes
 * hand a loader's answer to one page component (src/routes/-content-list.tsx).
 */
import type { SessionActor } from '../app/session';
import { columnFor, listActivities, listColumnArticles } from '../actors/content';
import { SEARCH_PAGE_SIZE } from '../constants';
import type { ContentItem } from '../screens/client/content/content-list-screen';
import type { PageOf } from '../screens/client/content/types';

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
