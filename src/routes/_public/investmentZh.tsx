import { Link, createFileRoute } from '@tanstack/react-router';
import { InvestmentViewsScreen } from '../../screens/public/views-screens';
import { VIEWS } from '../../content/views';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/investmentZh')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return <InvestmentViewsScreen locale={locale} articles={pick(VIEWS, locale)} renderLink={({ href, children }) => <Link to={href}>{children}</Link>} />;
}
