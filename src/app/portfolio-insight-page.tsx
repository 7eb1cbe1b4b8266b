import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PortfolioInsightScreen } from '../screens/client/assets/insight-screen';
import type { LoadStatus } from '../screens/client/assets/parts';
import type { PortfolioInsight } from '../screens/client/assets/types';
import { portfolioInsight } from '../actors/insight';
import { currentLocale } from '../i18n';

/**
 * /myAssets#insight: the investor's allocation and value over time, a view of My assets loaded when it is opened
 * (src/routes/_client/myAssets.tsx). Not a route of its own: every route is declared in the entry that / and /login
 * load, which are at their bundle gate, while a view behind the address's fragment costs them nothing. The insight
 * loads here, once the view shows.
 */
export default function PortfolioInsightPage() {
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
