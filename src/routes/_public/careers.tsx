import { createFileRoute } from '@tanstack/react-router';
import { CareersScreen } from '../../screens/public/careers-screen';
import { CAREERS } from '../../content/careers';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/careers')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return <CareersScreen content={pick(CAREERS, locale)} locale={locale} />;
}
