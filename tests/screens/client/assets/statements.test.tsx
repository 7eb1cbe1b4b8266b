/**
 * The statements page (/myStatements): the list of monthly or quarterly statements with a PDF each, the CSV exports,
 * the busy, empty and error states, in both languages; reached from My assets, under which the menu shows it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_TYPE } from '../../../../src/constants';
import { MyAssetsScreen } from '../../../../src/screens/client/assets/my-assets-screen';
import { StatementsScreen, type StatementsScreenProps } from '../../../../src/screens/client/assets/statements-screen';
import { ClientLayoutScreen } from '../../../../src/screens/client/layout/client-layout-screen';
import { HOLDINGS, QUARTERLY_STATEMENTS, STATEMENTS, STATEMENTS_EN, SUMMARY } from '../../../../stories/client/assets/fixtures';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

function props(overrides: Partial<StatementsScreenProps> = {}): StatementsScreenProps {
  return {
    status: { kind: 'ready' }, type: 'monthly', statements: { list: STATEMENTS, total: 40, page: 1, limit: 12 }, locale: 'zh-CN', busy: null,
    onTypeChange: vi.fn(), onPage: vi.fn(), onDownload: vi.fn(), onExport: vi.fn(), onRetry: vi.fn(),
    ...overrides,
  };
}

describe('StatementsScreen', () => {
  it('lists each statement with its dates and a PDF download named after it; a period still running says so', async () => {
    const p = props();
    await renderUi(<StatementsScreen {...p} />);
    expect(screen.getByRole('heading', { level: 1, name: '对账单与导出' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(STATEMENTS.length);
    expect(items[0]).toHaveTextContent('2025年3月对账单');
    expect(items[0]).toHaveTextContent('2025-03-01 – 2025-03-31');
    expect(items[0]).toHaveTextContent('本期进行中，截至 2025-03-14');
    expect(items[1]).toHaveTextContent('估值日 2025-02-28');
    fireEvent.click(screen.getByRole('button', { name: '下载 PDF：2025年2月对账单' }));
    expect(p.onDownload).toHaveBeenCalledWith(STATEMENTS[1]);
    // 40 statements, 12 a page.
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(p.onPage).toHaveBeenCalledWith(2);
  });

  it('switches between monthly and quarterly statements with a pressed toggle', async () => {
    const p = props({ type: 'quarterly', statements: { list: QUARTERLY_STATEMENTS, total: 2, page: 1, limit: 12 } });
    await renderUi(<StatementsScreen {...p} />);
    const group = screen.getByRole('group', { name: '对账单周期' });
    expect(within(group).getByRole('button', { name: '季度' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '月度' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(group).getByRole('button', { name: '月度' }));
    expect(p.onTypeChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByText('2025年第一季度对账单')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('exports holdings and transactions, showing which file is being fetched', async () => {
    const p = props({ busy: { export: 'transactions' } });
    const view = await renderUi(<StatementsScreen {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '导出持仓（CSV）' }));
    expect(p.onExport).toHaveBeenCalledWith('holdings');
    expect(screen.getByRole('button', { name: /导出交易记录（CSV）/ })).toBeDisabled();
    view.unmount();
    await renderUi(<StatementsScreen {...props({ busy: { statement: '2025-02' } })} />);
    expect(screen.getByRole('button', { name: '下载 PDF：2025年2月对账单' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下载 PDF：2025年1月对账单' })).toBeEnabled();
  });

  it('reads in English', async () => {
    await renderUi(<StatementsScreen {...props({ locale: 'en', statements: { list: STATEMENTS_EN, total: 4, page: 1, limit: 12 } })} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Statements and exports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF: March 2025 statement' })).toBeInTheDocument();
    expect(screen.getByText('In progress, as of Mar 14, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export holdings (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export transactions (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Statement period' })).toBeInTheDocument();
  });

  it('says when there is no statement yet, and offers a retry when the list failed to load (the exports stay)', async () => {
    const view = await renderUi(<StatementsScreen {...props({ statements: { list: [], total: 0, page: 1, limit: 12 } })} />);
    expect(screen.getByText('暂无对账单：首笔交易后的每个月、每个季度都会有一份。')).toBeInTheDocument();
    view.unmount();
    const p = props({ status: { kind: 'error', message: '网络异常，请稍后再试' } });
    await renderUi(<StatementsScreen {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(p.onRetry).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '导出持仓（CSV）' })).toBeInTheDocument();
  });
});

describe('the way to it', () => {
  it('is a link on My assets', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    expect(screen.getByRole('link', { name: '对账单与导出' })).toHaveAttribute('href', '/myStatements');
  });

  it.each(['/myStatements', '/portfolioInsight'])('keeps My assets highlighted in the menu on %s', async (activePath) => {
    const columns = ['/myAccount', '/myAssets', '/presentationPath'].map((content, i) => ({ columnId: i, content, title: content }));
    await renderUi(
      <ClientLayoutScreen
        userName="林嘉言" identityType={IDENTITY_TYPE.individual} columns={columns} activePath={activePath} locale="zh-CN" unreadCount={0}
        announcements={[]} onLocaleChange={vi.fn()} onDismissAnnouncement={vi.fn()} onSearch={vi.fn()} onSettings={vi.fn()} onLogout={vi.fn()}
        amountsHidden={false} onToggleAmounts={vi.fn()}
      />,
    );
    const sub = screen.getByRole('navigation', { name: '我的账户', hidden: true });
    expect(within(sub).getByRole('link', { name: '我的资产', hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});
