import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FundDetailScreen } from '../../../src/screens/client/assets/fund-detail-screen';
import { withAmountsHidden } from '../../support/amounts';
import { inEnglish } from '../../support/locale';
import { fundReturns, HOLDING_DETAIL, INDICATOR_VALUES, navSeries, REDEEMED_DETAIL, REPORTS, TERMS, TRANSACTIONS } from './fixtures';
// A document the story's preview can open without the server (the site's own documents are drawn by it).
import SAMPLE_DOCUMENT from '../../assets/sample-document.pdf?url';

const meta = {
  title: 'Client/Assets/FundDetailScreen',
  component: FundDetailScreen,
  args: {
    status: { kind: 'ready' }, audience: 'investor', fundCode: 'HL001', holding: HOLDING_DETAIL, terms: TERMS, data: { tab: 'asset' },
    locale: 'zh-CN', preview: null, onTabChange: fn(), onTransactionFilter: fn(), onPreview: fn(), onDownload: fn(), onClosePreview: fn(),
  },
} satisfies Meta<typeof FundDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asset: Story = {};
/** A redeemed holding: realised gain only, nothing unrealised, in the card and in its batch. */
export const AssetRedeemed: Story = { args: { fundCode: 'HL002', holding: REDEEMED_DETAIL } };
/** Indicators beside the benchmark, then the monthly returns (years × months) and the fund against its benchmark with its drawdown. */
export const Performance: Story = { args: { data: { tab: 'performance', values: INDICATOR_VALUES, returns: fundReturns() } } };
/** A fund without NAV history yet: no monthly returns. */
export const PerformanceEmpty: Story = { args: { data: { tab: 'performance', values: [], returns: null } } };
export const Terms: Story = { args: { data: { tab: 'terms' } } };
export const Transactions: Story = {
  args: { data: { tab: 'transactions', transactions: TRANSACTIONS, types: [{ value: 'subscribe', label: 'Subscription' }, { value: 'redeem', label: 'Redemption' }], filter: {} } },
};
export const NavHistory: Story = { args: { data: { tab: 'nav', points: navSeries() } } };
export const Materials: Story = { args: { data: { tab: 'materials', reports: REPORTS } } };
/** A report open in the preview (its dialog is a chunk of its own, loaded with the first preview). */
export const MaterialsPreview: Story = { args: { data: { tab: 'materials', reports: REPORTS }, preview: { title: REPORTS[0].title, url: SAMPLE_DOCUMENT, name: `${REPORTS[0].title}.pdf` } } };
export const PartnerView: Story = { args: { audience: 'partner', holding: null } };
export const EmptyNav: Story = { args: { data: { tab: 'nav', points: [] } } };
export const Loading: Story = { args: { status: { kind: 'loading' }, holding: null, terms: null } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Not found' }, holding: null, terms: null } };
/** Amounts hidden (the header's switch): the holding's figures and batches masked, percentages and NAV shown. */
export const AssetAmountsHidden: Story = withAmountsHidden({});
/** Amounts hidden: each transaction's amount, shares and fee (dividends included) masked. */
export const TransactionsAmountsHidden: Story = withAmountsHidden({ args: Transactions.args });

const en = (s: Story) => inEnglish({ ...s, args: { ...s.args, locale: 'en' as const } });
export const AssetEn = en(Asset);
export const AssetRedeemedEn = en(AssetRedeemed);
export const PerformanceEn = inEnglish({ ...Performance, args: { ...Performance.args, locale: 'en' as const, data: { tab: 'performance', values: INDICATOR_VALUES, returns: fundReturns('en') } } });
export const PerformanceEmptyEn = en(PerformanceEmpty);
export const TermsEn = en(Terms);
export const TransactionsEn = en(Transactions);
export const NavHistoryEn = en(NavHistory);
export const MaterialsEn = en(Materials);
export const MaterialsPreviewEn = en(MaterialsPreview);
export const PartnerViewEn = en(PartnerView);
export const EmptyNavEn = en(EmptyNav);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
export const AssetAmountsHiddenEn = en(AssetAmountsHidden);
export const TransactionsAmountsHiddenEn = en(TransactionsAmountsHidden);
