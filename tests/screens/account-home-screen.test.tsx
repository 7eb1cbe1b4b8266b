import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_TYPE } from '../../src/constants';
import { AccountHomeScreen, type AccountHomeScreenProps } from '../../src/screens/account/account-home-screen';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);

const base: AccountHomeScreenProps = {
  userName: '李明',
  identityType: IDENTITY_TYPE.individual,
  columns: [
    { columnId: 1, title: '我的资产', content: '/myAssets' },
    { columnId: 2, title: '公司动态', content: '/companyNews' },
  ],
  activePath: '/myAssets',
  locale: 'zh-CN',
  onLocaleChange: vi.fn(),
  onLogout: vi.fn(),
};

/** Without layout (as on a phone before any measurement) the header's menu is folded behind its button. */
const openMenu = (name: string = '打开菜单') => fireEvent.click(screen.getByRole('button', { name }));

describe('AccountHomeScreen', () => {
  it.each([
    ['zh-CN', '欢迎，李明', '个人客户', '退出登录', '主菜单'],
    ['en', 'Welcome, 李明', 'Individual client', 'Log out', 'Main menu'],
  ] as const)(
    'in %s greets the user by name and shows the identity type',
    async (locale, greeting, identity, logout, nav) => {
      await renderUi(<AccountHomeScreen {...base} locale={locale} />, locale);
      expect(screen.getByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
      expect(screen.getByText(identity)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: logout })).toBeInTheDocument();
      openMenu(locale === 'en' ? 'Open menu' : '打开菜单');
      expect(screen.getByRole('navigation', { name: nav })).toBeInTheDocument();
    },
  );

  it.each([
    [IDENTITY_TYPE.institution, '机构客户'],
    [IDENTITY_TYPE.partner, '合作伙伴'],
  ])('identity type %i reads %s', async (identityType, label) => {
    await renderUi(<AccountHomeScreen {...base} identityType={identityType} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('renders each menu column as a link to its path and marks the current one', async () => {
    await renderUi(<AccountHomeScreen {...base} />);
    openMenu();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    const assets = within(nav).getByRole('link', { name: '我的资产' });
    expect(assets).toHaveAttribute('href', '/myAssets');
    expect(assets).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '公司动态' })).not.toHaveAttribute('aria-current');
  });

  it('lets the app render links through its router', async () => {
    const renderLink = vi.fn(({ href, children }) => (
      <a href={`#${href}`} data-router="yes">
        {children}
      </a>
    ));
    await renderUi(<AccountHomeScreen {...base} renderLink={renderLink} />);
    openMenu();
    expect(screen.getByRole('link', { name: '公司动态' })).toHaveAttribute('href', '#/companyNews');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/companyNews' }));
  });

  it('says so when the user has no pages', async () => {
    await renderUi(<AccountHomeScreen {...base} columns={[]} />);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.getByText('暂无可访问的页面，请联系您的客户经理。')).toBeInTheDocument();
  });

  it('logs out once through the click guard, and switches language', async () => {
    const onLogout = vi.fn();
    const onLocaleChange = vi.fn();
    await renderUi(<AccountHomeScreen {...base} onLogout={onLogout} onLocaleChange={onLocaleChange} />);
    const logout = screen.getByRole('button', { name: '退出登录' });
    fireEvent.click(logout);
    fireEvent.click(logout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(logout).toBeDisabled();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });
});
