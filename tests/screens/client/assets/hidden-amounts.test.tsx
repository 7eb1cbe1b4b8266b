/**
 * The header's "hide amounts" switch: on every client screen that shows the investor's money or shares, each amount
 * and share count reads "••••" (and "amount hidden" to a screen reader) while percentages, dates and the fund's own
 * prices stay; the switch itself is a labelled toggle button.
 */
import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../../src/components/ui-provider';
import { IDENTITY_TYPE, type Locale } from '../../../../src/constants';
import { AMOUNT_MASK, HiddenAmountsProvider } from '../../../../src/screens/client/assets/amounts';
import { FundDetailScreen } from '../../../../src/screens/client/assets/fund-detail-screen';
import { MyAssetsScreen } from '../../../../src/screens/client/assets/my-assets-screen';
import { ClientLayoutScreen } from '../../../../src/screens/client/layout/client-layout-screen';
import type { Transaction } from '../../../../src/domain/assets';
import { HOLDING_DETAIL, HOLDINGS, SUMMARY, TERMS, TRANSACTIONS } from '../../../../stories/client/assets/fixtures';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const render = (ui: ReactElement, hidden: boolean, locale: Locale = 'zh-CN') =>
  renderUi(<HiddenAmountsProvider hidden={hidden}>{ui}</HiddenAmountsProvider>, locale);

/** The value shown under a figure's label (Figure: label, then value) inside `box`. */
function figure(box: HTMLElement, label: string): HTMLElement {
  const el = within(box).getAllByText(label, { exact: true }).find((x) => x.tagName === 'P');
  if (!el?.nextElementSibling) throw new Error(`no figure ${label}`);
  return el.nextElementSibling as HTMLElement;
}

/** What a sighted reader sees: the text without the words only a screen reader reads. */
const seen = (el: HTMLElement) => (el.textContent ?? '').replace(/金额已隐藏|amount hidden/g, '');

/** Every money amount of the fixtures as the screen would print it ("9,261,500.00"). */
const AMOUNT = /\d{1,3}(,\d{3})+\.\d{2}\b/;

describe('My assets', () => {
  it('masks every total, market value, cost, gain and share count, and keeps the percentages and NAV', async () => {
    await render(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="zh-CN" />, true);
    const cny = screen.getByTestId('total-CNY');
    for (const label of ['总市值', '投资成本', '浮动收益', '已实现收益', '累计收益']) expect(seen(figure(cny, label)), label).toBe(AMOUNT_MASK);
    expect(figure(cny, '收益率')).toHaveTextContent('20.77%');
    expect(figure(cny, '近一周收益率')).toHaveTextContent('1.12%');
    const card = screen.getByTestId('holding-HL001');
    expect(seen(figure(card, '市值'))).toBe(`CNY ${AMOUNT_MASK}`);
    expect(seen(figure(card, '持有份额'))).toBe(AMOUNT_MASK);
    expect(figure(card, '单位净值')).toHaveTextContent('1.8523');
    expect(figure(card, '收益率')).toHaveTextContent('20.77%');
    // The batches' table: shares, cost, value and gains masked; each batch's return shown.
    const batches = within(card).getByRole('table', { name: '持有批次' });
    const first = within(batches).getAllByRole('row')[1];
    const cells = within(first).getAllByRole('cell').map(seen);
    expect(cells.slice(2, 8)).toEqual(Array(6).fill(AMOUNT_MASK));
    expect(cells[8]).toBe('30.15%');
    // No amount of the page shows anywhere, and a screen reader hears that each one is hidden.
    expect(document.body.textContent).not.toMatch(AMOUNT);
    expect(screen.getAllByText('金额已隐藏').length).toBeGreaterThan(20);
  });

  it('keeps a figure the firm does not value as "--", and masks nothing while the switch is off', async () => {
    const view = await render(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="en" />, true, 'en');
    const pending = HOLDINGS.find((h) => h.state === 'pending')!;
    expect(seen(figure(screen.getByTestId(`holding-${pending.fundCode}`), 'Market value'))).toBe('--');
    expect(screen.getAllByText('amount hidden').length).toBeGreaterThan(0);
    view.unmount();
    await render(<MyAssetsScreen status={{ kind: 'ready' }} summary={SUMMARY} holdings={HOLDINGS} locale="en" />, false, 'en');
    expect(screen.queryByText(AMOUNT_MASK)).toBeNull();
    expect(figure(screen.getByTestId('total-CNY'), 'Total market value')).toHaveTextContent('9,261,500.00');
  });
});

