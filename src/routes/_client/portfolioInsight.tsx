import { useEffect, useState } from 'react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PortfolioInsightScreen } from '../../screens/client/assets/insight-screen';
import type { LoadStatus } from '../../screens/client/assets/parts';
import type { PortfolioInsight } from '../../screens/client/assets/types';
import { portfolioInsight } from '../../actors/insight';
import { currentLocale } from '../../i18n';

// /portfolioInsight: the investor's allocation and value over time. The route is its component alone (no search, no
// loader), as /myStatements: what a route declares besides it is in the entry that / and /login load, so the insight
// loads here.
export const Route = createFileRoute('/_client/portfolioInsight')({
  component: PortfolioInsightPage,
});

function PortfolioInsightPage() {
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<{ tries: number; insight?: PortfolioInsight; error?: string } | null>(null);
  useEffect(() => {
    let current = true;
    portfolioInsight().then(
      (insight) => current && setLoaded({ tries, insight }),
      (error: Error) => current && setLoaded({ tries, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [tries]);
  const shown = loaded?.tries === tries ? loaded : null;
  const status: LoadStatus = !shown ? { kind: 'loading' } : shown.error !== undefined ? { kind: 'error', message: shown.error } : { kind: 'ready' };
  return (
    <PortfolioInsightScreen
      status={status}
      insight={shown?.insight ?? null}
      locale={currentLocale()}
      onRetry={() => setTries(tries + 1)}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
