import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PortfolioInsightScreen } from '../../../src/screens/client/assets/insight-screen';
import { withAmountsHidden } from '../../support/amounts';
import { inEnglish } from '../../support/locale';
import { portfolioInsight } from './fixtures';

const meta = {
  title: 'Client/Assets/PortfolioInsightScreen',
  component: PortfolioInsightScreen,
  args: { status: { kind: 'ready' }, insight: portfolioInsight(), locale: 'zh-CN', onRetry: fn() },
} satisfies Meta<typeof PortfolioInsightScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CNY split over three funds and two strategies, USD one fund; each currency's value since its first trade. */
export const Data: Story = {};
/** No holding in the overview (nothing held, or only pending subscriptions and trust plans). */
export const Empty: Story = { args: { insight: { netValueDate: '2025-03-14', currencies: [] } } };
export const Loading: Story = { args: { status: { kind: 'loading' }, insight: null } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Network error, please try later' }, insight: null } };
/** Amounts hidden (the header's switch): every market value, total and the chart's figures masked; shares stay. */
export const AmountsHidden: Story = withAmountsHidden({});

const en = (s: Story) =>
  inEnglish({ ...s, args: { ...s.args, locale: 'en' as const, insight: s.args?.insight === undefined ? portfolioInsight('en') : s.args.insight } });
export const DataEn = en(Data);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
export const AmountsHiddenEn = en(AmountsHidden);
