import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContentDetailScreen } from '../../../src/screens/client/content/content-detail-screen';
import { inEnglish } from '../../support/locale';
import { activityDetail, articleDetail } from './fixtures';

const meta = {
  title: 'Client/Content/ContentDetailScreen',
  component: ContentDetailScreen,
  args: {
    status: { kind: 'ready' },
    detail: articleDetail,
    locale: 'zh-CN',
    back: { href: '/companyNews', label: '← list' },
    hrefForChild: (id: string) => `/activityDetail?id=${id}`,
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

export const Article: Story = {};
export const ActivityWithVideo: Story = { args: { detail: activityDetail, back: { href: '/activityList', label: 'activities' } } };
export const Loading: Story = { args: { status: { kind: 'loading' }, detail: null } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Not found' }, detail: null } };
export const ArticleEn = en(Article);
export const ActivityWithVideoEn = en(ActivityWithVideo);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
