import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyAssetsScreen } from '../../../src/screens/client/assets/my-assets-screen';
import { withAmountsHidden } from '../../support/amounts';
import { inEnglish } from '../../support/locale';
import { HOLDINGS, SUMMARY } from './fixtures';

const meta = {
  title: 'Client/Assets/MyAssetsScreen',
  component: MyAssetsScreen,
  args: { status: { kind: 'ready' }, summary: SUMMARY, holdings: HOLDINGS, locale: 'zh-CN' },
} satisfies Meta<typeof MyAssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of holding: held (CNY and USD), a trust plan, a redeemed fund, a subscription being confirmed. */
export const Data: Story = {};
export const Loading: Story = { args: { status: { kind: 'loading' }, summary: null, holdings: [] } };
export const Empty: Story = { args: { summary: null, holdings: [] } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Network error, please try later' }, summary: null, holdings: [] } };
/** The header's switch pressed: every amount and share count masked, percentages and NAV shown. */
export const AmountsHidden: Story = withAmountsHidden({});

const en = (s: Story) => inEnglish({ ...s, args: { ...s.args, locale: 'en' as const } });
export const DataEn = en(Data);
export const LoadingEn = en(Loading);
export const EmptyEn = en(Empty);
export const ErrorEn = en(Error);
export const AmountsHiddenEn = en(AmountsHidden);
