import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldErrors, RegistrationField, RegistrationForm } from '../../../machines/flow-types';
import { VERIFICATION_CODE_RESEND_MS, type Locale } from '../../../src/constants';
import { UiProvider } from '../../../src/components/ui-provider';
import { RegistrationScreen, type RegistrationScreenProps } from '../../../src/screens/onboarding/registration-screen';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);
afterEach(() => vi.useRealTimers());

const EMPTY: RegistrationForm = { account: '', name: '', password: '', confirm: '', captcha: '', code: '', agreed: false };

type Outer = Partial<Omit<RegistrationScreenProps, 'values' | 'onChange'>>;

function Controlled(props: Outer) {
  const [values, setValues] = useState(EMPTY);
  return (
    <RegistrationScreen
      state="form"
      identity="individual"
      errors={{}}
      captcha={{ status: 'ready', image: 'data:image/svg+xml;utf8,<svg/>' }}
      code={{ status: 'idle', sentAt: null }}
      submitting={false}
      onChooseIdentity={vi.fn()}
      onBack={vi.fn()}
      onRefreshCaptcha={vi.fn()}
      onSendCode={vi.fn()}
      onSubmit={vi.fn()}
      onContinue={vi.fn()}
      onLogin={vi.fn()}
      {...props}
      values={values}
      onChange={(next) => setValues((v) => ({ ...v, ...next }))}
    />
  );
}

const ERRORS: FieldErrors<RegistrationField> = {
  account: 'account.format',
  name: 'name.required',
  password: 'password.mix',
  confirm: 'confirm.mismatch',
  captcha: 'captcha.required',
  code: 'code.required',
  agreed: 'terms.required',
};

const MESSAGES: Record<Locale, string[]> = {
  'zh-CN': [
    '邮箱或手机号格式不正确，请修改',
    '请输入姓名',
    '密码须为8-20位，且同时包含字母和数字',
    '两次输入的密码不一致',
    '请输入图形验证码',
    '请输入验证码',
    '请阅读并勾选用户条款和隐私政策',
  ],
  en: [
    'Please enter a valid email address or mobile number',
    'Please enter your full name',
    'Password must be 8-20 characters and contain both letters and numbers',
    'The two passwords do not match',
    'Please enter the image code',
    'Please enter the code',
    'Please read and accept the User Terms and the Privacy Policy',
  ],
};

describe('RegistrationScreen', () => {
  it.each(['zh-CN', 'en'] as const)('in %s, shows each form rule message', async (locale) => {
    await renderUi(<Controlled errors={ERRORS} />, locale);
    for (const message of MESSAGES[locale]) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the password length rule has the same message', async () => {
    await renderUi(<Controlled errors={{ password: 'password.length' }} />, 'en');
    expect(screen.getByText('Password must be 8-20 characters and contain both letters and numbers')).toBeInTheDocument();
    expect(document.querySelector('[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps every input and shows the server's statusMsg when registration is refused", async () => {
    const { rerender } = await renderUi(<Controlled />);
    fireEvent.change(screen.getByRole('textbox', { name: /账号/ }), { target: { value: 'new.client@demo.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /姓名/ }), { target: { value: '王珂' } });
    fireEvent.change(screen.getByLabelText(/^密码/, { selector: 'input' }), { target: { value: 'Harbour2024' } });
    fireEvent.click(screen.getByRole('checkbox'));
    rerender(
      <UiProvider>
        <Controlled error="该账号已注册，请直接登录" />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('该账号已注册，请直接登录');
    expect(screen.getByRole('textbox', { name: /账号/ })).toHaveValue('new.client@demo.test');
    expect(screen.getByRole('textbox', { name: /姓名/ })).toHaveValue('王珂');
    expect(screen.getByLabelText(/^密码/, { selector: 'input' })).toHaveValue('Harbour2024');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('counts down the seconds to a resend after a code was sent', async () => {
    vi.useFakeTimers();
    await renderUi(<Controlled code={{ status: 'cooldown', sentAt: Date.now() }} />, 'en');
    const seconds = VERIFICATION_CODE_RESEND_MS / 1000;
    expect(screen.getByRole('button', { name: `Resend in ${seconds} s` })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: `Resend in ${seconds - 1} s` })).toBeDisabled();
  });

  it('the send button reports a click once, then waits for the machine', async () => {
    const onSendCode = vi.fn();
    await renderUi(<Controlled onSendCode={onSendCode} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSendCode).toHaveBeenCalledOnce();
  });

  it('institutions are told to contact their designated advisor', async () => {
    await renderUi(<Controlled state="institution" />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Please contact your designated advisor');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the identity choice reports private fund holder, partner or institution', async () => {
    const onChooseIdentity = vi.fn();
    await renderUi(<Controlled state="identity" onChooseIdentity={onChooseIdentity} />);
    fireEvent.click(screen.getByRole('button', { name: /私募基金持有人/ }));
    fireEvent.click(screen.getByRole('button', { name: /机构客户/ }));
    expect(onChooseIdentity.mock.calls).toEqual([['individual'], ['institution']]);
  });
});
