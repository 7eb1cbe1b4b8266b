/**
 * The portfolio insight (/portfolioInsight) and a fund's monthly returns (the detail page's performance tab): the
 * allocation tables' rows add up to the total they show, every row labelled; the hide-amounts switch masks every
 * money figure and leaves the percentages; the loading, empty and error states; both languages; reached from My
 * assets.
 */
import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../src/constants';
import { AMOUNT_MASK, HiddenAmountsProvider } from '../../../../src/screens/client/assets/amounts';
import { FundDetailScreen } from '../../../../src/screens/client/assets/fund-detail-screen';
import { FundReturnsPanel } from '../../../../src/screens/client/assets/fund-returns';
import { PortfolioInsightScreen } from '../../../../src/screens/client/assets/insight-screen';
import { MyAssetsScreen } from '../../../../src/screens/client/assets/my-assets-screen';
import { fundReturns, HOLDING_DETAIL, HOLDINGS, INDICATOR_VALUES, portfolioInsight, SUMMARY, TERMS } from '../../../../stories/client/assets/fixtures';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const render = (ui: ReactElement, hidden = false, locale: Locale = 'zh-CN') =>
  renderUi(<HiddenAmountsProvider hidden={hidden}>{ui}</HiddenAmountsProvider>, locale);

/** "6,261,500.00" → 626150000 (cents). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const AMOUNT = /\d{1,3}(,\d{3})+\.\d{2}\b/;

describe('PortfolioInsightScreen', () => {
  it('splits each currency by fund and by strategy, the rows of each table adding up to its total', async () => {
    const insight = portfolioInsight();
    await render(<PortfolioInsightScreen status={{ kind: 'ready' }} insight={insight} locale="zh-CN" />);
    expect(screen.getByRole('heading', { level: 1, name: '组合分析' })).toBeInTheDocument();
    for (const c of insight.currencies) {
      const block = screen.getByTestId(`insight-${c.currency}`);
      for (const name of ['按产品', '按策略']) {
        const table = within(block).getByRole('table', { name });
        const values = within(table).getAllByTestId('allocation-value').map((el) => cents(el.textContent ?? ''));
        const total = cents(within(table).getByTestId('allocation-total').textContent ?? '');
        expect(values.reduce((a, v) => a + v, 0)).toBe(total);
        expect(total).toBe(Math.round(c.marketValue * 100));
        // Each row is labelled, and the shares add up to 100 %.
        const rows = within(table).getAllByTestId('allocation-row');
        const shares = rows.map((r) => Number(within(r).getAllByRole('cell')[2].textContent?.replace('%', '')));
        expect(shares.reduce((a, v) => a + v, 0)).toBeCloseTo(100, 6);
        for (const r of rows) expect(within(r).getAllByRole('cell')[0].textContent).not.toBe('');
      }
      // The bar is named by its parts' shares (percentages, never amounts).
      const bar = within(block).getAllByRole('img')[0];
      expect(bar).toHaveAccessibleName(expect.stringContaining(c.currency === 'CNY' ? '52.18%' : '100.00%'));
    }
    const byCurrency = screen.getByRole('table', { name: '按币种' });
    expect(within(byCurrency).getByTestId('currency-CNY')).toHaveTextContent('CNY 12,000,000.00');
    expect(screen.getByText('人民币和美元资产分别合计，不做换算，因此不合并为一个总额。')).toBeInTheDocument();
    // The value over time: its first and latest figures, and what it is (a value, not a return).
    expect(screen.getAllByText('净投入').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/不是收益率/).length).toBe(2);
  });

  it('masks every amount when amounts are hidden, and keeps the shares', async () => {
    const { container } = await render(<PortfolioInsightScreen status={{ kind: 'ready' }} insight={portfolioInsight()} locale="zh-CN" />, true);
    const seen = (container.textContent ?? '').replace(/金额已隐藏/g, '');
    expect(seen).not.toMatch(AMOUNT);
    expect(seen).toContain(AMOUNT_MASK);
    expect(seen).toContain('52.18%');
    expect(seen).toContain('100.00%');
    // No amount in what a screen reader hears either (the bars' names and the charts' descriptions).
    for (const img of screen.getAllByRole('img')) expect(img.getAttribute('aria-label') ?? '').not.toMatch(AMOUNT);
  });

  it('reads in English', async () => {
    await render(<PortfolioInsightScreen status={{ kind: 'ready' }} insight={portfolioInsight('en')} locale="en" />, false, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio insight' })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: 'By strategy' })).toHaveLength(2);
    expect(screen.getAllByText('Total (CNY)').length).toBe(2);
    expect(screen.getAllByText('Long-only equity').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to My assets' })).toHaveAttribute('href', '/myAssets');
  });

  it('says so when nothing is held, and offers a retry after an error', async () => {
    const view = await render(<PortfolioInsightScreen status={{ kind: 'ready' }} insight={{ netValueDate: '', currencies: [] }} locale="zh-CN" />);
    expect(screen.getByText('您目前没有计入总览的持仓，暂无组合分析。')).toBeInTheDocument();
    view.unmount();
    const onRetry = vi.fn();
    await render(<PortfolioInsightScreen status={{ kind: 'error', message: '网络异常，请稍后再试' }} insight={null} locale="zh-CN" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a loading state', async () => {
    await render(<PortfolioInsightScreen status={{ kind: 'loading' }} insight={null} locale="zh-CN" />);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is a link on My assets', async () => {
    await render(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    expect(screen.getByRole('link', { name: '组合分析' })).toHaveAttribute('href', '/portfolioInsight');
  });
});

describe('FundReturnsPanel', () => {
  it('lays the months out by year, newest first, each year with its total and its benchmark', async () => {
    const returns = fundReturns();
    await render(<FundReturnsPanel returns={returns} locale="zh-CN" />);
    const grid = screen.getByRole('table', { name: '月度收益' });
    const header = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['年份', ...Array.from({ length: 12 }, (_, m) => `${m + 1}月`), '全年', '基准全年']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(returns.years.length);
    const newest = returns.years[returns.years.length - 1];
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent(String(newest.year));
    expect(screen.getByTestId('returns-summary')).toHaveTextContent('最大回撤');
  });

  it('reads in English, and says when there is nothing to show', async () => {
    const view = await render(<FundReturnsPanel returns={fundReturns('en')} locale="en" />, false, 'en');
    const header = within(screen.getByRole('table', { name: 'Monthly returns' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header.slice(0, 3)).toEqual(['Year', 'Jan', 'Feb']);
    expect(header.slice(-2)).toEqual(['Full year', 'Benchmark, full year']);
    view.unmount();
    await render(<FundReturnsPanel returns={null} locale="zh-CN" />);
    expect(screen.getByText('暂无月度收益数据。')).toBeInTheDocument();
  });

  it('opens with the detail page’s performance tab', async () => {
    await render(
      <FundDetailScreen
        status={{ kind: 'ready' }} audience="investor" fundCode="HL001" holding={HOLDING_DETAIL} terms={TERMS}
        data={{ tab: 'performance', values: INDICATOR_VALUES, returns: fundReturns() }} locale="zh-CN" preview={null}
        onTabChange={vi.fn()} onTransactionFilter={vi.fn()} onPreview={vi.fn()} onDownload={vi.fn()} onClosePreview={vi.fn()}
      />,
    );
    expect(await screen.findByRole('table', { name: '月度收益' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '业绩指标' })).toBeInTheDocument();
  });
});
