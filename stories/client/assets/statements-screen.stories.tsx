import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementsScreen } from '../../../src/screens/client/assets/statements-screen';
import { inEnglish } from '../../support/locale';
import { QUARTERLY_STATEMENTS, QUARTERLY_STATEMENTS_EN, STATEMENTS, STATEMENTS_EN } from './fixtures';

const page = (list: typeof STATEMENTS, total = list.length) => ({ list, total, page: 1, limit: 12 });

const meta = {
  title: 'Client/Assets/StatementsScreen',
  component: StatementsScreen,
  args: {
    status: { kind: 'ready' }, type: 'monthly', statements: page(STATEMENTS, 128), locale: 'zh-CN', busy: null,
    onTypeChange: fn(), onPage: fn(), onDownload: fn(), onExport: fn(), onRetry: fn(),
  },
} satisfies Meta<typeof StatementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly statements (the current month runs past the latest NAV), many pages of them, and the two exports. */
export const Monthly: Story = {};
export const Quarterly: Story = { args: { type: 'quarterly', statements: page(QUARTERLY_STATEMENTS) } };
/** A statement's PDF being fetched. */
export const DownloadingStatement: Story = { args: { busy: { statement: STATEMENTS[1].period } } };
/** The holdings export being fetched. */
export const Exporting: Story = { args: { busy: { export: 'holdings' } } };
/** No trade yet: no statement. */
export const Empty: Story = { args: { statements: page([]) } };
export const Loading: Story = { args: { status: { kind: 'loading' } } };
export const Error: Story = { args: { status: { kind: 'error', message: 'Network error, please try later' } } };

const en = (s: Story, list = STATEMENTS_EN) =>
  inEnglish({ ...s, args: { ...s.args, locale: 'en' as const, statements: { ...(s.args?.statements ?? page(list, 128)), list: s.args?.statements?.list.length === 0 ? [] : list } } });
export const MonthlyEn = en(Monthly);
export const QuarterlyEn = en(Quarterly, QUARTERLY_STATEMENTS_EN);
export const DownloadingStatementEn = en(DownloadingStatement);
export const ExportingEn = en(Exporting);
export const EmptyEn = en(Empty);
export const LoadingEn = en(Loading);
export const ErrorEn = en(Error);
