import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import { apiMessages } from '../../src/api/messages';
import { ERROR_MESSAGES } from '../../src/i18n/messages';
import { LoginScreen, type LoginScreenProps } from '../../src/screens/auth/login-screen';
import { SECOND_STEP_MESSAGES } from '../../src/screens/auth/second-step-form';
import { captchaImage } from '../support/captcha';
import { inEnglish } from '../support/locale';

const ERRORS = {
  wrongPassword: ERROR_MESSAGES.wrongPassword,
  network: apiMessages.network,
  codeWrong: SECOND_STEP_MESSAGES.codeWrong,
  challengeEnded: SECOND_STEP_MESSAGES.challengeEnded,
};

type HarnessProps = Omit<LoginScreenProps, 'error'> & { errorKind?: keyof typeof ERRORS };

/** Keeps what is typed (the login machine does this in the app) and shows the error in the active language. */
function LoginHarness({ errorKind, ...props }: HarnessProps) {
  const { i18n } = useLingui();
  const [values, setValues] = useState({
    account: props.account,
    password: props.password,
    captchaCode: props.captcha?.code ?? '',
  });
  const [code, setCode] = useState(props.secondStep?.code ?? '');
  const [mode, setMode] = useState(props.secondStep?.mode ?? 'totp');
  return (
    <LoginScreen
      {...props}
      account={values.account}
      password={values.password}
      captcha={props.captcha ? { ...props.captcha, code: values.captchaCode } : null}
      error={errorKind ? i18n._(ERRORS[errorKind]) : undefined}
      secondStep={
        props.secondStep
          ? {
              ...props.secondStep,
              code,
              mode,
              onCodeChange: (v) => {
                setCode(v);
                props.secondStep!.onCodeChange(v);
              },
              onModeChange: (m) => {
                setMode(m);
                setCode('');
                props.secondStep!.onModeChange(m);
              },
            }
          : null
      }
      onChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginHarness,
  args: {
    account: '',
    password: '',
    captcha: null,
    status: 'editing',
    onChange: fn(),
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
    onPasskey: fn(),
    onForgot: fn(),
    onRegister: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof LoginHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { parameters: { flowState: [{ machine: 'login', state: 'editing.plain' }, { machine: 'session', state: 'signedOut.loggingIn' }] } };
export const Filled: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.plain' } },
  args: { account: 'investor@demo.test', password: 'Demo1234' },
};
export const CaptchaRequired: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.captcha.ready' } },
  args: { account: 'investor@demo.test', password: 'Demo1234', captcha: { image: captchaImage(), code: '' } },
};
/** The captcha image is on its way, or failed to load (login.refreshCaptcha asks again): the field shows no image. */
export const CaptchaLoading: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.captcha.loading' } },
  args: { account: 'investor@demo.test', password: 'Demo1234', captcha: { image: '', code: '' } },
};
export const CaptchaFailed: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.captcha.failed' } },
  args: { account: 'investor@demo.test', password: 'Demo1234', captcha: { image: '', code: '' } },
};
export const Submitting: Story = {
  parameters: { flowState: { machine: 'login', state: 'submitting' } },
  args: { account: '13800000001', password: 'Demo1234', status: 'submitting' },
};
/** Signing in with a passkey: the browser's prompt is open; the form waits, what was typed stays. */
export const PasskeyPrompt: Story = {
  parameters: { flowState: { machine: 'login', state: 'passkeySignIn' } },
  args: { account: '', password: '', status: 'passkey' },
};
/** A browser that cannot use passkeys: the form offers the password alone. */
export const WithoutPasskeys: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.plain' } },
  args: { onPasskey: undefined },
};
export const WrongPassword: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.plain' } },
  args: { account: 'investor@demo.test', password: 'Demo12345', errorKind: 'wrongPassword' },
};
export const NetworkError: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.plain' } },
  args: { account: 'investor@demo.test', password: 'Demo1234', errorKind: 'network' },
};