describe('a fund’s detail page', () => {
  const base = {
    status: { kind: 'ready' } as const, audience: 'investor' as const, fundCode: 'HL001', holding: HOLDING_DETAIL, terms: TERMS, locale: 'en' as const,
    preview: null, onTabChange: vi.fn(), onTransactionFilter: vi.fn(), onPreview: vi.fn(), onDownload: vi.fn(), onClosePreview: vi.fn(),
  };

  it('masks the holding and its batches on the asset tab; the NAV, the estimate and the returns stay', async () => {
    await render(<FundDetailScreen {...base} data={{ tab: 'asset' }} />, true, 'en');
    for (const label of ['Market value', 'Investment cost', 'Unrealised gain/loss', 'Realised gain/loss', 'Total gain/loss', 'Shares held']) {
      expect(seen(figure(document.body, label)).replace(/^CNY /, ''), label).toBe(AMOUNT_MASK);
    }
    expect(figure(document.body, 'NAV per share')).toHaveTextContent('1.8523');
    expect(figure(document.body, 'Return')).toHaveTextContent('20.77%');
    expect(screen.getByText(/1\.8611/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(AMOUNT);
  });

  it('masks each transaction’s amount, shares and fee, dividends included; the confirmed NAV stays', async () => {
    const dividend: Transaction = {
      id: 'D1', fundCode: 'HL001', fundName: 'Harbourline Value Select No. 1', tradeDate: '2024-12-20', confirmDate: '2024-12-20',
      type: 'dividend', typeLabel: 'Cash dividend', cashAmount: 250_000, shares: 0, nav: 1.8523, fee: 0, currency: 'CNY',
    };
    const data = { tab: 'transactions' as const, transactions: [dividend, ...TRANSACTIONS], types: [], filter: {} };
    await render(<FundDetailScreen {...base} data={data} />, true, 'en');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => Object.fromEntries(within(tr).getAllByRole('cell').map((td, i) => [headers[i], seen(td)])));
    expect(rows[0]).toMatchObject({ 'Transaction type': 'Cash dividend', Amount: `CNY ${AMOUNT_MASK}`, Shares: AMOUNT_MASK, Fee: AMOUNT_MASK, 'Confirmed NAV': '1.8523' });
    for (const row of rows) expect([row.Amount, row.Shares, row.Fee]).toEqual([`CNY ${AMOUNT_MASK}`, AMOUNT_MASK, AMOUNT_MASK]);
    expect(table.textContent).not.toMatch(AMOUNT);
  });
});

describe('the switch in the client header', () => {
  const props = {
    userName: '林嘉言', identityType: IDENTITY_TYPE.individual, columns: [], activePath: '/myAssets', locale: 'zh-CN' as const,
    unreadCount: 0, announcements: [], onLocaleChange: vi.fn(), onDismissAnnouncement: vi.fn(), onSearch: vi.fn(), onSettings: vi.fn(), onLogout: vi.fn(),
  };

  it('is a labelled toggle button, pressed while amounts are hidden, reached and pressed from the keyboard', async () => {
    const onToggleAmounts = vi.fn();
    const view = await renderUi(<ClientLayoutScreen {...props} amountsHidden={false} onToggleAmounts={onToggleAmounts} />);
    const button = screen.getByRole('button', { name: '隐藏金额' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(onToggleAmounts).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    button.blur();
    while (document.activeElement !== button) {
      await user.tab();
      if (document.activeElement === document.body) throw new Error('the switch is not in the tab order');
    }
    await user.keyboard('{Enter}');
    expect(onToggleAmounts).toHaveBeenCalledTimes(2);
    view.rerender(
      <UiProvider>
        <ClientLayoutScreen {...props} amountsHidden onToggleAmounts={onToggleAmounts} />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: '隐藏金额' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is in English as "Hide amounts", and a partner, who holds nothing, has none', async () => {
    const view = await renderUi(<ClientLayoutScreen {...props} locale="en" amountsHidden={false} onToggleAmounts={vi.fn()} />, 'en');
    expect(screen.getByRole('button', { name: 'Hide amounts' })).toBeInTheDocument();
    view.unmount();
    await renderUi(<ClientLayoutScreen {...props} identityType={IDENTITY_TYPE.partner} amountsHidden={false} onToggleAmounts={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '隐藏金额' })).toBeNull();
  });
});
