import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, type Locale } from '../../src/constants';
import { UiProvider } from '../../src/components/ui-provider';
import { loadLocale } from '../../src/i18n';
import { LoginScreen, type LoginScreenProps } from '../../src/screens/auth/login-screen';
import type { SecondStepMode } from '../../src/screens/auth/second-step-form';
import { preloadLocales } from './render-ui';

beforeAll(preloadLocales);
afterEach(() => {
  vi.useRealTimers();
});

type Outer = Partial<Pick<LoginScreenProps, 'status' | 'error' | 'onSubmit' | 'onRefreshCaptcha'>> & {
  captchaImage?: string;
};

/** Holds the typed values the way the login machine does, so re-rendering with new props keeps them. */
function Controlled({ captchaImage, ...props }: Outer) {
  const [values, setValues] = useState({ account: '', password: '', captchaCode: '' });
  return (
    <LoginScreen
      account={values.account}
      password={values.password}
      captcha={captchaImage ? { image: captchaImage, code: values.captchaCode } : null}
      status={props.status ?? 'editing'}
      error={props.error}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={props.onSubmit ?? vi.fn()}
      onRefreshCaptcha={props.onRefreshCaptcha ?? vi.fn()}
    />
  );
}

async function renderLogin(props: Outer = {}, locale: Locale = 'zh-CN') {
  await loadLocale(locale);
  const result = render(
    <UiProvider>
      <Controlled {...props} />
    </UiProvider>,
  );
  return {
    rerender: (next: Outer) =>
      result.rerender(
        <UiProvider>
          <Controlled {...next} />
        </UiProvider>,
      ),
  };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const accountInput = (name = /账号/) => screen.getByRole('textbox', { name });
const passwordInput = (name = /密码/) => screen.getByLabelText(name, { selector: 'input' });

describe('LoginScreen', () => {
  it('labels every control and shows the title in the page title', async () => {
    await renderLogin();
    expect(accountInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('heading', { level: 1, name: '客户登录' })).toBeInTheDocument();
    expect(document.title).toBe('客户登录 - 泓岸资本');
  });

  it.each([
    ['zh-CN', /账号/, /密码/, '登录', '请输入邮箱或手机号', '请输入密码'],
    ['en', /Account/, /Password/, 'Log in', 'Please enter your email or mobile number', 'Please enter your password'],
  ] as const)(
    'in %s, an empty submit shows the required messages and sends nothing',
    async (locale, account, password, submit, accountMsg, passwordMsg) => {
      const onSubmit = vi.fn();
      await renderLogin({ onSubmit }, locale);
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByText(accountMsg)).toBeInTheDocument();
      expect(screen.getByText(passwordMsg)).toBeInTheDocument();
      expect(accountInput(account)).toHaveAttribute('aria-invalid', 'true');
      expect(passwordInput(password)).toHaveAttribute('aria-invalid', 'true');
      // The button did not lock: nothing was sent, so the user may fix the field and press again at once.
      expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    },
  );

  it('a required message goes away as soon as the field is filled', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    type(accountInput(), 'investor@demo.test');
    expect(screen.queryByText('请输入邮箱或手机号')).not.toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('required messages follow a language switch', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await act(() => loadLocale('en'));
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(document.title).toBe('Client Login - Harbourline Capital');
  });

  it('submits once, then keeps the button disabled for 3 s', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    await renderLogin({ onSubmit });
    type(accountInput(), 'investor@demo.test');
    type(passwordInput(), 'Demo1234');
    const button = screen.getByRole('button', { name: '登录' });

    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(CLICK_GUARD_MS - 1));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
  });

  it('Enter in the password field submits through the same guard', async () => {
    const onSubmit = vi.fn();
    await renderLogin({ onSubmit });
    const user = userEvent.setup();
    await user.type(accountInput(), '13800000001');
    // Implicit submission: the browser clicks the form's submit button, so the guard sees it.
    await user.type(passwordInput(), 'Demo1234{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
    await user.type(passwordInput(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when the server asks for a captcha, the code input and image appear and the typed values stay', async () => {
    const onRefreshCaptcha = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = await renderLogin({ onSubmit, onRefreshCaptcha });
    type(accountInput(), 'investor@demo.test');
    type(passwordInput(), 'Demo1234');
    expect(screen.queryByRole('textbox', { name: /图形验证码/ })).not.toBeInTheDocument();

    rerender({
      onSubmit,
      onRefreshCaptcha,
      captchaImage: 'data:image/svg+xml;utf8,<svg/>',
      error: '请输入图形验证码后再登录',
    });
    expect(accountInput()).toHaveValue('investor@demo.test');
    expect(passwordInput()).toHaveValue('Demo1234');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入图形验证码后再登录');
    const code = screen.getByRole('textbox', { name: /图形验证码/ });
    const refresh = screen.getByRole('button', { name: '看不清？换一张验证码' });
    expect(within(refresh).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );

    fireEvent.click(refresh);
    expect(onRefreshCaptcha).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).not.toHaveBeenCalled(); // the code is required now
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    type(code, '7K4P');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when an error comes back, and shows the error as an alert', async () => {
    const { rerender } = await renderLogin();
    type(accountInput(), 'investor@demo.test');
    type(passwordInput(), 'wrong-one1');
    rerender({ error: '密码错误，请重试' });
    expect(screen.getByRole('alert')).toHaveTextContent('密码错误，请重试');
    expect(accountInput()).toHaveValue('investor@demo.test');
    expect(passwordInput()).toHaveValue('wrong-one1');
  });

  it('while submitting, the button shows progress and the fields cannot change', async () => {
    const { rerender } = await renderLogin();
    type(accountInput(), 'investor@demo.test');
    rerender({ status: 'submitting' });
    expect(accountInput()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '正在登录…' })).toBeDisabled();
  });
});

