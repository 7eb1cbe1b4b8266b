import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../screens/public/home-screen';
import { PublicNotices } from '../../screens/public/public-notices';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return (
    <>
      <HomeScreen locale={locale} />
      <PublicNotices locale={locale} />
    </>
  );
}
