import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchScreen } from '../../../src/screens/client/content/search-screen';
import { inEnglish } from '../../support/locale';
import { articles } from './fixtures';

const meta = {
  title: 'Client/Content/SearchScreen',
  component: SearchScreen,
  args: {
    query: 'report',
    status: { kind: 'ready' },
    items: articles,
    page: 1,
    total: 25,
    limit: 10,
    locale: 'zh-CN',
    hrefFor: (id: string) => `/searchInformationDetail?id=${id}`,
    onSearch: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

export const Results: Story = {};
export const BeforeSearch: Story = { args: { query: '', items: [], total: 0 } };
export const NoResults: Story = { args: { items: [], total: 0 } };
export const Loading: Story = { args: { status: { kind: 'loading' }, items: [] } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Query failed' }, items: [] } };
export const ResultsEn = en(Results);
export const BeforeSearchEn = en(BeforeSearch);
export const NoResultsEn = en(NoResults);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
