import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { columnFor, listColumnArticles } from '../../actors/content';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import { currentLocale } from '../../i18n';
import { ContentListScreen, type ContentListScreenProps } from '../../screens/client/content/content-list-screen';

// /investment: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/investment')({
  validateSearch: (s: Record<string, unknown>): { page?: number } => (Number(s.page) > SEARCH_START_PAGE ? { page: Number(s.page) } : {}),
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE }),
  loader: async ({ context, deps }) => {
    const column = columnFor(context.session.getSnapshot().context.info?.cmsColumnList ?? [], '/investment');
    const page = column ? await listColumnArticles(column.columnId, deps.page) : { list: [], total: 0, page: deps.page, limit: SEARCH_PAGE_SIZE };
    return { title: column?.title, page };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: function Page() {
    const { title, page } = Route.useLoaderData();
    return <Screen status={{ kind: 'ready' }} title={title} items={page.list} total={page.total} />;
  },
});

function Screen(props: Partial<Omit<ContentListScreenProps, 'title'>> & { status: ContentListScreenProps['status']; title?: string }) {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/investment' });
  const router = useRouter();
  return (
    <ContentListScreen
      items={[]}
      total={0}
      page={search.page ?? SEARCH_START_PAGE}
      limit={SEARCH_PAGE_SIZE}
      locale={currentLocale()}
      hrefFor={(id) => `/informationDetails?id=${encodeURIComponent(id)}&from=investment`}
      onPage={(page) => void navigate({ search: page > SEARCH_START_PAGE ? { page } : {} })}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
      title={props.title ?? t`投资观点`}
    />
  );
}
