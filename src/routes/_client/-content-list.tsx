/**
 * The page of the client area's content lists (src/flows/content.ts): one component for the four list routes
 * (/companyNews, /investment, /enterSpring, /activityList), in each of their states; each route file names only its
 * path. Not a route itself (the router skips files whose name starts with "-").
 */
import { getRouteApi, Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import type { ContentList, ContentListPath } from '../../flows/content';
import { currentLocale } from '../../i18n';
import { ContentListScreen, type ContentListScreenProps } from '../../screens/client/content/content-list-screen';
import { useReload } from '../-page-states';

/** The heading when the menu does not name the column. */
const FALLBACK_TITLE: Record<ContentListPath, MessageDescriptor> = {
  '/companyNews': msg`公司动态`,
  '/investment': msg`投资观点`,
  '/enterSpring': msg`走进泓岸`,
  '/activityList': msg`活动`,
};

/** Where an entry opens: an article remembers the list it came from (its back link), an activity has its own page. */
function hrefFor(path: ContentListPath, id: string): string {
  if (path === '/activityList') return `/activityDetail?id=${encodeURIComponent(id)}`;
  return `/informationDetails?id=${encodeURIComponent(id)}&from=${path.slice(1)}`;
}

export function ContentListPage({ path, status, list }: { path: ContentListPath; status: ContentListScreenProps['status']; list?: ContentList }) {
  const { i18n } = useLingui();
  const search: { page?: number } = useSearch({ strict: false });
  const navigate = useNavigate();
  const reload = useReload();
  return (
    <ContentListScreen
      title={list?.title ?? i18n._(FALLBACK_TITLE[path])}
      status={status}
      items={list?.page.list ?? []}
      total={list?.page.total ?? 0}
      page={search.page ?? SEARCH_START_PAGE}
      limit={SEARCH_PAGE_SIZE}
      locale={currentLocale()}
      hrefFor={(id) => hrefFor(path, id)}
      onPage={(page) => void navigate({ to: path, search: page > SEARCH_START_PAGE ? { page } : {} })}
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}

/** A list route's page once its loader has answered: the route's own list. */
export function contentListPage(path: ContentListPath) {
  const route = getRouteApi(`/_client${path}`);
  return function ContentListRoutePage() {
    return <ContentListPage path={path} status={{ kind: 'ready' }} list={route.useLoaderData()} />;
  };
}
