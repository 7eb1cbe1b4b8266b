import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import type { RenderLink } from '../../components/render-link';
import type { CaptchaState } from './captcha-field';
import type { CodeSending } from './code-field';
import type { FieldErrors, RegistrationField, RegistrationForm, RegistrationIdentity } from '../../domain/onboarding';
import { Notice } from './notice';
import { OnboardingFrame } from './onboarding-frame';
import { InstitutionNotice, REGISTRATION_IDENTITY_LABELS, RegistrationIdentityChoice } from './registration-identity';
import { RegistrationFormFields } from './registration-form';

export type { CaptchaState } from './captcha-field';
export type { CodeSending } from './code-field';

/** identity / institution / form / done: the registration machine's top-level tags. */
export type RegistrationState = 'identity' | 'institution' | 'form' | 'done';

export interface RegistrationScreenProps {
  state: RegistrationState;
  identity: RegistrationIdentity | null;
  values: RegistrationForm;
  /** context.errors: validation keys (and captcha.invalid / code.invalid). */
  errors: FieldErrors<RegistrationField>;
  /** Tags captchaLoading / captchaReady / captchaFailed, and context.captcha.image. */
  captcha: CaptchaState;
  /** Tags codeIdle / codeSending / codeCooldown, and context.codeSentAt. */
  code: CodeSending;
  /** context.resendDelayMs (VERIFICATION_CODE_RESEND_MS). */
  resendDelayMs?: number;
  /** Tag submitting. */
  submitting: boolean;
  /** Why the last call failed, in words (the flow's failureText): the server's statusMsg, or the network's. */
  error?: string | null;
  onChooseIdentity: (identity: RegistrationIdentity) => void;
  onBack: () => void;
  onChange: (values: Partial<RegistrationForm>) => void;
  onRefreshCaptcha: () => void;
  /** Return false when the machine refused to send (errors shown), so the click guard does not lock. */
  onSendCode: () => unknown;
  onSubmit: () => unknown;
  /** After status 0: on to the next step (binding). */
  onContinue: () => void;
  onLogin: () => void;
  termsHref?: string;
  privacyHref?: string;
  renderLink?: RenderLink;
  onLocaleChange?: (locale: Locale) => void;
}

/** /register: identity choice, then the form; institutions are sent to their advisor. */
export function RegistrationScreen({ state, identity, error = null, ...props }: RegistrationScreenProps) {
  const { t } = useLingui();
  const loginLink = (
    <Button variant="plain" colorPalette="brand" px="0" alignSelf="flex-start" onClick={props.onLogin}>
      <Trans>已有账号？去登录</Trans>
    </Button>
  );
  return (
    <OnboardingFrame title={t`注册账号`} onLocaleChange={props.onLocaleChange} width={state === 'identity' ? 'xl' : 'md'} step={state}>
      {state === 'identity' && (
        <>
          <RegistrationIdentityChoice onChoose={props.onChooseIdentity} />
          {loginLink}
        </>
      )}
      {state === 'institution' && <InstitutionNotice onBack={props.onBack} />}
      {state === 'form' && (
        <>
          {identity && (
            <Text color="fg.muted">
              <Trans>注册身份：{t(REGISTRATION_IDENTITY_LABELS[identity].title)}</Trans>{' '}
              <Button variant="plain" size="sm" colorPalette="brand" px="1" onClick={props.onBack}>
                <Trans>更改</Trans>
              </Button>
            </Text>
          )}
          <ErrorBanner message={error} />
          <RegistrationFormFields {...props} />
          {loginLink}
        </>
      )}
      {state === 'done' && (
        <Notice
          status="success"
          title={<Trans>注册成功</Trans>}
          actions={
            <Button colorPalette="brand" onClick={props.onContinue}>
              <Trans>继续</Trans>
            </Button>
          }
        >
          <Trans>请继续完成账户绑定，以便查看您的资产。</Trans>
        </Notice>
      )}
    </OnboardingFrame>
  );
}
