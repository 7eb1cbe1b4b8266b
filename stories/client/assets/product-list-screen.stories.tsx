import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductListScreen } from '../../../src/screens/client/assets/product-list-screen';
import { inEnglish } from '../../support/locale';
import { PARTNER_FUNDS } from './fixtures';

const meta = {
  title: 'Client/Assets/ProductListScreen',
  component: ProductListScreen,
  args: {
    status: { kind: 'ready' }, funds: PARTNER_FUNDS, filter: 'all', keyword: '', page: 1, total: 23, limit: 10, locale: 'zh-CN',
    onFilterChange: fn(), onSearch: fn(), onPage: fn(), onToggleFollow: fn(),
  },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const FollowPending: Story = { args: { pending: new Set(['HL002']) } };
export const Loading: Story = { args: { status: { kind: 'loading' }, funds: [] } };
export const EmptyFollowed: Story = { args: { funds: [], total: 0, filter: 'followed' } };
export const Error: Story = { args: { status: { kind: 'error', message: 'System failed, please try again' }, funds: [] } };

const en = (s: Story) => inEnglish({ ...s, args: { ...s.args, locale: 'en' as const } });
export const DataEn = en(Data);
export const FollowPendingEn = en(FollowPending);
export const LoadingEn = en(Loading);
export const EmptyFollowedEn = en(EmptyFollowed);
export const ErrorEn = en(Error);