describe('LoginScreen, second step', () => {
  type Methods = SecondStepMode[];
  function SecondStep({ onSubmit, onModeChange, onBack, methods }: { onSubmit: () => void; onModeChange: (m: string) => void; onBack: () => void; methods: Methods }) {
    const [code, setCode] = useState('');
    const [mode, setMode] = useState<SecondStepMode>(methods.includes('totp') ? 'totp' : 'passkey');
    return (
      <LoginScreen
        account="investor@demo.test"
        password="Demo1234"
        status="editing"
        onChange={vi.fn()}
        onSubmit={vi.fn()}
        onRefreshCaptcha={vi.fn()}
        secondStep={{
          mode,
          methods,
          code,
          status: 'entering',
          onCodeChange: setCode,
          onSubmit,
          onModeChange: (m) => {
            setMode(m);
            setCode('');
            onModeChange(m);
          },
          onBack,
        }}
      />
    );
  }

  async function renderSecondStep(locale: Locale = 'zh-CN', methods: Methods = ['totp', 'recovery']) {
    await loadLocale(locale);
    const calls = { onSubmit: vi.fn(), onModeChange: vi.fn(), onBack: vi.fn() };
    render(
      <UiProvider>
        <SecondStep {...calls} methods={methods} />
      </UiProvider>,
    );
    return calls;
  }

  it('asks for the app’s code in a numeric one-time-code field, and sends only six digits', async () => {
    const { onSubmit } = await renderSecondStep();
    const field = await screen.findByRole('textbox', { name: /动态码/ }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: '两步验证' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/密码/, { selector: 'input' })).not.toBeInTheDocument();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    type(field, '12345');
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请输入身份验证器中的6位动态码')).toBeInTheDocument();
    type(field, '123 456');
    expect(screen.queryByText('请输入身份验证器中的6位动态码')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('switches to a recovery code and back to the password', async () => {
    const { onModeChange, onBack } = await renderSecondStep('en');
    fireEvent.click(await screen.findByRole('button', { name: /recovery code/i }, { timeout: 10_000 }));
    expect(onModeChange).toHaveBeenCalledWith('recovery');
    const field = screen.getByRole('textbox', { name: /Recovery code/ });
    expect(field).not.toHaveAttribute('inputmode');
    fireEvent.click(screen.getByRole('button', { name: /Back to password/ }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
  });

  it('with a passkey alone, asks for no code: one button hands over to the browser', async () => {
    const { onSubmit } = await renderSecondStep('zh-CN', ['passkey']);
    fireEvent.click(await screen.findByRole('button', { name: '使用通行密钥验证并登录' }, { timeout: 10_000 }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /恢复码|动态码/ })).not.toBeInTheDocument();
  });

  it('with a passkey and recovery codes, a lost passkey is no dead end: a recovery code instead', async () => {
    const { onModeChange, onSubmit } = await renderSecondStep('en', ['passkey', 'recovery']);
    fireEvent.click(await screen.findByRole('button', { name: /Can.t use your passkey\? Use a recovery code/ }, { timeout: 10_000 }));
    expect(onModeChange).toHaveBeenCalledWith('recovery');
    type(screen.getByRole('textbox', { name: /Recovery code/ }), 'ABCDE-FGHJK');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /^Use a passkey$/i }));
    expect(onModeChange).toHaveBeenLastCalledWith('passkey');
  });

  it('with every recovery code used, offers none', async () => {
    await renderSecondStep('zh-CN', ['totp']);
    await screen.findByRole('textbox', { name: /动态码/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /恢复码/ })).not.toBeInTheDocument();
  });

  it('with both on, starts with the app’s code and lets the investor choose the passkey and back', async () => {
    const { onModeChange } = await renderSecondStep('en', ['totp', 'passkey']);
    fireEvent.click(await screen.findByRole('button', { name: /^Use a passkey$/i }, { timeout: 10_000 }));
    expect(onModeChange).toHaveBeenCalledWith('passkey');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /authenticator app's code/i }));
    expect(onModeChange).toHaveBeenLastCalledWith('totp');
    expect(screen.getByRole('textbox', { name: /Authenticator code/ })).toBeInTheDocument();
  });
});
