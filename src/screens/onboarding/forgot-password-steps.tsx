import type { ReactNode } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../constants';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { VALIDATION_MESSAGES } from '../../i18n/messages';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { CodeField } from './code-field';
import type { FieldErrors, ForgotPasswordField, ForgotPasswordForm } from '../../domain/onboarding';
import { fieldError } from './validation-messages';

interface StepProps {
  values: ForgotPasswordForm;
  errors: FieldErrors<ForgotPasswordField>;
  onChange: (values: Partial<ForgotPasswordForm>) => void;
}

const Form = ({ label, children }: { label: string; children: ReactNode }) => (
  <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={label}>
    <Stack gap="4">{children}</Stack>
  </form>
);

export function AccountStep({ values, errors, onChange, onNext }: StepProps & { onNext: () => unknown }) {
  const { t } = useLingui();
  return (
    <Form label={t`输入账号`}>
      <FormField label={<Trans>账号</Trans>} helperText={<Trans>邮箱或手机号</Trans>} required error={fieldError(errors.account)}>
        <Input name="account" autoComplete="username" maxLength={EMAIL_MAX_LENGTH} value={values.account} onChange={(e) => onChange({ account: e.target.value })} />
      </FormField>
      <GuardedButton type="submit" colorPalette="brand" onClick={onNext}>
        <Trans>下一步</Trans>
      </GuardedButton>
    </Form>
  );
}

type CaptchaStepProps = StepProps & {
  captcha: CaptchaState;
  sendingCode: boolean;
  onRefreshCaptcha: () => void;
  onSendCode: () => unknown;
  onBack: () => void;
};

export function CaptchaStep({ values, errors, onChange, captcha, sendingCode, ...on }: CaptchaStepProps) {
  const { t } = useLingui();
  const account = values.account;
  return (
    <Form label={t`发送验证码`}>
      <HStack gap="1" wrap="wrap">
        <Text>
          <Trans>账号：{account}</Trans>
        </Text>
        <Button variant="plain" size="sm" colorPalette="brand" px="1" onClick={on.onBack} disabled={sendingCode}>
          <Trans>更改</Trans>
        </Button>
      </HStack>
      <CaptchaField
        value={values.captcha}
        error={errors.captcha}
        captcha={captcha}
        readOnly={sendingCode}
        onChange={(value) => onChange({ captcha: value })}
        onRefresh={on.onRefreshCaptcha}
      />
      <GuardedButton type="submit" colorPalette="brand" loading={sendingCode} loadingText={t`发送中…`} onClick={on.onSendCode}>
        <Trans>发送验证码</Trans>
      </GuardedButton>
    </Form>
  );
}

type ResetStepProps = StepProps & {
  resend: { status: 'cooldown' | 'ready'; sentAt: number | null; sentTo?: string | null };
  resendDelayMs?: number;
  submitting: boolean;
  onResendCode: () => unknown;
  onSubmit: () => unknown;
  onBack: () => void;
};

export function ResetStep({ values, errors, onChange, resend, submitting, ...on }: ResetStepProps) {
  const { t } = useLingui();
  const account = values.account;
  const password = (field: 'password' | 'confirm') => ({
    name: field,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
    value: values[field],
    readOnly: submitting,
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
  });
  return (
    <Form label={t`设置新密码`}>
      <CodeField
        value={values.code}
        error={errors.code}
        sending={{ status: resend.status === 'cooldown' ? 'cooldown' : 'idle', sentAt: resend.sentAt, sentTo: resend.sentTo ?? account }}
        resendDelayMs={on.resendDelayMs}
        readOnly={submitting}
        onChange={(code) => onChange({ code })}
        onSend={on.onResendCode}
      />
      <FormField label={<Trans>新密码</Trans>} helperText={t(VALIDATION_MESSAGES.passwordRule)} required error={fieldError(errors.password)}>
        <Input {...password('password')} />
      </FormField>
      <FormField label={<Trans>确认新密码</Trans>} required error={fieldError(errors.confirm)}>
        <Input {...password('confirm')} />
      </FormField>
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
        <Button variant="outline" onClick={on.onBack} disabled={submitting}>
          <Trans>返回</Trans>
        </Button>
        <GuardedButton type="submit" colorPalette="brand" loading={submitting} loadingText={t`提交中…`} onClick={on.onSubmit}>
          <Trans>重置密码</Trans>
        </GuardedButton>
      </Stack>
    </Form>
  );
}
