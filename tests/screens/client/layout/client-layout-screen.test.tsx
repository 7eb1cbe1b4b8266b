import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_TYPE, SEARCH_BOX_HIDE_DELAY_MS } from '../../../../src/constants';
import { ClientLayoutScreen, type ClientLayoutScreenProps } from '../../../../src/screens/client/layout/client-layout-screen';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);
afterEach(() => vi.useRealTimers());

const col = (content: string, i: number) => ({ columnId: i, content, title: `server:${content}` });
const ALL = ['/myAccount', '/myAssets', '/portfolioPath', '/indicatorPath', '/estimatePath', '/presentationPath', '/enterSpring', '/investment', '/companyNews', '/activityList', '/qaSession', '/settingPath'];

function props(overrides: Partial<ClientLayoutScreenProps> = {}): ClientLayoutScreenProps {
  return {
    userName: '林嘉言', identityType: IDENTITY_TYPE.individual, columns: ALL.map(col), activePath: '/myAssets', locale: 'zh-CN',
    unreadCount: 0, announcements: [], onLocaleChange: vi.fn(), onDismissAnnouncement: vi.fn(), onSearch: vi.fn(), onSettings: vi.fn(), onLogout: vi.fn(),
    amountsHidden: false, onToggleAmounts: vi.fn(),
    ...overrides,
  };
}

// The desktop rows are hidden below the lg breakpoint by CSS, which jsdom applies: query them with hidden: true.
const topMenu = () => document.querySelector<HTMLElement>('nav[aria-label="主菜单"]') as HTMLElement;
const subMenu = (name: string) => screen.getByRole('navigation', { name, hidden: true });
const link = (el: HTMLElement, name: string) => within(el).queryByRole('link', { name, hidden: true });

describe('ClientLayoutScreen menu', () => {
  it('shows the spec labels for the columns the user has, with my account over the asset pages', async () => {
    await renderUi(<ClientLayoutScreen {...props()} />);
    const nav = topMenu();
    for (const label of ['我的账户', '走进泓岸', '投资观点', '公司动态', '活动']) expect(link(nav, label)).toBeInTheDocument();
    expect(link(nav, '我的账户')).toHaveAttribute('href', '/myAccount');
    const sub = subMenu('我的账户');
    expect(link(sub, '我的资产')).toHaveAttribute('aria-current', 'page');
    expect(link(sub, '产品报告')).toHaveAttribute('href', '/presentationPath');
  });

  it('leaves out a page whose column is missing', async () => {
    const columns = ALL.filter((p) => p !== '/companyNews' && p !== '/estimatePath').map(col);
    await renderUi(<ClientLayoutScreen {...props({ columns })} />);
    expect(link(topMenu(), '公司动态')).not.toBeInTheDocument();
    expect(link(subMenu('我的账户'), '估算净值')).not.toBeInTheDocument();
  });

  it('gives partners the product list and not my assets', async () => {
    const columns = ALL.map((p) => (p === '/myAssets' ? '/prodListPath' : p)).concat('/myAssets').map(col);
    await renderUi(<ClientLayoutScreen {...props({ columns, identityType: IDENTITY_TYPE.partner, activePath: '/prodListPath' })} />, 'en');
    const sub = subMenu('My account');
    expect(link(sub, 'Product list')).toHaveAttribute('aria-current', 'page');
    expect(link(sub, 'My assets')).not.toBeInTheDocument();
  });

  it('shows the unread count on the Q&A link', async () => {
    await renderUi(<ClientLayoutScreen {...props({ unreadCount: 3 })} />);
    const link = screen.getByRole('link', { name: '互动问答，3 条未读回复' });
    expect(link).toHaveAttribute('href', '/qaSession');
    expect(link).toHaveTextContent('3');
  });

  it('dismisses an announcement', async () => {
    const onDismissAnnouncement = vi.fn();
    const announcements = [{ id: 'N1', title: '春节服务时间', content: '<p>x</p>', publishDate: '2025-01-20' }];
    await renderUi(<ClientLayoutScreen {...props({ announcements, onDismissAnnouncement })} />);
    expect(screen.getByText(/春节服务时间/)).toBeInTheDocument();
    expect(screen.getByText('2025-01-20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭公告' }));
    expect(onDismissAnnouncement).toHaveBeenCalledWith('N1');
  });

  it('folds several announcements into one line with the newest title and their count, and unfolds them on request', async () => {
    const onDismissAnnouncement = vi.fn();
    const announcements = [
      { id: 'N1', title: '系统升级通知', content: '<p>x</p>', publishDate: '2026-10-26' },
      { id: 'N2', title: '季度报告已发布', content: '<p>y</p>', publishDate: '2026-10-20' },
      { id: 'N3', title: '谨防诈骗', content: '<p>z</p>', publishDate: '2026-06-01' },
    ];
    await renderUi(<ClientLayoutScreen {...props({ announcements, onDismissAnnouncement })} />);
    const bar = screen.getByRole('region', { name: '公告' });
    expect(within(bar).getByText('公告：系统升级通知')).toBeInTheDocument();
    expect(within(bar).queryByText('公告：谨防诈骗')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: '全部 3 条公告' }));
    for (const title of ['系统升级通知', '季度报告已发布', '谨防诈骗']) expect(within(bar).getByText(`公告：${title}`)).toBeInTheDocument();
    fireEvent.click(within(bar).getAllByRole('button', { name: '关闭公告' })[2]);
    expect(onDismissAnnouncement).toHaveBeenCalledWith('N3');
    fireEvent.click(within(bar).getByRole('button', { name: '收起公告' }));
    expect(within(bar).getAllByText(/^公告：/)).toHaveLength(1);
  });

  it("titles an announcement with each language's punctuation", async () => {
    const announcements = [{ id: 'N1', title: 'System upgrade', content: '<p>x</p>', publishDate: '2025-01-20' }];
    const { unmount } = await renderUi(<ClientLayoutScreen {...props({ announcements })} />);
    expect(screen.getByText('公告：System upgrade')).toBeInTheDocument();
    unmount();
    await renderUi(<ClientLayoutScreen {...props({ announcements, locale: 'en' })} />, 'en');
    expect(screen.getByText('Announcement: System upgrade')).toBeInTheDocument();
  });

  it("shows an announcement's text on request, sanitized", async () => {
    const content = '<p>营业时间调整</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    const announcements = [{ id: 'N1', title: '春节服务时间', content, publishDate: '2025-01-20' }];
    await renderUi(<ClientLayoutScreen {...props({ announcements })} />);
    expect(screen.queryByText('营业时间调整')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看详情' }));
    const text = await screen.findByText('营业时间调整');
    const shown = text.parentElement!;
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('ClientLayoutScreen search box', () => {
  it('searches news titles on Enter and hides 300 ms after blur', async () => {
    const onSearch = vi.fn();
    await renderUi(<ClientLayoutScreen {...props({ onSearch })} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '搜索资讯' }));
    const box = screen.getByRole('searchbox', { name: '搜索资讯标题' });
    fireEvent.change(box, { target: { value: '  市场展望 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('市场展望');

    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(SEARCH_BOX_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('searchbox', { name: '搜索资讯标题' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('searchbox', { name: '搜索资讯标题' })).not.toBeInTheDocument();
  });
});
