import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlowFailure } from '../../machines/failure';
import { failureText } from '../../src/flows/failure';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import type { ForgotPasswordForm } from '../../machines/flow-types';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from '../../src/screens/onboarding/forgot-password-screen';
import { captchaImage } from '../support/captcha';
import { inEnglish } from '../support/locale';
import { WithValues } from './form-harness';

// The server's msg comes in the request's language.
const SERVER_MSG = { 'zh-CN': '操作过于频繁，请稍后再试', en: 'Too many requests. Please try again later.' };

function Harness({ refused, failure, ...props }: ForgotPasswordScreenProps & { refused?: boolean; failure?: FlowFailure }) {
  const { i18n } = useLingui();
  return (
    <WithValues initial={props.values}>
      {(values, change) => (
        <ForgotPasswordScreen
          {...props}
          values={values}
          error={refused ? SERVER_MSG[i18n.locale === 'en' ? 'en' : 'zh-CN'] : failureText(failure ?? null, i18n)}
          onChange={(next) => {
            change(next);
            props.onChange(next);
          }}
        />
      )}
    </WithValues>
  );
}

const EMPTY: ForgotPasswordForm = { account: '', captcha: '', code: '', password: '', confirm: '' };
const WITH_ACCOUNT: ForgotPasswordForm = { ...EMPTY, account: 'investor@demo.test' };

const meta = {
  title: 'Onboarding/ForgotPasswordScreen',
  component: Harness,
  args: {
    state: 'account',
    values: EMPTY,
    errors: {},
    captcha: { status: 'ready', image: captchaImage() },
    sendingCode: false,
    resend: { status: 'cooldown', sentAt: Date.now() },
    submitting: false,
    onChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onRefreshCaptcha: fn(),
    onSendCode: fn(),
    onResendCode: fn(),
    onSubmit: fn(),
    onLogin: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'account' } } };
export const AccountError: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'account' } }, args: { values: { ...EMPTY, account: 'investor@demo' }, errors: { account: 'account.format' } } };
export const CaptchaLoading: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'captcha.loading' } }, args: { state: 'captcha', values: WITH_ACCOUNT, captcha: { status: 'loading' } } };
export const CaptchaFailed: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'captcha.failed' } }, args: { state: 'captcha', values: WITH_ACCOUNT, captcha: { status: 'failed' } } };
export const Captcha: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'captcha.ready' } }, args: { state: 'captcha', values: WITH_ACCOUNT } };
export const CaptchaRefused: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'captcha.ready' } }, args: { state: 'captcha', values: WITH_ACCOUNT, errors: { captcha: 'captcha.invalid' } } };
export const SendingCode: Story = { parameters: { flowState: [{ machine: 'forgot-password', state: 'captcha.sending' }, { machine: 'send-code', state: 'sending' }] }, args: { state: 'captcha', values: { ...WITH_ACCOUNT, captcha: '7K4P' }, sendingCode: true } };
export const SendRefused: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'captcha.ready' } }, args: { state: 'captcha', values: WITH_ACCOUNT, refused: true } };
export const Reset: Story = { parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.editing', 'reset.resend.cooldown'] }, { machine: 'send-code', state: 'cooldown' }] }, args: { state: 'reset', values: WITH_ACCOUNT } };
export const ResetCanResend: Story = { parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.editing', 'reset.resend.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: { state: 'reset', values: WITH_ACCOUNT, resend: { status: 'ready', sentAt: 0 } } };
export const ResetErrors: Story = {
  parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.editing', 'reset.resend.cooldown'] }, { machine: 'send-code', state: 'cooldown' }] },
  args: {
    state: 'reset',
    values: { ...WITH_ACCOUNT, password: 'short1', confirm: 'short2' },
    errors: { code: 'code.required', password: 'password.length', confirm: 'confirm.mismatch' },
  },
};
export const CodeRefused: Story = {
  parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.editing', 'reset.resend.cooldown'] }, { machine: 'send-code', state: 'cooldown' }] },
  args: { state: 'reset', values: { ...WITH_ACCOUNT, code: '000000', password: 'Harbour2024', confirm: 'Harbour2024' }, errors: { code: 'code.invalid' } },
};
export const Submitting: Story = {
  parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.submitting', 'reset.resend.cooldown'] }, { machine: 'send-code', state: 'cooldown' }] },
  args: { state: 'reset', values: { ...WITH_ACCOUNT, code: '482913', password: 'Harbour2024', confirm: 'Harbour2024' }, submitting: true },
};
export const NetworkError: Story = { parameters: { flowState: [{ machine: 'forgot-password', state: ['reset.entry.editing', 'reset.resend.cooldown'] }, { machine: 'send-code', state: 'cooldown' }] }, args: { state: 'reset', values: WITH_ACCOUNT, failure: { reason: 'network' } } };
export const Done: Story = { parameters: { flowState: { machine: 'forgot-password', state: 'done' } }, args: { state: 'done', values: WITH_ACCOUNT } };

export const AccountEn = inEnglish(Account);
export const AccountErrorEn = inEnglish(AccountError);
export const CaptchaLoadingEn = inEnglish(CaptchaLoading);
export const CaptchaFailedEn = inEnglish(CaptchaFailed);
export const CaptchaEn = inEnglish(Captcha);
export const CaptchaRefusedEn = inEnglish(CaptchaRefused);
export const SendingCodeEn = inEnglish(SendingCode);
export const SendRefusedEn = inEnglish(SendRefused);
export const ResetEn = inEnglish(Reset);
export const ResetCanResendEn = inEnglish(ResetCanResend);
export const ResetErrorsEn = inEnglish(ResetErrors);
export const CodeRefusedEn = inEnglish(CodeRefused);
export const SubmittingEn = inEnglish(Submitting);
export const NetworkErrorEn = inEnglish(NetworkError);
export const DoneEn = inEnglish(Done);
