import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { PresentationScreen, type PresentationScreenProps } from '../../screens/client/assets/presentation-screen';
import { usePdfFiles } from '../../screens/client/assets/use-pdf-files';
import { audienceFor, getFundReport, listFundReportType, reportFile, reportLink } from '../../actors/assets';
import { currentLocale } from '../../i18n';

const LIMIT = 10;
interface Search {
  type?: string;
  page?: number;
}

// /presentationPath?type=…&page=…: product reports by type; preview and download go through the token-checked files.
export const Route = createFileRoute('/_client/presentationPath')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    type: typeof s.type === 'string' && s.type ? s.type : undefined,
    page: Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const audience = audienceFor(context.session.getSnapshot().context.info?.identityTypeMap.currentIdType);
    const [types, reports] = await Promise.all([
      listFundReportType(audience),
      getFundReport(audience, { type: deps.type, page: deps.page ?? 1, limit: LIMIT }),
    ]);
    return { types, reports };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: Ready,
});

function Screen(props: Partial<PresentationScreenProps> & Pick<PresentationScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/presentationPath' });
  const router = useRouter();
  const files = usePdfFiles(reportFile, reportLink);
  return (
    <PresentationScreen
      types={[]}
      type={search.type ?? ''}
      reports={{ list: [], total: 0, page: 1, limit: LIMIT }}
      locale={currentLocale()}
      onTypeChange={(type) => void navigate({ search: { type: type || undefined } })}
      onPage={(page) => void navigate({ search: { ...search, page } })}
      onPreview={files.onPreview}
      onDownload={files.onDownload}
      preview={files.preview}
      busyId={files.busyId}
      onClosePreview={files.onClosePreview}
      onRetry={() => void router.invalidate()}
      {...props}
    />
  );
}

function Ready() {
  return <Screen {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
}
