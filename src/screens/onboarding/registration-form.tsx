import { Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../constants';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import type { RenderLink } from '../../components/render-link';
import { VALIDATION_MESSAGES } from '../../i18n/messages';
import { CaptchaField, type CaptchaState } from './captcha-field';
import { CodeField, type CodeSending } from './code-field';
import type { FieldErrors, RegistrationField, RegistrationForm, ValidationKey } from '../../domain/onboarding';
import { TermsCheckbox } from './terms-checkbox';
import { fieldError } from './validation-messages';

export interface RegistrationFormProps {
  values: RegistrationForm;
  errors: FieldErrors<RegistrationField>;
  captcha: CaptchaState;
  code: CodeSending;
  resendDelayMs?: number;
  submitting: boolean;
  onChange: (values: Partial<RegistrationForm>) => void;
  onRefreshCaptcha: () => void;
  onSendCode: () => unknown;
  onSubmit: () => unknown;
  termsHref?: string;
  privacyHref?: string;
  renderLink?: RenderLink;
}

/** The registration entry: account, name, password twice, image captcha, code, terms. */
export function RegistrationFormFields({ values, errors, submitting, onChange, ...props }: RegistrationFormProps) {
  const { t } = useLingui();
  const text = (field: 'account' | 'name' | 'password' | 'confirm') => ({
    name: field,
    value: values[field],
    readOnly: submitting,
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
  });
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={t`注册信息`}>
      <Stack gap="4">
        <FormField label={<Trans>账号</Trans>} helperText={<Trans>邮箱或手机号</Trans>} required error={fieldError(errors.account)}>
          <Input {...text('account')} autoComplete="username" maxLength={EMAIL_MAX_LENGTH} />
        </FormField>
        <FormField label={<Trans>姓名</Trans>} required error={fieldError(errors.name)}>
          <Input {...text('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        </FormField>
        <FormField label={<Trans>密码</Trans>} helperText={t(VALIDATION_MESSAGES.passwordRule)} required error={fieldError(errors.password)}>
          <Input {...text('password')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </FormField>
        <FormField label={<Trans>确认密码</Trans>} required error={fieldError(errors.confirm)}>
          <Input {...text('confirm')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </FormField>
        <CaptchaField
          value={values.captcha}
          error={errors.captcha}
          captcha={props.captcha}
          readOnly={submitting}
          onChange={(captcha) => onChange({ captcha })}
          onRefresh={props.onRefreshCaptcha}
        />
        <CodeField
          value={values.code}
          error={errors.code}
          sending={props.code}
          resendDelayMs={props.resendDelayMs}
          readOnly={submitting}
          onChange={(code) => onChange({ code })}
          onSend={props.onSendCode}
        />
        <TermsCheckbox
          checked={values.agreed}
          error={errors.agreed as ValidationKey | undefined}
          disabled={submitting}
          onChange={(agreed) => onChange({ agreed })}
          termsHref={props.termsHref}
          privacyHref={props.privacyHref}
          renderLink={props.renderLink}
        />
        <GuardedButton type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t`提交中…`} onClick={props.onSubmit}>
          <Trans>注册</Trans>
        </GuardedButton>
      </Stack>
    </form>
  );
}
