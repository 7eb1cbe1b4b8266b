import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import type { CaptchaState } from './captcha-field';
import { AccountStep, CaptchaStep, ResetStep } from './forgot-password-steps';
import type { FieldErrors, ForgotPasswordField, ForgotPasswordForm } from '../../domain/onboarding';
import { Notice } from './notice';
import { OnboardingFrame } from './onboarding-frame';

/** The forgot-password machine's steps: tags account / captcha / (newPassword, codeCooldown, canResend) / done. */
export type ForgotPasswordState = 'account' | 'captcha' | 'reset' | 'done';

export interface ForgotPasswordScreenProps {
  state: ForgotPasswordState;
  values: ForgotPasswordForm;
  errors: FieldErrors<ForgotPasswordField>;
  /** Tags captchaLoading / captchaReady / captchaFailed, and context.captcha.image. */
  captcha: CaptchaState;
  /** Tag codeSending. */
  sendingCode: boolean;
  /** Tags codeCooldown / canResend, and context.codeSentAt. */
  resend: { status: 'cooldown' | 'ready'; sentAt: number | null; sentTo?: string | null };
  resendDelayMs?: number;
  /** Tag submitting. */
  submitting: boolean;
  /** Why the last call failed, in words (the flow's failureText): the server's message, or the network's. */
  error?: string | null;
  onChange: (values: Partial<ForgotPasswordForm>) => void;
  onNext: () => unknown;
  onBack: () => void;
  onRefreshCaptcha: () => void;
  onSendCode: () => unknown;
  onResendCode: () => unknown;
  onSubmit: () => unknown;
  onLogin: () => void;
  onLocaleChange?: (locale: Locale) => void;
}

/** Forgot / reset password: account, captcha and code, new password, done. */
export function ForgotPasswordScreen({ state, error = null, ...props }: ForgotPasswordScreenProps) {
  const { t } = useLingui();
  const login = (
    <Button variant="plain" colorPalette="brand" px="0" alignSelf="flex-start" onClick={props.onLogin}>
      <Trans>返回登录</Trans>
    </Button>
  );
  return (
    <OnboardingFrame title={t`找回密码`} onLocaleChange={props.onLocaleChange} step={state}>
      {state !== 'done' && <ErrorBanner message={error} />}
      {state === 'account' && <AccountStep {...props} />}
      {state === 'captcha' && <CaptchaStep {...props} />}
      {state === 'reset' && <ResetStep {...props} />}
      {state !== 'done' && login}
      {state === 'done' && (
        <Notice
          status="success"
          title={<Trans>密码已重置</Trans>}
          actions={
            <Button colorPalette="brand" onClick={props.onLogin}>
              <Trans>去登录</Trans>
            </Button>
          }
        >
          <Trans>请使用新密码登录。</Trans>
        </Notice>
      )}
    </OnboardingFrame>
  );
}
