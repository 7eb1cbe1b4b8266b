import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UplotChartProps } from '../../../../src/components/charts/chart-types';
import { FundDetailScreen } from '../../../../src/screens/client/assets/fund-detail-screen';
import { EstimateScreen } from '../../../../src/screens/client/assets/estimate-screen';
import { IndicatorScreen } from '../../../../src/screens/client/assets/indicator-screen';
import { MyAssetsScreen } from '../../../../src/screens/client/assets/my-assets-screen';
import { ProductListScreen } from '../../../../src/screens/client/assets/product-list-screen';
import { useOptimisticFollow } from '../../../../src/screens/client/assets/use-optimistic-follow';
import { ESTIMATE_CHART, ESTIMATE_DETAIL, ESTIMATES, FUNDS, HOLDING_DETAIL, HOLDINGS, INDICATOR_SETTINGS, indicatorSeries, navSeries, PARTNER_FUNDS, REPORTS, SUMMARY, TERMS } from '../../../../stories/client/assets/fixtures';
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

/** A displayed amount in whole cents ("CNY -1,234.50" → -123450); "--" is null. */
const shownCents = (text: string | null | undefined): number | null => {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  return /\d/.test(digits) ? Math.round(Number(digits) * 100) : null;
};

/** The value shown under a figure's label (Figure: label, then value) inside `box`. */
function figure(box: HTMLElement, label: string): string {
  const el = within(box).getAllByText(label, { exact: true }).find((x) => x.tagName === 'P');
  if (!el?.nextElementSibling) throw new Error(`no figure ${label}`);
  return el.nextElementSibling.textContent ?? '';
}

/** A table's body as text, one object per row keyed by column header. */
function tableRows(table: HTMLElement): Record<string, string>[] {
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Object.fromEntries(within(tr).getAllByRole('cell').map((td, i) => [headers[i], td.textContent ?? ''])));
}

