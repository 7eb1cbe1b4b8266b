import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EstimateScreen } from '../../../src/screens/client/assets/estimate-screen';
import { IndicatorScreen } from '../../../src/screens/client/assets/indicator-screen';
import { PortfolioScreen } from '../../../src/screens/client/assets/portfolio-screen';
import { PresentationScreen } from '../../../src/screens/client/assets/presentation-screen';
import type { LoadStatus } from '../../../src/screens/client/assets/parts';
import type { Locale } from '../../../src/constants';
import { inEnglish } from '../../support/locale';
import { ESTIMATE_CHART, ESTIMATE_DETAIL, ESTIMATES, FUNDS, INDICATOR_SETTINGS, indicatorSeries, PORTFOLIO, RATIONALES, REPORTS, TERMS } from './fixtures';
// A document the story's preview can open without the server (the site's own documents are drawn by it).
import SAMPLE_DOCUMENT from '../../assets/sample-document.pdf?url';

type Variant = 'data' | 'empty' | 'loading' | 'error' | 'preview';
interface Args {
  page: 'portfolio' | 'indicator' | 'estimate' | 'presentation';
  variant: Variant;
  locale: Locale;
}

const statusOf = (v: Variant): LoadStatus =>
  v === 'loading' ? { kind: 'loading' } : v === 'error' ? { kind: 'error', message: 'Query failed' } : { kind: 'ready' };

/** The four lighter asset pages, each in its four states. */
function AssetPages({ page, variant, locale }: Args) {
  const status = statusOf(variant);
  const data = variant === 'data' || variant === 'preview';
  if (page === 'portfolio') {
    return <PortfolioScreen status={status} funds={FUNDS} fundCode="HL001" portfolio={data ? PORTFOLIO : null} rationales={data ? RATIONALES : []} locale={locale} onFundChange={fn()} />;
  }
  if (page === 'indicator') {
    return (
      <IndicatorScreen status={status} funds={FUNDS} fundCode="HL001" settings={INDICATOR_SETTINGS} series={data ? indicatorSeries() : []}
        sectors={data ? TERMS.sectorExposure : []} locale={locale} onFundChange={fn()} onSaveSelection={fn()} />
    );
  }
  if (page === 'estimate') {
    return <EstimateScreen status={status} list={data ? ESTIMATES : []} detail={data ? ESTIMATE_DETAIL : null} chart={data ? ESTIMATE_CHART : []} locale={locale} onSelect={fn()} onHistoryPage={fn()} />;
  }
  return (
    <PresentationScreen status={status} types={[{ value: 'quarterly', label: 'Quarterly report' }, { value: 'annual', label: 'Annual report' }]} type=""
      reports={{ list: data ? REPORTS : [], total: data ? 2 : 0, page: 1, limit: 10 }} locale={locale} onTypeChange={fn()} onPage={fn()}
      onPreview={fn()} onDownload={fn()} onClosePreview={fn()}
      // A PDF of the public site stands in for the report's signed address.
      preview={variant === 'preview' ? { title: REPORTS[0].title, url: SAMPLE_DOCUMENT, name: `${REPORTS[0].title}.pdf` } : null} />
  );
}

const meta = { title: 'Client/Assets/OtherPages', component: AssetPages, args: { page: 'portfolio', variant: 'data', locale: 'zh-CN' } } satisfies Meta<typeof AssetPages>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (page: Args['page'], variant: Variant): Story => ({ args: { page, variant, locale: 'zh-CN' } });
const en = (s: Story) => inEnglish({ ...s, args: { ...s.args, locale: 'en' as const } });

export const PortfolioData = story('portfolio', 'data');
export const PortfolioEmpty = story('portfolio', 'empty');
export const PortfolioLoading = story('portfolio', 'loading');
export const PortfolioError = story('portfolio', 'error');
export const IndicatorData = story('indicator', 'data');
export const IndicatorEmpty = story('indicator', 'empty');
export const IndicatorLoading = story('indicator', 'loading');
export const IndicatorError = story('indicator', 'error');
export const EstimateData = story('estimate', 'data');
export const EstimateEmpty = story('estimate', 'empty');
export const EstimateLoading = story('estimate', 'loading');
export const EstimateError = story('estimate', 'error');
export const PresentationData = story('presentation', 'data');
export const PresentationEmpty = story('presentation', 'empty');
export const PresentationLoading = story('presentation', 'loading');
export const PresentationError = story('presentation', 'error');
/** A report open in the preview: the PDF in a frame and the link to it in a new tab, with the file's name. */
export const PresentationPreview = story('presentation', 'preview');
export const PortfolioDataEn = en(PortfolioData);
export const PortfolioEmptyEn = en(PortfolioEmpty);
export const PortfolioLoadingEn = en(PortfolioLoading);
export const PortfolioErrorEn = en(PortfolioError);
export const IndicatorDataEn = en(IndicatorData);
export const IndicatorEmptyEn = en(IndicatorEmpty);
export const IndicatorLoadingEn = en(IndicatorLoading);
export const IndicatorErrorEn = en(IndicatorError);
export const EstimateDataEn = en(EstimateData);
export const EstimateEmptyEn = en(EstimateEmpty);
export const EstimateLoadingEn = en(EstimateLoading);
export const EstimateErrorEn = en(EstimateError);
export const PresentationDataEn = en(PresentationData);
export const PresentationEmptyEn = en(PresentationEmpty);
export const PresentationLoadingEn = en(PresentationLoading);
export const PresentationErrorEn = en(PresentationError);
export const PresentationPreviewEn = en(PresentationPreview);
