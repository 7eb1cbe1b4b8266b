import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { downloadFile, getArticle } from '../../actors/content';
import { currentLocale } from '../../i18n';
import { ContentDetailScreen, type ContentDetailScreenProps } from '../../screens/client/content/content-detail-screen';

const LISTS = ['companyNews', 'investment', 'enterSpring'];
// /informationDetails: one article of a column, opened from its list (from= names the list to go back to).
export const Route = createFileRoute('/_client/informationDetails')({
  validateSearch: (s: Record<string, unknown>): { id: string; from?: string } => ({ id: s.id == null ? '' : String(s.id), ...(typeof s.from === 'string' && LISTS.includes(s.from) ? { from: s.from } : {}) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => getArticle(deps.id),
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
      back={{ href: `/${search.from ?? 'companyNews'}`, label: t`返回列表` }}
      onDownload={(file) => void downloadFile(file.fileId, file.name).catch(() => undefined)}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}
