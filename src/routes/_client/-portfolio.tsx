/** The portfolio page (/portfolioPath, src/flows/assets.ts) in each of its states. Not a route itself. */
import { useNavigate } from '@tanstack/react-router';
import { currentLocale } from '../../i18n';
import { PortfolioScreen, type PortfolioScreenProps } from '../../screens/client/assets/portfolio-screen';
import { useReload } from '../-page-states';

export function PortfolioPage(props: Partial<PortfolioScreenProps> & Pick<PortfolioScreenProps, 'status'>) {
  const navigate = useNavigate({ from: '/portfolioPath' });
  const reload = useReload();
  return (
    <PortfolioScreen
      funds={[]}
      fundCode=""
      portfolio={null}
      rationales={[]}
      locale={currentLocale()}
      onFundChange={(fundCode) => void navigate({ search: { fundCode } })}
      onRetry={reload}
      {...props}
    />
  );
}
