import { createFileRoute } from '@tanstack/react-router';
import { SustainabilityScreen } from '../../screens/public/sustainability-screen';
import { PublicNotices } from '../../screens/public/public-notices';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/sustainableDevelopment')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return (
    <>
      <SustainabilityScreen locale={locale} />
      <PublicNotices locale={locale} />
    </>
  );
}
