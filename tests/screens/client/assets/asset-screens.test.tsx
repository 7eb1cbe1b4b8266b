import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UplotChartProps } from '../../../../src/components/charts/chart-types';
import { FundDetailScreen } from '../../../../src/screens/client/assets/fund-detail-screen';
import { MyAssetsScreen } from '../../../../src/screens/client/assets/my-assets-screen';
import { ProductListScreen } from '../../../../src/screens/client/assets/product-list-screen';
import { useOptimisticFollow } from '../../../../src/screens/client/assets/use-optimistic-follow';
import { HOLDING_DETAIL, HOLDINGS, navSeries, PARTNER_FUNDS, REPORTS, SUMMARY, TERMS } from '../../../../stories/client/assets/fixtures';
import { UiProvider } from '../../../../src/components/ui-provider';
import { preloadLocales, renderUi } from '../../render-ui';

// The lazy uPlot module is replaced: jsdom has no canvas; the test only needs what the chart is handed.
const chartProps: UplotChartProps[] = [];
vi.mock('../../../../src/components/charts/uplot-chart', () => ({
  default: (props: UplotChartProps) => {
    chartProps.push(props);
    return <div data-testid="uplot" />;
  },
}));

beforeAll(async () => {
  await preloadLocales();
  // The chart wrapper loads uPlot only where layout APIs exist.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterAll(() => vi.unstubAllGlobals());

describe('MyAssetsScreen', () => {
  it('shows money with separators and two decimals, ratios as percentages, dates in Chinese', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    const cny = screen.getByTestId('total-CNY');
    expect(cny).toHaveTextContent('12,345,678.90');
    expect(cny).toHaveTextContent('23.46%');
    expect(screen.getByTestId('total-USD')).toHaveTextContent('-79,695.50');
    expect(screen.getByText('CNY 9,261,500.00')).toBeInTheDocument();
    expect(screen.getAllByText('2019-06-18').length).toBeGreaterThan(0);
    expect(screen.getByText('2021-03-10')).toBeInTheDocument();
  });

  it('uses English dates in English and explains zero shares of a trust plan', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="en" />, 'en');
    expect(screen.getAllByText('Jun 18, 2019').length).toBeGreaterThan(0);
    expect(screen.getByRole('note')).toHaveTextContent(/trustee/);
    expect(screen.getByRole('link', { name: 'Harbourline Value Select No. 1' })).toHaveAttribute('href', '/myAssetsDetail?fundCode=HL001');
  });

  it('has loading, empty and error states', async () => {
    const first = await renderUi(<MyAssetsScreen status={{ kind: 'loading' }} summary={null} holdings={[]} locale="zh-CN" />);
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    first.unmount();
    const second = await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={null} holdings={[]} locale="zh-CN" />);
    expect(screen.getByText('您目前没有持有的产品。')).toBeInTheDocument();
    second.unmount();
    const onRetry = vi.fn();
    await renderUi(<MyAssetsScreen status={{ kind: 'error', message: '查询失败' }} summary={null} holdings={[]} locale="zh-CN" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('查询失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('follow / unfollow', () => {
  it('flips at once and rolls back when the server refuses', async () => {
    let reject: (e: Error) => void = () => {};
    const persist = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const { result } = renderHook(() => useOptimisticFollow(PARTNER_FUNDS, persist));
    expect(result.current.funds[1].followed).toBe(false);
    act(() => void result.current.toggle('HL002', true));
    expect(result.current.funds[1].followed).toBe(true);
    expect(result.current.pending.has('HL002')).toBe(true);
    expect(persist).toHaveBeenCalledWith('HL002', true);
    await act(async () => reject(new Error('4003')));
    await waitFor(() => expect(result.current.funds[1].followed).toBe(false));
    expect(result.current.pending.has('HL002')).toBe(false);
  });

  it('keeps the change when it persists', async () => {
    const persist = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useOptimisticFollow(PARTNER_FUNDS, persist));
    await act(async () => result.current.toggle('HL001', false));
    expect(result.current.funds[0].followed).toBe(false);
  });

  it('a list answer sent before the change does not undo it; data that agrees retires it', async () => {
    let resolve: () => void = () => {};
    const persist = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { result, rerender } = renderHook(({ funds }) => useOptimisticFollow(funds, persist), {
      initialProps: { funds: PARTNER_FUNDS },
    });
    act(() => void result.current.toggle('HL002', true));
    // The background reload of the list, requested before the follow, answers while it is on its way...
    rerender({ funds: PARTNER_FUNDS.map((f) => ({ ...f })) });
    expect(result.current.funds[1].followed).toBe(true);
    await act(async () => resolve());
    // ...and once more after it was kept: still followed.
    rerender({ funds: PARTNER_FUNDS.map((f) => ({ ...f })) });
    expect(result.current.funds[1].followed).toBe(true);
    // The server's data now says followed: the assumption retires, and a later change elsewhere shows as it is.
    rerender({ funds: PARTNER_FUNDS.map((f) => (f.fundCode === 'HL002' ? { ...f, followed: true } : f)) });
    expect(result.current.funds[1].followed).toBe(true);
    rerender({ funds: PARTNER_FUNDS.map((f) => ({ ...f })) });
    expect(result.current.funds[1].followed).toBe(false);
  });

  it('the product list sends the opposite state of the star', async () => {
    const onToggleFollow = vi.fn();
    await renderUi(
      <ProductListScreen status={{ kind: 'ready' }} funds={PARTNER_FUNDS} filter="all" keyword="" page={1} total={3} limit={10} locale="en"
        onFilterChange={vi.fn()} onSearch={vi.fn()} onPage={vi.fn()} onToggleFollow={onToggleFollow} />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Harbourline Value Select No. 1' }));
    expect(onToggleFollow).toHaveBeenCalledWith('HL001', false);
    fireEvent.click(screen.getByRole('button', { name: 'Follow Harbourline Balanced Growth' }));
    expect(onToggleFollow).toHaveBeenCalledWith('HL002', true);
  });
});

describe('FundDetailScreen NAV history', () => {
  const base = {
    status: { kind: 'ready' } as const, audience: 'investor' as const, fundCode: 'HL001', holding: HOLDING_DETAIL, terms: TERMS, locale: 'zh-CN' as const,
    preview: null, onTabChange: vi.fn(), onTransactionFilter: vi.fn(), onPreview: vi.fn(), onDownload: vi.fn(), onClosePreview: vi.fn(),
  };

  it('hands the chart every point of the whole life and pages the table', async () => {
    const points = navSeries('2015-01-05', 10);
    expect(points.length).toBeGreaterThan(2500);
    await renderUi(<FundDetailScreen {...base} data={{ tab: 'nav', points }} />);
    await screen.findByTestId('uplot');
    const props = chartProps[chartProps.length - 1];
    expect(props.x).toHaveLength(points.length);
    expect(props.series[0].values).toHaveLength(points.length);
    expect(props.formatX(props.x[0])).toBe('2015-01-05');
    expect(props.formatX(props.x[props.x.length - 1])).toBe(points[points.length - 1].date);
    expect(screen.getByTestId('chart-range')).toHaveTextContent(`2015-01-05 – ${points[points.length - 1].date}`);
    expect(screen.getByText(/第 1 \/ \d+ 页/)).toBeInTheDocument();
  });

  it('selects a range with a preset and from a drag on the plot', async () => {
    const points = navSeries('2015-01-05', 10);
    await renderUi(<FundDetailScreen {...base} data={{ tab: 'nav', points }} />);
    await screen.findByTestId('uplot');
    fireEvent.click(screen.getByRole('button', { name: '近1年' }));
    let props = chartProps[chartProps.length - 1];
    const last = props.x[props.x.length - 1];
    // One calendar year back from the last NAV date, whatever leap day lies between.
    const lastDate = points[points.length - 1].date;
    const yearBefore = `${Number(lastDate.slice(0, 4)) - 1}${lastDate.slice(4)}`;
    expect(props.range?.max).toBe(last);
    expect(props.formatX(props.range!.min)).toBe(yearBefore);
    expect(screen.getByTestId('chart-range')).toHaveTextContent(`${yearBefore} – ${lastDate}`);
    act(() => props.onRangeChange({ min: props.x[100], max: props.x[200] }));
    props = chartProps[chartProps.length - 1];
    expect(props.range).toEqual({ min: props.x[100], max: props.x[200] });
    expect(props.x).toHaveLength(points.length);
  });

  it('hides transactions from partners', async () => {
    await renderUi(<FundDetailScreen {...base} audience="partner" holding={null} data={{ tab: 'asset' }} />);
    expect(screen.getByRole('tab', { name: '历史净值' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '交易记录' })).not.toBeInTheDocument();
  });
});

describe('FundDetailScreen materials: the PDF preview (its dialog is a chunk of its own)', () => {
  const base = {
    status: { kind: 'ready' } as const, audience: 'investor' as const, fundCode: 'HL001', holding: HOLDING_DETAIL, terms: TERMS, locale: 'zh-CN' as const,
    onTabChange: vi.fn(), onTransactionFilter: vi.fn(), onPreview: vi.fn(), onDownload: vi.fn(),
  };
  const reports = REPORTS;
  const title = REPORTS[0].title;

  it('shows no dialog until a preview is asked for, then the file with its title, and closes from its button', async () => {
    const onClosePreview = vi.fn();
    const view = await renderUi(
      <FundDetailScreen {...base} preview={null} onClosePreview={onClosePreview} data={{ tab: 'materials', reports }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: `预览 ${title}` }));
    expect(base.onPreview).toHaveBeenCalledWith(reports[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(
      <UiProvider>
        <FundDetailScreen {...base} preview={{ title, url: 'blob:report' }} onClosePreview={onClosePreview} data={{ tab: 'materials', reports }} />
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(title);
    expect(screen.getByTitle(title)).toHaveAttribute('src', 'blob:report');
    expect(screen.getByRole('link', { name: '在新标签页中打开' })).toHaveAttribute('href', 'blob:report');
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    await waitFor(() => expect(onClosePreview).toHaveBeenCalled());
  });
});
