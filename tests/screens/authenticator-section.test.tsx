import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthenticatorSection, type AuthenticatorProps, type AuthenticatorView } from '../../src/screens/client/settings/authenticator-section';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup: AuthenticatorView = {
  kind: 'setup',
  otpauthUri: `otpauth://totp/Harbourline:investor%40demo.test?secret=${SECRET}&issuer=Harbourline`,
  secretGroups: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
};

function props(view: AuthenticatorView): AuthenticatorProps {
  return {
    view,
    pending: false,
    error: null,
    onStart: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onCodesSaved: vi.fn(),
    onRegenerate: vi.fn(),
    onRegenerateConfirm: vi.fn(),
    onDisable: vi.fn(),
    onDisableConfirm: vi.fn(),
  };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('AuthenticatorSection', () => {
  it('set-up shows the QR code and the grouped secret, and confirms with six digits only', async () => {
    const p = props(setup);
    await renderUi(<AuthenticatorSection {...p} />);
    const qr = await screen.findByRole('img', { name: /二维码/ }, { timeout: 10_000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /身份验证器应用中打开/ })).toHaveAttribute('href', setup.kind === 'setup' ? setup.otpauthUri : '');
    const field = screen.getByRole('textbox', { name: /动态码/ });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    type(field, '12 345');
    fireEvent.click(screen.getByRole('button', { name: '验证并开启' }));
    expect(p.onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('请输入身份验证器中的6位动态码')).toBeInTheDocument();
    type(field, '123 456');
    fireEvent.click(screen.getByRole('button', { name: '验证并开启' }));
    expect(p.onConfirm).toHaveBeenCalledWith('123456');
  });

  it('shows the recovery codes once, with copy', async () => {
    const codes = ['K7Q2M-XP4WN', 'D9R3T-LM8ZC'];
    const writeText = vi.fn(async () => undefined);
    // Another test of the shared screen run (user-event) may have put a getter-only clipboard on navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const p = props({ kind: 'codes', codes });
    await renderUi(<AuthenticatorSection {...p} />, 'en');
    expect(screen.getByRole('list', { name: 'Recovery code' })).toHaveTextContent('K7Q2M-XP4WND9R3T-LM8ZC');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('K7Q2M-XP4WN\nD9R3T-LM8ZC');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(p.onCodesSaved).toHaveBeenCalled();
  });

  it('on: the codes left; turning off takes a code or, switched, the password', async () => {
    const on = props({ kind: 'on', recoveryCodesLeft: 7 });
    const { unmount } = await renderUi(<AuthenticatorSection {...on} />);
    expect(screen.getByText('剩余恢复码：7 个')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭两步验证' }));
    expect(on.onDisable).toHaveBeenCalled();
    unmount();

    const off = props({ kind: 'disable', recoveryCodesLeft: 7 });
    await renderUi(<AuthenticatorSection {...off} />);
    fireEvent.click(screen.getByRole('button', { name: /改用登录密码/ }));
    type(screen.getByLabelText(/登录密码/, { selector: 'input' }), 'Demo1234');
    fireEvent.click(screen.getByRole('button', { name: '关闭两步验证' }));
    expect(off.onDisableConfirm).toHaveBeenCalledWith({ password: 'Demo1234' });
  });
});
