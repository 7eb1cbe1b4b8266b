import { createFileRoute } from '@tanstack/react-router';
import { AboutInvestmentScreen } from '../../screens/public/about-investment-screen';
import { PublicNotices } from '../../screens/public/public-notices';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/aboutInvestment')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return (
    <>
      <AboutInvestmentScreen locale={locale} />
      <PublicNotices locale={locale} />
    </>
  );
}
