import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { AboutInvestmentScreen } from '../../src/screens/public/about-investment-screen';
import { ReportScreen } from '../../src/screens/public/report-screen';
import { SustainabilityScreen } from '../../src/screens/public/sustainability-screen';
import { ArticleScreen, InvestmentViewsScreen } from '../../src/screens/public/views-screens';
import { NotFoundScreen } from '../../src/screens/shared/not-found-screen';
import { AcknowledgementScreen, BrochureScreen, MaintenanceScreen } from '../../src/screens/public/simple-screens';
import { REPORTS } from '../../src/content/reports';
import { VIEWS } from '../../src/content/views';
import { BROCHURES } from '../../src/content/brochures';
import { MAINTENANCE } from '../../src/content/notices';
import { pick } from '../../src/content/types';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

type Page = 'aboutInvestment' | 'sustainability' | 'report' | 'report2022' | 'views' | 'article' | 'missingArticle' | 'acknowledgement' | 'brochure' | 'brochureEn' | 'brochureMobile' | 'maintenance' | 'notFound';

/** The content pages of the public site, each in the public layout. */
function ContentPage({ page }: { page: Page }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  if (page === 'maintenance') return <MaintenanceScreen notice={pick(MAINTENANCE, locale)} />;
  const body = {
    aboutInvestment: <AboutInvestmentScreen locale={locale} />,
    sustainability: <SustainabilityScreen locale={locale} />,
    report: <ReportScreen report={pick(REPORTS.latest, locale)} locale={locale} />,
    report2022: <ReportScreen report={pick(REPORTS['2022'], locale)} locale={locale} />,
    views: <InvestmentViewsScreen locale={locale} articles={pick(VIEWS, locale)} />,
    article: <ArticleScreen locale={locale} article={pick(VIEWS, locale)[0]} />,
    missingArticle: <ArticleScreen locale={locale} article={undefined} />,
    acknowledgement: <AcknowledgementScreen />,
    brochure: <BrochureScreen brochure={BROCHURES.company} />,
    brochureEn: <BrochureScreen brochure={BROCHURES.investment_en} />,
    notFound: <NotFoundScreen />,
    brochureMobile: <BrochureScreen brochure={locale === 'en' ? BROCHURES.company_en : BROCHURES.company} mobileOnly />,
  }[page];
  return (
    <InLayout locale={locale} path={page === 'aboutInvestment' ? '/aboutInvestment' : '/x'} showFooter={page !== 'views'}>
      {body}
    </InLayout>
  );
}

const meta = { title: 'Public/ContentPages', component: ContentPage, args: { page: 'aboutInvestment' } } satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AboutInvestment: Story = {};
export const Sustainability: Story = { args: { page: 'sustainability' } };
export const ChinaInsights: Story = { args: { page: 'report' } };
export const ChinaInsights2022: Story = { args: { page: 'report2022' } };
export const InvestmentViews: Story = { args: { page: 'views' } };
export const Article: Story = { args: { page: 'article' } };
export const MissingArticle: Story = { args: { page: 'missingArticle' } };
export const Acknowledgement: Story = { args: { page: 'acknowledgement' } };
export const BrochureChinese: Story = { args: { page: 'brochure' } };
export const BrochureEnglish: Story = { args: { page: 'brochureEn' } };
export const BrochureMobile: Story = { args: { page: 'brochureMobile' } };
export const Maintenance: Story = { args: { page: 'maintenance' } };
export const NotFound: Story = { args: { page: 'notFound' } };

export const AboutInvestmentEn = inEnglish(AboutInvestment);
export const SustainabilityEn = inEnglish(Sustainability);
export const ChinaInsightsEn = inEnglish(ChinaInsights);
export const ChinaInsights2022En = inEnglish(ChinaInsights2022);
export const InvestmentViewsEn = inEnglish(InvestmentViews);
export const ArticleEn = inEnglish(Article);
export const MissingArticleEn = inEnglish(MissingArticle);
export const AcknowledgementEn = inEnglish(Acknowledgement);
export const BrochureChineseEn = inEnglish(BrochureChinese);
export const BrochureEnglishEn = inEnglish(BrochureEnglish);
export const BrochureMobileEn = inEnglish(BrochureMobile);
export const MaintenanceEn = inEnglish(Maintenance);
export const NotFoundEn = inEnglish(NotFound);
