/**
 * The security centre (/securityCentre): the devices the account is logged in on, with "log out device" behind a
 * confirmation, and the sign-in history (successes and failures, a captcha asked for among them) with readable
 * browser names; the loading, empty, error, signing-out and signed-out states, in both languages; reached from
 * Settings.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../src/format-time';
import { SecurityCentreScreen, type SecurityCentreScreenProps } from '../../../../src/screens/client/settings/security-centre-screen';
import { SecurityLinkSection } from '../../../../src/screens/client/settings/security-link-section';
import type { OpenSessionItem, SignInItem } from '../../../../src/domain/settings';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const here: OpenSessionItem = { sessionId: 'ses-1', signedInAt: '2026-11-29T01:10:00Z', lastActiveAt: '2026-11-29T02:40:00Z', userAgent: CHROME_MAC, ip: '203.0.113.24', current: true };
const phone: OpenSessionItem = { sessionId: 'ses-2', signedInAt: '2026-11-28T12:05:00Z', lastActiveAt: '2026-11-29T02:31:00Z', userAgent: SAFARI_IPHONE, ip: '198.51.100.7', current: false };
const history: SignInItem[] = [
  { at: '2026-11-29T01:10:00Z', outcome: 'success', userAgent: CHROME_MAC, ip: '203.0.113.24', thisDevice: true },
  { at: '2026-11-28T21:43:00Z', outcome: 'captchaRequired', userAgent: 'curl/8.5.0', ip: '192.0.2.99', thisDevice: false },
  { at: '2026-11-28T21:42:00Z', outcome: 'wrongPassword', userAgent: SAFARI_IPHONE, ip: '', thisDevice: false },
];
const idle = { confirming: null, signingOut: false, signedOut: null, failure: null };

function props(overrides: Partial<SecurityCentreScreenProps> = {}): SecurityCentreScreenProps {
  return {
    status: { kind: 'ready' },
    sessions: [here, phone],
    history: { list: history, total: 23, page: 1, limit: 10 },
    locale: 'zh-CN',
    signOut: idle,
    onSignOutRequest: vi.fn(),
    onSignOutConfirm: vi.fn(),
    onSignOutCancel: vi.fn(),
    onPage: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('SecurityCentreScreen', () => {
  it('lists the logged-in devices by browser and system, this one marked, the others with a log-out button', async () => {
    const p = props();
    await renderUi(<SecurityCentreScreen {...p} />);
    expect(screen.getByRole('heading', { level: 1, name: '安全中心' })).toBeInTheDocument();
    const items = within(section('登录中的设备')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome · macOS');
    expect(items[0]).toHaveTextContent('当前设备');
    expect(items[0]).toHaveTextContent(`登录于 ${formatDateTime(here.signedInAt, 'zh-CN')}`);
    expect(items[0]).toHaveTextContent('IP 地址 203.0.113.24');
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari · iOS');
    fireEvent.click(within(items[1]).getByRole('button', { name: '退出该设备：Safari · iOS' }));
    expect(p.onSignOutRequest).toHaveBeenCalledWith({ sessionId: 'ses-2', name: 'Safari · iOS' });
  });

  it('shows each sign-in attempt with its outcome, newest first, and pages through them', async () => {
    const p = props();
    await renderUi(<SecurityCentreScreen {...p} />);
    const items = within(section('登录记录')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('登录成功'),
      expect.stringContaining('需要图形验证码'),
      expect.stringContaining('密码错误'),
    ]);
    expect(items[0]).toHaveTextContent(formatDateTime(history[0].at, 'zh-CN'));
    expect(items[0]).toHaveTextContent('当前设备');
    // A User-Agent nothing matches is an unknown device, never a guess.
    expect(items[1]).toHaveTextContent('未知设备');
    expect(items[2]).not.toHaveTextContent('IP 地址');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(p.onPage).toHaveBeenCalledWith(2);
  });

  it('asks before logging a device out, and cannot be confirmed twice while it runs', async () => {
    const p = props({ signOut: { ...idle, confirming: { sessionId: 'ses-2', name: 'Safari · iOS' } } });
    const view = await renderUi(<SecurityCentreScreen {...p} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定让“Safari · iOS”退出登录吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(p.onSignOutCancel).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退出' }));
    expect(p.onSignOutConfirm).toHaveBeenCalledTimes(1);
    view.unmount();
    await renderUi(<SecurityCentreScreen {...props({ signOut: { ...idle, confirming: { sessionId: 'ses-2', name: 'Safari · iOS' }, signingOut: true } })} />);
    const busy = await screen.findByRole('alertdialog');
    expect(within(busy).getByRole('button', { name: '取消' })).toBeDisabled();
  });

  it('says when the device was logged out, and shows a refusal', async () => {
    const view = await renderUi(<SecurityCentreScreen {...props({ sessions: [here], signOut: { ...idle, signedOut: { name: 'Safari · iOS' } } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('“Safari · iOS”已退出登录');
    expect(screen.getByText('您的账户目前只在当前设备上登录。')).toBeInTheDocument();
    view.unmount();
    await renderUi(<SecurityCentreScreen {...props({ signOut: { ...idle, failure: '未找到' } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('未找到');
  });

  it('has a loading, an empty and an error state (with a retry)', async () => {
    let view = await renderUi(<SecurityCentreScreen {...props({ status: { kind: 'loading' }, sessions: [], history: { list: [], total: 0, page: 1, limit: 10 } })} />);
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    view.unmount();
    view = await renderUi(<SecurityCentreScreen {...props({ sessions: [here], history: { list: [], total: 0, page: 1, limit: 10 } })} />);
    expect(screen.getByText('暂无登录记录。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    view.unmount();
    const p = props({ status: { kind: 'error', message: '网络异常，请稍后重试' } });
    await renderUi(<SecurityCentreScreen {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(p.onRetry).toHaveBeenCalled();
  });

  it('reads in English, dates in the English format', async () => {
    await renderUi(<SecurityCentreScreen {...props({ locale: 'en' })} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Security centre' })).toBeInTheDocument();
    expect(section('Logged-in devices')).toHaveTextContent(`Logged in ${formatDateTime(here.signedInAt, 'en')}`);
    expect(formatDateTime(here.signedInAt, 'en')).toMatch(/^[A-Z][a-z]{2} \d{2}, 2026 \d{2}:\d{2}$/);
    expect(screen.getByRole('button', { name: 'Log out device: Safari · iOS' })).toBeInTheDocument();
    const items = within(section('Login history')).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Image code asked for');
    expect(items[1]).toHaveTextContent('Unknown device');
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settingPath');
  });
});

describe('the way to it', () => {
  it('is a link on the settings page', async () => {
    await renderUi(<SecurityLinkSection />);
    expect(screen.getByRole('link', { name: '打开安全中心' })).toHaveAttribute('href', '/securityCentre');
  });
});
