import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initials, UserMenu } from '../../../../src/screens/client/layout/user-menu';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(async () => {
  await preloadLocales();
  // The open menu is placed by Zag's popper (floating-ui), which watches the sizes with a ResizeObserver from an
  // animation frame; jsdom has none (and no layout to watch). On a slow host that frame would run after a test had
  // ended and fail the run.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});
afterAll(() => vi.unstubAllGlobals());

async function setup(overrides: { avatar?: string; loggingOut?: boolean } = {}) {
  const onSettings = vi.fn();
  const onLogout = vi.fn();
  await renderUi(<UserMenu userName="林嘉言" onSettings={onSettings} onLogout={onLogout} {...overrides} />);
  return { onSettings, onLogout, button: () => screen.getByRole('button', { name: '账户菜单：林嘉言' }) };
}

describe('UserMenu (its menu is a chunk of its own)', () => {
  it('shows the initials Chakra’s avatar would: first letters of the first two words, or the first character', () => {
    expect(initials('Ann Brown')).toBe('AB');
    expect(initials('  ann   brown lee ')).toBe('AB');
    expect(initials('林嘉言')).toBe('林');
  });

  it('opens on the first press with Settings and Logout, before or after its chunk has arrived', async () => {
    const { onSettings, button } = await setup();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveTextContent('林');
    fireEvent.click(button());
    const settings = await screen.findByRole('menuitem', { name: '设置' });
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    fireEvent.click(settings);
    await waitFor(() => expect(onSettings).toHaveBeenCalledTimes(1));
  });

  it('logs out from the menu', async () => {
    const { onLogout, button } = await setup();
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it('shows the photo when there is one, and the initials when it fails to load', async () => {
    const { button } = await setup({ avatar: '/sstatic/avatar.png' });
    const photo = button().querySelector('img') as HTMLImageElement;
    expect(photo).toHaveAttribute('src', '/sstatic/avatar.png');
    fireEvent.error(photo);
    await waitFor(() => expect(button()).toHaveTextContent('林'));
    expect(button().querySelector('img')).toBeNull();
  });
});