describe('MyAssetsScreen', () => {
  it('says how many of the products held the overview adds up, when it leaves some out', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={{ ...SUMMARY, holdingCount: HOLDINGS.length }} holdings={HOLDINGS} locale="en" />, 'en');
    const summed = HOLDINGS.filter((h) => h.state === 'holding' && h.fundType !== 'trust' && !h.trusteeData).length;
    expect(summed).toBeLessThan(HOLDINGS.length);
    expect(screen.getByText(new RegExp(`${HOLDINGS.length} products held, ${summed} in the totals`))).toBeInTheDocument();
  });

  it('labels a redeemed fund\'s cost as the redeemed shares\' (nothing held, so nothing unrealised against it)', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    const redeemed = HOLDINGS.filter((h) => h.state === 'redeemed').length;
    expect(redeemed).toBeGreaterThan(0);
    expect(screen.getAllByText('投资成本（已赎回）')).toHaveLength(redeemed);
  });

  it('shows money with separators and two decimals, ratios as percentages, dates in Chinese', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    const cny = screen.getByTestId('total-CNY');
    expect(figure(cny, '总市值')).toBe('9,261,500.00');
    expect(figure(cny, '收益率')).toBe('20.77%');
    expect(figure(screen.getByTestId('total-USD'), '累计收益')).toBe('-67,696.10');
    expect(figure(screen.getByTestId('holding-HL001'), '市值')).toBe('CNY 9,261,500.00');
    expect(screen.getAllByText('2019-06-18').length).toBeGreaterThan(0);
    expect(screen.getByText('2021-03-10')).toBeInTheDocument();
  });

  it('shows every total as the visible sum of its visible parts: overview, holdings and batches', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    const boxes = [screen.getByTestId('total-CNY'), screen.getByTestId('total-USD')];
    for (const box of boxes) {
      const [value, cost, unrealized, realized, total] = ['总市值', '投资成本', '浮动收益', '已实现收益', '累计收益'].map((l) => shownCents(figure(box, l))!);
      expect(total).toBe(realized + unrealized);
      expect(unrealized).toBe(value - cost);
    }
    let checked = 0;
    for (const h of HOLDINGS) {
      const card = screen.getByTestId(`holding-${h.fundCode}`);
      // A redeemed fund's cost is labelled as the redeemed shares' (its batches' cost column adds up to it all the same).
      const costLabel = h.state === 'redeemed' ? '投资成本（已赎回）' : '投资成本';
      const shown = Object.fromEntries(
        ['市值', '投资成本', '浮动收益', '已实现收益', '累计收益'].map((l) => [l, shownCents(figure(card, l === '投资成本' ? costLabel : l))]),
      );
      const rows = tableRows(within(card).getByRole('table', { name: '持有批次' }));
      const column = (l: string) => rows.map((r) => shownCents(r[l]));
      expect(rows).toHaveLength(h.batches?.length ?? 0);
      expect(column('投资成本').reduce((a, v) => a! + v!, 0), `${h.fundCode} cost`).toBe(shown['投资成本']);
      if (shown['累计收益'] === null) {
        // Not valued (pending, trust plan): no gain is shown, on the card or in a batch.
        for (const l of ['市值', '浮动收益', '已实现收益', '累计收益']) {
          expect(shown[l], `${h.fundCode} ${l}`).toBeNull();
          expect(column(l).every((v) => v === null), `${h.fundCode} batches ${l}`).toBe(true);
        }
        continue;
      }
      expect(shown['累计收益']).toBe(shown['已实现收益']! + shown['浮动收益']!);
      if (h.state === 'holding') expect(shown['浮动收益']).toBe(shown['市值']! - shown['投资成本']!);
      for (const l of ['市值', '浮动收益', '已实现收益', '累计收益']) {
        expect(column(l).reduce((a, v) => a! + v!, 0), `${h.fundCode} batches ${l}`).toBe(shown[l]);
      }
      for (const r of rows) expect(shownCents(r['累计收益'])).toBe(shownCents(r['已实现收益'])! + shownCents(r['浮动收益'])!);
      checked++;
    }
    // The redeemed fund's gain is realised, in its card and in its batch.
    expect(figure(screen.getByTestId('holding-HL002'), '已实现收益')).toBe('1,148,296.85');
    expect(figure(screen.getByTestId('holding-HL002'), '浮动收益')).toBe('0.00');
    expect(checked).toBe(3); // HL001, HLG-USD, HL002; the trust plan and HL011 are not valued
  });

  it('explains zero shares only for a trust plan: not for a redeemed fund or a subscription being confirmed', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />);
    const trustNote = /信托计划，份额可能显示为 0/;
    expect(within(screen.getByTestId('holding-HL-TRUST7')).getByRole('note')).toHaveTextContent(trustNote);
    for (const code of ['HL001', 'HLG-USD', 'HL002', 'HL011']) {
      expect(within(screen.getByTestId(`holding-${code}`)).queryByText(trustNote), code).toBeNull();
    }
    expect(within(screen.getByTestId('holding-HL011')).getByRole('note')).toHaveTextContent('申购确认中');
    // The fund's type decides, not its share count: a domestic fund at 0 shares is no trust plan, a trust plan is one.
    const zeroDomestic = { ...HOLDINGS[0], fundCode: 'HLZ', shares: 0, state: 'holding' as const };
    const trustWithShares = { ...HOLDINGS[1], fundCode: 'HLT', shares: 1_000, trusteeData: false };
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={null} holdings={[zeroDomestic, trustWithShares]} locale="zh-CN" />);
    expect(within(screen.getByTestId('holding-HLZ')).queryByRole('note')).toBeNull();
    expect(within(screen.getByTestId('holding-HLT')).getByRole('note')).toHaveTextContent(trustNote);
  });

  it('uses English dates and labels in English and explains zero shares of a trust plan', async () => {
    await renderUi(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="en" />, 'en');
    expect(screen.getAllByText('Jun 18, 2019').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('holding-HL-TRUST7')).getByRole('note')).toHaveTextContent(/trustee/);
    const card = screen.getByTestId('holding-HL001');
    expect(figure(card, 'Realised gain/loss')).toBe('400,000.00');
    expect(figure(card, 'Unrealised gain/loss')).toBe('1,261,500.00');
    expect(figure(card, 'Total gain/loss')).toBe('1,661,500.00');
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

describe('EstimateScreen chart', () => {
  const render = () =>
    renderUi(
      <EstimateScreen status={{ kind: 'ready' }} list={ESTIMATES} detail={ESTIMATE_DETAIL} chart={ESTIMATE_CHART} locale="zh-CN" onSelect={vi.fn()} onHistoryPage={vi.fn()} />,
    );

  it('charts the whole estimate history while the table shows a page of it', async () => {
    await render();
    await screen.findByTestId('uplot');
    const props = chartProps[chartProps.length - 1];
    expect(props.x).toHaveLength(ESTIMATE_CHART.length);
    expect(props.formatX(props.x[0])).toBe(ESTIMATE_CHART[0].date);
    expect(tableRows(screen.getByRole('table', { name: '估值明细' }))).toHaveLength(ESTIMATE_DETAIL.history.list.length);
  });

  it('changes the charted range with its buttons, and labels a short range with distinct dates', async () => {
    await render();
    await screen.findByTestId('uplot');
    const last = ESTIMATE_CHART[ESTIMATE_CHART.length - 1].date;
    const yearBefore = `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`;
    fireEvent.click(screen.getByRole('button', { name: '近1年' }));
    let props = chartProps[chartProps.length - 1];
    expect(props.formatX(props.range!.min)).toBe(yearBefore);
    expect(screen.getByTestId('chart-range')).toHaveTextContent(`${yearBefore} – ${last}`);
    fireEvent.click(screen.getByRole('button', { name: '近1月' }));
    props = chartProps[chartProps.length - 1];
    const { at, labels } = props.ticks(props.range!.min, props.range!.max, 8);
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
    expect(at.every((x) => x >= props.range!.min && x <= props.range!.max)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '成立以来' }));
    props = chartProps[chartProps.length - 1];
    expect(props.range).toBeNull();
    expect(screen.getByTestId('chart-range')).toHaveTextContent(`${ESTIMATE_CHART[0].date} – ${last}`);
  });
});

