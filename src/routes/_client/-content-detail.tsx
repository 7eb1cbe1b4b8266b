/**
 * An article's or an activity's page (src/flows/content.ts) in each of its states, with the way back to where it was
 * opened from: its list, or the search results (their title and page). Not a route itself.
 */
import { Link, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { saveAttachment } from '../../flows/content';
import { currentLocale } from '../../i18n';
import { ContentDetailScreen, type ContentDetailScreenProps } from '../../screens/client/content/content-detail-screen';
import { useReload } from '../-page-states';

type PageProps = Partial<ContentDetailScreenProps> & Pick<ContentDetailScreenProps, 'status'>;

function ContentDetailPage(props: PageProps & Pick<ContentDetailScreenProps, 'back'>) {
  const reload = useReload();
  return (
    <ContentDetailScreen
      detail={null}
      locale={currentLocale()}
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

const resultsHref = (search: { title?: string; page?: number }) =>
  `/searchDetail?title=${encodeURIComponent(search.title ?? '')}&page=${search.page ?? 1}`;

/** /activityDetail: back to the activities. */
export function ActivityPage(props: PageProps) {
  const { t } = useLingui();
  return (
    <ContentDetailPage
      back={{ href: '/activityList', label: t`返回活动列表` }}
      hrefForChild={(id) => `/activityDetail?id=${encodeURIComponent(id)}`}
      {...props}
    />
  );
}

/** /searchActivityDetail: back to the search results. */
export function FoundActivityPage(props: PageProps) {
  const { t } = useLingui();
  const search = useSearch({ from: '/_client/searchActivityDetail' });
  return (
    <ContentDetailPage
      back={{ href: resultsHref(search), label: t`返回搜索结果` }}
      hrefForChild={(id) => `/searchActivityDetail?id=${encodeURIComponent(id)}&title=${encodeURIComponent(search.title ?? '')}&page=${search.page ?? 1}`}
      {...props}
    />
  );
}

/** /informationDetails: back to the column's list it was opened from. */
export function ArticlePage(props: PageProps) {
  const { t } = useLingui();
  const search = useSearch({ from: '/_client/informationDetails' });
  return (
    <ContentDetailPage
      back={{ href: `/${search.from ?? 'companyNews'}`, label: t`返回列表` }}
      onDownload={(file) => saveAttachment(file.fileId, file.name)}
      {...props}
    />
  );
}

/** /searchInformationDetail: back to the search results. */
export function FoundArticlePage(props: PageProps) {
  const { t } = useLingui();
  const search = useSearch({ from: '/_client/searchInformationDetail' });
  return (
    <ContentDetailPage
      back={{ href: resultsHref(search), label: t`返回搜索结果` }}
      onDownload={(file) => saveAttachment(file.fileId, file.name)}
      {...props}
    />
  );
}
