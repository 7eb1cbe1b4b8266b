import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { getActivity } from '../../actors/content';
import { currentLocale } from '../../i18n';
import { ContentDetailScreen, type ContentDetailScreenProps } from '../../screens/client/content/content-detail-screen';

// /searchActivityDetail: an activity opened from the search page (title and page lead back to the results).
export const Route = createFileRoute('/_client/searchActivityDetail')({
  validateSearch: (s: Record<string, unknown>): { id: string; title?: string; page?: number } => ({ id: s.id == null ? '' : String(s.id), ...(s.title != null ? { title: String(s.title) } : {}), ...(Number(s.page) > 1 ? { page: Number(s.page) } : {}) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => getActivity(deps.id),
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: function Page() {
    return <Screen status={{ kind: 'ready' }} detail={Route.useLoaderData()} />;
  },
});

function Screen(props: Partial<ContentDetailScreenProps> & Pick<ContentDetailScreenProps, 'status'>) {
  const { t } = useLingui();
  const search = Route.useSearch();
  const router = useRouter();
  return (
    <ContentDetailScreen
      detail={null}
      locale={currentLocale()}
      back={{ href: `/searchDetail?title=${encodeURIComponent(search.title ?? '')}&page=${search.page ?? 1}`, label: t`返回搜索结果` }}
      hrefForChild={(id) => `/searchActivityDetail?id=${encodeURIComponent(id)}&title=${encodeURIComponent(search.title ?? '')}&page=${search.page ?? 1}`}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}