describe('FundDetailScreen materials: the PDF preview (its dialog is a chunk of its own)', () => {
  const base = {
    status: { kind: 'ready' } as const, audience: 'investor' as const, fundCode: 'HL001', holding: HOLDING_DETAIL, terms: TERMS, locale: 'zh-CN' as const,
    onTabChange: vi.fn(), onTransactionFilter: vi.fn(), onPreview: vi.fn(), onDownload: vi.fn(),
  };
  const reports = REPORTS;
  const title = REPORTS[0].title;
  const url = `/files/F1/${encodeURIComponent(`${title}.pdf`)}?expires=1&sig=x`;

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
        <FundDetailScreen {...base} preview={{ title, url, name: `${title}.pdf` }} onClosePreview={onClosePreview} data={{ tab: 'materials', reports }} />
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(title);
    // The frame and the new tab open the report's signed address, which names the file; the link shows the name.
    expect(screen.getByTitle(title)).toHaveAttribute('src', url);
    const link = screen.getByRole('link', { name: /^在新标签页中打开/ });
    expect(link).toHaveTextContent(`在新标签页中打开 (${title}.pdf)`);
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    await waitFor(() => expect(onClosePreview).toHaveBeenCalled());
  });
});

describe('FundDetailScreen terms', () => {
  it('lists each term once: a fund term named like a fixed row (the inception date) is not repeated', async () => {
    const terms = { ...TERMS, terms: [{ label: 'Inception date', value: '2015-01-05' }, ...TERMS.terms] };
    await renderUi(
      <FundDetailScreen
        status={{ kind: 'ready' }} audience="investor" fundCode="HL001" holding={HOLDING_DETAIL} terms={terms} locale="en"
        preview={null} onTabChange={vi.fn()} onTransactionFilter={vi.fn()} onPreview={vi.fn()} onDownload={vi.fn()} onClosePreview={vi.fn()}
        data={{ tab: 'terms' }}
      />,
      'en',
    );
    expect(screen.getAllByText('Inception date', { selector: 'dt' })).toHaveLength(1);
    expect(screen.getByText('Custodian', { selector: 'dt' })).toBeInTheDocument();
  });
});

describe('IndicatorScreen', () => {
  it('draws percentages and ratios on charts of their own, each series keeping its colour', async () => {
    chartProps.length = 0;
    await renderUi(
      <IndicatorScreen
        status={{ kind: 'ready' }} funds={FUNDS} fundCode="HL001" settings={INDICATOR_SETTINGS} series={indicatorSeries()} sectors={[]}
        locale="en" saving={false} onFundChange={vi.fn()} onSaveSelection={vi.fn()} onRetry={vi.fn()}
      />,
      'en',
    );
    await waitFor(() => expect(screen.getAllByTestId('uplot')).toHaveLength(2));
    expect(screen.getByText('Returns and risk (%)')).toBeInTheDocument();
    expect(screen.getByText('Ratios')).toBeInTheDocument();
    const byLabel = (props: UplotChartProps) => props.series.map((s) => s.label);
    const drawn = chartProps.slice(-2);
    expect(drawn.map(byLabel)).toEqual([['Cumulative return', 'Benchmark return'], ['Sharpe ratio']]);
  });
});
