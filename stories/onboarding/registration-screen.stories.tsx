import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlowFailure } from '../../machines/failure';
import { failureText } from '../../src/flows/failure';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import type { RegistrationForm } from '../../machines/flow-types';
import { RegistrationScreen, type RegistrationScreenProps } from '../../src/screens/onboarding/registration-screen';
import { captchaImage } from '../support/captcha';
import { inEnglish } from '../support/locale';
import { WithValues } from './form-harness';

// The server answers statusMsg in the request's language (Accept-Language).
const STATUS_MSG = { 'zh-CN': '该账号已注册，请直接登录', en: 'This account is already registered. Please log in.' };

type HarnessProps = RegistrationScreenProps & { rejected?: boolean; failure?: FlowFailure };

function Harness({ rejected, failure, ...props }: HarnessProps) {
  const { i18n } = useLingui();
  return (
    <WithValues initial={props.values}>
      {(values, change) => (
        <RegistrationScreen
          {...props}
          values={values}
          error={rejected ? STATUS_MSG[i18n.locale === 'en' ? 'en' : 'zh-CN'] : failureText(failure ?? null, i18n)}
          onChange={(next) => {
            change(next);
            props.onChange(next);
          }}
        />
      )}
    </WithValues>
  );
}

const EMPTY: RegistrationForm = { account: '', name: '', password: '', confirm: '', captcha: '', code: '', agreed: false };
const FILLED: RegistrationForm = {
  account: 'new.client@demo.test', name: '王珂', password: 'Harbour2024', confirm: 'Harbour2024', captcha: '7K4P', code: '482913', agreed: true,
};
const ready = { status: 'ready' as const, image: captchaImage() };

const meta = {
  title: 'Onboarding/RegistrationScreen',
  component: Harness,
  args: {
    state: 'identity',
    identity: null,
    values: EMPTY,
    errors: {},
    captcha: ready,
    code: { status: 'idle', sentAt: null },
    submitting: false,
    onChooseIdentity: fn(),
    onBack: fn(),
    onChange: fn(),
    onRefreshCaptcha: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onContinue: fn(),
    onLogin: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = { state: 'form', identity: 'individual' } as const;

export const Identity: Story = { parameters: { flowState: { machine: 'registration', state: 'identity' } } };
export const Institution: Story = { parameters: { flowState: { machine: 'registration', state: 'institution' } }, args: { state: 'institution' } };
export const Form: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: form };
export const PartnerForm: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, identity: 'partner' } };
export const FieldErrors: Story = {
  parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] },
  args: {
    ...form,
    values: { ...EMPTY, account: 'new.client@demo', password: 'harbour', confirm: 'harbor' },
    errors: {
      account: 'account.format',
      name: 'name.required',
      password: 'password.mix',
      confirm: 'confirm.mismatch',
      captcha: 'captcha.required',
      code: 'code.required',
      agreed: 'terms.required',
    },
  },
};
export const CaptchaLoading: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.loading'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, captcha: { status: 'loading' } } };
export const CaptchaFailed: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.failed'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, captcha: { status: 'failed' } } };
export const CaptchaRefused: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, values: FILLED, errors: { captcha: 'captcha.invalid' } } };
export const CodeSending: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'sending' }] }, args: { ...form, values: FILLED, code: { status: 'sending', sentAt: null } } };
export const CodeCooldown: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'cooldown' }] }, args: { ...form, values: FILLED, code: { status: 'cooldown', sentAt: Date.now() } } };
export const Submitting: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.submitting', 'form.captcha.ready'] }, { machine: 'send-code', state: 'cooldown' }] }, args: { ...form, values: FILLED, submitting: true, code: { status: 'cooldown', sentAt: Date.now() } } };
export const Rejected: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, values: FILLED, rejected: true } };
export const NetworkError: Story = { parameters: { flowState: [{ machine: 'registration', state: ['form.entry.editing', 'form.captcha.ready'] }, { machine: 'send-code', state: 'idle' }] }, args: { ...form, values: FILLED, failure: { reason: 'network' } } };
export const Done: Story = { parameters: { flowState: { machine: 'registration', state: 'done' } }, args: { state: 'done' } };

export const IdentityEn = inEnglish(Identity);
export const InstitutionEn = inEnglish(Institution);
export const FormEn = inEnglish(Form);
export const PartnerFormEn = inEnglish(PartnerForm);
export const FieldErrorsEn = inEnglish(FieldErrors);
export const CaptchaLoadingEn = inEnglish(CaptchaLoading);
export const CaptchaFailedEn = inEnglish(CaptchaFailed);
export const CaptchaRefusedEn = inEnglish(CaptchaRefused);
export const CodeSendingEn = inEnglish(CodeSending);
export const CodeCooldownEn = inEnglish(CodeCooldown);
export const SubmittingEn = inEnglish(Submitting);
export const RejectedEn = inEnglish(Rejected);
export const NetworkErrorEn = inEnglish(NetworkError);
export const DoneEn = inEnglish(Done);
