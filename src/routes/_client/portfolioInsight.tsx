import { Link, createFileRoute } from '@tanstack/react-router';
import { loadPortfolioInsight } from '../../flows/insight';
import { currentLocale } from '../../i18n';
import { PortfolioInsightScreen } from '../../screens/client/assets/insight-screen';
import type { LoadStatus } from '../../screens/client/assets/parts';
import type { PortfolioInsight } from '../../domain/assets';
import { failedPage, pendingPage, useReload } from '../-page-states';

// /portfolioInsight: the investor's allocation and the value of the holdings over time, a page of My assets.
export const Route = createFileRoute('/_client/portfolioInsight')({
  loader: () => loadPortfolioInsight(),
  pendingComponent: pendingPage(InsightPage),
  errorComponent: failedPage(InsightPage),
  component: function Page() {
    return <InsightPage status={{ kind: 'ready' }} insight={Route.useLoaderData()} />;
  },
});

function InsightPage({ status, insight = null }: { status: LoadStatus; insight?: PortfolioInsight | null }) {
  const reload = useReload();
  return (
    <PortfolioInsightScreen
      status={status}
      insight={insight}
      locale={currentLocale()}
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
