import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QaScreen } from '../../../src/screens/client/qa/qa-screen';
import { inEnglish } from '../../support/locale';

const questions = [
  { id: 'q1', title: 'When is the weekly NAV published?', createdAt: '2024-03-01T08:00:00Z', lastReplyAt: '2024-03-02T08:00:00Z', replyCount: 2, read: false },
  { id: 'q2', title: '如何下载季度报告？', createdAt: '2024-02-10T08:00:00Z', lastReplyAt: null, replyCount: 0, read: true },
];
const thread = {
  ...questions[0],
  description: 'I would like to know on which day the weekly NAV appears.',
  replies: [
    { id: 'r1', content: 'Every Monday after 6 pm.', from: 'firm' as const, createdAt: '2024-03-02T08:00:00Z' },
    { id: 'r2', content: 'Thank you!', from: 'client' as const, createdAt: '2024-03-02T09:00:00Z' },
  ],
};
const emptyAsk = { title: '', description: '', errors: {}, submitting: false, failure: null, asked: false };

const meta = {
  title: 'Client/Qa/QaScreen',
  component: QaScreen,
  args: {
    status: { kind: 'ready' },
    questions,
    page: 1,
    total: 2,
    limit: 10,
    locale: 'zh-CN',
    selectedId: null,
    thread: null,
    ask: null,
    hrefFor: (id: string) => `/qaSession?id=${id}`,
    onPage: fn(),
    onRetry: fn(),
    onAskOpen: fn(),
    onAskClose: fn(),
    onAskChange: fn(),
    onAskSubmit: fn(),
    onAskAgain: fn(),
    onReply: fn(async () => null),
  },
} satisfies Meta<typeof QaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (story: Story): Story => ({ ...inEnglish(story), args: { ...story.args, locale: 'en' } });

export const Data: Story = {};
export const Thread: Story = { args: { selectedId: 'q1', thread: { status: { kind: 'ready' }, data: thread } } };
export const Empty: Story = { args: { questions: [], total: 0 } };
export const Loading: Story = { args: { status: { kind: 'loading' }, questions: [] } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Query failed' }, questions: [] } };
export const AskErrors: Story = {
  parameters: { flowState: { machine: 'qa-ask', state: 'editing' } },
  args: { ask: { ...emptyAsk, title: 'x'.repeat(101), errors: { title: 'qaTitle.tooLong', description: 'qaDescription.required' } } },
};
export const AskFailed: Story = { parameters: { flowState: { machine: 'qa-ask', state: 'editing' } }, args: { ask: { ...emptyAsk, title: 'NAV', description: 'When?', failure: 'System failed, please try again' } } };
export const AskSubmitting: Story = { parameters: { flowState: { machine: 'qa-ask', state: 'submitting' } }, args: { ask: { ...emptyAsk, title: 'NAV', description: 'When?', submitting: true } } };
export const Asked: Story = { parameters: { flowState: { machine: 'qa-ask', state: 'asked' } }, args: { ask: { ...emptyAsk, asked: true } } };
export const DataEn = en(Data);
export const ThreadEn = en(Thread);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
export const AskErrorsEn = en(AskErrors);
export const AskFailedEn = en(AskFailed);
export const AskSubmittingEn = en(AskSubmitting);
export const AskedEn = en(Asked);
