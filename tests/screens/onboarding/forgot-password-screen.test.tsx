import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ForgotPasswordForm } from '../../../machines/flow-types';
import { UiProvider } from '../../../src/components/ui-provider';
import {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from '../../../src/screens/onboarding/forgot-password-screen';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

type Outer = Partial<Omit<ForgotPasswordScreenProps, 'values' | 'onChange'>>;

function Controlled(props: Outer) {
  const [values, setValues] = useState<ForgotPasswordForm>({ account: 'investor@demo.test', captcha: '', code: '', password: '', confirm: '' });
  return (
    <ForgotPasswordScreen
      state="reset"
      errors={{}}
      captcha={{ status: 'ready', image: 'data:image/svg+xml;utf8,<svg/>' }}
      sendingCode={false}
      resend={{ status: 'ready', sentAt: 0 }}
      submitting={false}
      onNext={vi.fn()}
      onBack={vi.fn()}
      onRefreshCaptcha={vi.fn()}
      onSendCode={vi.fn()}
      onResendCode={vi.fn()}
      onSubmit={vi.fn()}
      onLogin={vi.fn()}
      {...props}
      values={values}
      onChange={(next) => setValues((v) => ({ ...v, ...next }))}
    />
  );
}

describe('ForgotPasswordScreen', () => {
  it.each([
    ['zh-CN', ['请输入验证码', '密码须为8-20位，且同时包含字母和数字', '两次输入的密码不一致']],
    ['en', ['Please enter the code', 'Password must be 8-20 characters and contain both letters and numbers', 'The two passwords do not match']],
  ] as const)('in %s, the reset step shows the code, password and confirm rules', async (locale, messages) => {
    await renderUi(<Controlled errors={{ code: 'code.required', password: 'password.length', confirm: 'confirm.mismatch' }} />, locale);
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '请输入图形验证码'],
    ['en', 'Please enter the image code'],
  ] as const)('in %s, the captcha step requires the image code', async (locale, message) => {
    await renderUi(<Controlled state="captcha" errors={{ captcha: 'captcha.required' }} />, locale);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('keeps the typed passwords and shows the server message after a refused reset', async () => {
    const { rerender } = await renderUi(<Controlled />);
    fireEvent.change(screen.getByRole('textbox', { name: /验证码/ }), { target: { value: '482913' } });
    fireEvent.change(screen.getByLabelText(/^新密码/, { selector: 'input' }), { target: { value: 'Harbour2024' } });
    rerender(
      <UiProvider>
        <Controlled error="操作过于频繁，请稍后再试" />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('操作过于频繁，请稍后再试');
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue('482913');
    expect(screen.getByLabelText(/^新密码/, { selector: 'input' })).toHaveValue('Harbour2024');
  });

  it('the account step goes on with "next"; done leads to login', async () => {
    const onNext = vi.fn();
    const onLogin = vi.fn();
    const { rerender } = await renderUi(<Controlled state="account" onNext={onNext} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
    rerender(
      <UiProvider>
        <Controlled state="done" onLogin={onLogin} />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Password reset');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('each new step takes the focus to its first field, and the last one to its button (not back to the page’s top)', async () => {
    const step = (state: ForgotPasswordScreenProps['state']) => (
      <UiProvider>
        <Controlled state={state} resend={{ status: 'cooldown', sentAt: Date.now(), sentTo: '138****0001' }} />
      </UiProvider>
    );
    const { rerender } = await renderUi(<Controlled state="account" />, 'en');
    // The first step keeps the browser's focus: nothing moved yet.
    expect(document.activeElement).toBe(document.body);
    rerender(step('captcha'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Image code/ }));
    rerender(step('reset'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /SMS \/ email code/ }));
    // Where the code went is said in a live region beside the field.
    expect(screen.getByText('A code was sent to 138****0001').closest('[role="status"]')).not.toBeNull();
    rerender(step('done'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }));
  });
});