const secondStep = (over: Partial<NonNullable<LoginScreenProps['secondStep']>> = {}): LoginScreenProps['secondStep'] => ({
  mode: 'totp',
  methods: ['totp', 'recovery'],
  code: '',
  status: 'entering',
  onCodeChange: fn(),
  onSubmit: fn(),
  onModeChange: fn(),
  onBack: fn(),
  ...over,
});
const signedInPassword = { account: 'investor@demo.test', password: 'Demo1234' };
/** The account has the authenticator app on: the second step asks for its 6-digit code. */
export const SecondStepCode: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.entering' } },
  args: { ...signedInPassword, secondStep: secondStep() },
};
export const SecondStepVerifying: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.verifying' } },
  args: { ...signedInPassword, secondStep: secondStep({ code: '492 817', status: 'verifying' }) },
};
export const SecondStepWrongCode: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.failed' } },
  args: { ...signedInPassword, errorKind: 'codeWrong', secondStep: secondStep({ code: '123456' }) },
};
export const SecondStepRecovery: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.entering' } },
  args: { ...signedInPassword, secondStep: secondStep({ mode: 'recovery', code: 'K7Q2M-XP4WN' }) },
};
/** The account has a passkey and no authenticator app: one button, the browser asks for the passkey. */
export const SecondStepPasskey: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.entering' } },
  args: { ...signedInPassword, secondStep: secondStep({ mode: 'passkey', methods: ['passkey', 'recovery'] }) },
};
/** The browser's passkey prompt is open. */
export const SecondStepPasskeyVerifying: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.verifying' } },
  args: { ...signedInPassword, secondStep: secondStep({ mode: 'passkey', methods: ['passkey', 'recovery'], status: 'verifying' }) },
};
/** Both on: the app's code first, with the way to the passkey. */
export const SecondStepChoose: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.entering' } },
  args: { ...signedInPassword, secondStep: secondStep({ methods: ['totp', 'passkey', 'recovery'] }) },
};
/** Both on, the passkey chosen: the ways back to the app's code. */
export const SecondStepChoosePasskey: Story = {
  parameters: { flowState: { machine: 'login', state: 'secondStep.entering' } },
  args: { ...signedInPassword, secondStep: secondStep({ mode: 'passkey', methods: ['totp', 'passkey', 'recovery'] }) },
};
/** The challenge expired (or too many wrong codes): back on the password form with the reason. */
export const SecondStepEnded: Story = {
  parameters: { flowState: { machine: 'login', state: 'editing.plain' } },
  args: { ...signedInPassword, errorKind: 'challengeEnded' },
};

export const EmptyEn = inEnglish(Empty);
export const FilledEn = inEnglish(Filled);
export const CaptchaRequiredEn = inEnglish(CaptchaRequired);
export const CaptchaLoadingEn = inEnglish(CaptchaLoading);
export const CaptchaFailedEn = inEnglish(CaptchaFailed);
export const SubmittingEn = inEnglish(Submitting);
export const PasskeyPromptEn = inEnglish(PasskeyPrompt);
export const WithoutPasskeysEn = inEnglish(WithoutPasskeys);
export const WrongPasswordEn = inEnglish(WrongPassword);
export const NetworkErrorEn = inEnglish(NetworkError);
export const SecondStepCodeEn = inEnglish(SecondStepCode);
export const SecondStepVerifyingEn = inEnglish(SecondStepVerifying);
export const SecondStepWrongCodeEn = inEnglish(SecondStepWrongCode);
export const SecondStepRecoveryEn = inEnglish(SecondStepRecovery);
export const SecondStepEndedEn = inEnglish(SecondStepEnded);
export const SecondStepPasskeyEn = inEnglish(SecondStepPasskey);
export const SecondStepPasskeyVerifyingEn = inEnglish(SecondStepPasskeyVerifying);
export const SecondStepChooseEn = inEnglish(SecondStepChoose);
export const SecondStepChoosePasskeyEn = inEnglish(SecondStepChoosePasskey);
