import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../screens/public/report-screen';
import { REPORTS } from '../../content/reports';
import { pick } from '../../content/types';
import { usePublicLocale } from '../../flows/public-gate';

export const Route = createFileRoute('/_public/chinaInsights2022')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return <ReportScreen report={pick(REPORTS['2022'], locale)} locale={locale} />;
}
