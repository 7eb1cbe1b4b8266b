import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { getActivity } from '../../actors/content';
import { currentLocale } from '../../i18n';
import { ContentDetailScreen, type ContentDetailScreenProps } from '../../screens/client/content/content-detail-screen';

// /activityDetail: one activity with its video and its sessions.
export const Route = createFileRoute('/_client/activityDetail')({
  validateSearch: (s: Record<string, unknown>): { id: string } => ({ id: s.id == null ? '' : String(s.id) }),
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
  const router = useRouter();
  return (
    <ContentDetailScreen
      detail={null}
      locale={currentLocale()}
      back={{ href: '/activityList', label: t`返回活动列表` }}
      hrefForChild={(id) => `/activityDetail?id=${encodeURIComponent(id)}`}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}
