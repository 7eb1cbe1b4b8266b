import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContentListScreen } from '../../../src/screens/client/content/content-list-screen';
import { inEnglish } from '../../support/locale';
import { articles } from './fixtures';

const meta = {
  title: 'Client/Content/ContentListScreen',
  component: ContentListScreen,
  args: {
    title: 'Company news',
    status: { kind: 'ready' },
    items: articles,
    page: 1,
    total: 23,
    limit: 10,
    locale: 'zh-CN',
    hrefFor: (id: string) => `/informationDetails?id=${id}`,
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

export const Data: Story = {};
export const Empty: Story = { args: { items: [], total: 0 } };
export const Loading: Story = { args: { status: { kind: 'loading' }, items: [] } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Query failed' }, items: [] } };
export const DataEn = en(Data);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
